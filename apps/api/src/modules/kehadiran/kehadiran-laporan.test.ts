import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, PESAN_KEHADIRAN, hariIni, laporanKeaktifanPengajarItem, laporanKehadiranPengajarItem, laporanKehadiranPesertaItem } from '@lms/shared';
import { loginHeaders } from '../../../test/helpers';
import { colleges } from '../../db/schema';
import type { Actor } from '../../deps';
import { AppError } from '../../lib/errors';
import { forgetPengaturan } from '../pengaturan/pengaturan.service';
import { assertKelayakanUjian } from './kehadiran-kelayakan.service';
import { setupKehadiran, type Headers, type KehadiranFixture } from './kehadiran.fixtures';

let f: KehadiranFixture;
let operatorKelas: Headers;
beforeAll(async () => {
  f = await setupKehadiran();
  operatorKelas = await loginHeaders(f.t.app, 'operator.kelas', 'operator123');
}, 180_000);
afterAll(async () => f?.t.close());

const anon = { 'college-id': '1' };
const lainKampus = (h: Headers) => ({ ...h, 'college-id': '2' });
const inj = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers, payload?: object) => f.t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const REPORTS = [
  ['kehadiran_peserta', laporanKehadiranPesertaItem],
  ['kehadiran_pengajar', laporanKehadiranPengajarItem],
  ['keaktifan_pengajar', laporanKeaktifanPengajarItem],
] as const;

describe('operator reports (laporan)', () => {
  for (const [name, schema] of REPORTS) {
    const u = `/api/v2/lms/laporan/${name}`;
    it(`${name}: refuses 401, lecturers, students, wrong college, bad paging; read with laporan read, own college only; xlsx`, async () => {
      for (const s of ['', '/export_excel']) {
        expect((await inj('GET', `${u}${s}`, anon)).statusCode).toBe(401);
        expect((await inj('GET', `${u}${s}`, f.dosen)).statusCode).toBe(403);
        expect((await inj('GET', `${u}${s}`, f.mahasiswa)).statusCode).toBe(403);
        expect((await inj('GET', `${u}${s}`, lainKampus(f.operatorLaporan))).statusCode).toBe(403);
      }
      expect((await inj('GET', `${u}?per_page=0`, f.operatorLaporan)).statusCode).toBe(400);
      const r = await inj('GET', `${u}?per_page=5`, f.operatorLaporan);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().data.length).toBeGreaterThan(0);
      for (const item of r.json().data) schema.parse(item);
      const c2 = await inj('GET', `${u}?ignore_default_pagination=true`, f.operator2);
      const ids1 = new Set((await f.q<{ id: string }>('select id from kelas_kuliah where college_id = 1')).map((x) => x.id));
      const kelasOf = (x: { id_kelas_kuliah?: string; kelas_kuliah?: { id: string } }) => x.id_kelas_kuliah ?? x.kelas_kuliah?.id;
      expect(c2.json().data.some((x: object) => ids1.has(kelasOf(x) ?? ''))).toBe(false);
      const x = await inj('GET', `${u}/export_excel`, operatorKelas);
      expect(x.statusCode).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(x.rawPayload as unknown as ArrayBuffer);
      expect(wb.worksheets[0]!.rowCount).toBe(r.json().meta.total_items + 1);
    });
  }

  it('kehadiran_peserta: the class percentage is the one rule over its participants; is_valid follows the stored rows', async () => {
    const r = await inj('GET', `/api/v2/lms/laporan/kehadiran_peserta?search=TIF201&ignore_default_pagination=true`, f.operatorLaporan);
    const row = r.json().data.find((x: { id_kelas_kuliah: string }) => x.id_kelas_kuliah === f.idKelas);
    // Σ H over Σ kuliah meetings that started, every participant (the recap's percentage, summed over the class).
    const [s] = await f.q<{ h: number; n: number }>(
      `select count(*) filter (where km.ada_presensi and km.presensi = 'H')::int h, count(*)::int n
       from kelas_peserta kp join pertemuan p on p.id_kelas_kuliah = kp.id_kelas_kuliah
       left join kehadiran_mahasiswa km on km.id_pertemuan = p.id and km.id_mahasiswa = kp.id_mahasiswa
       where kp.id_kelas_kuliah = $1 and p.kategori = 'kuliah' and (p.status <> 'belum_dimulai' or p.waktu_mulai <= now())`,
      [f.idKelas],
    );
    expect(row.persentase_kehadiran).toBe(Math.round((s!.h * 1000) / s!.n) / 10);
    const [v] = await f.q<{ invalid: number }>(
      `select count(*)::int invalid from kehadiran_mahasiswa km join pertemuan p on p.id = km.id_pertemuan
       where km.id_kelas_kuliah = $1 and km.ada_presensi and not km.is_valid and (p.status <> 'belum_dimulai' or p.waktu_mulai <= now())`,
      [f.idKelas],
    );
    expect(row.is_valid).toBe(v!.invalid === 0);
    const filtered = await inj('GET', `/api/v2/lms/laporan/kehadiran_peserta?is_valid=${row.is_valid}&ignore_default_pagination=true`, f.operatorLaporan);
    expect(filtered.json().data.every((x: { is_valid: boolean }) => x.is_valid === row.is_valid)).toBe(true);
  });

  it('id_kelas_kuliah narrows each report (list and xlsx) to those classes; a class of another college gives nothing', async () => {
    const [lain] = await f.q<{ id: string }>("select kk.id from kelas_kuliah kk where kk.college_id = 1 and kk.id <> $1 and exists (select 1 from pertemuan p where p.id_kelas_kuliah = kk.id and p.waktu_mulai <= now()) order by kk.id limit 1", [f.idKelas]);
    const [kampus2] = await f.q<{ id: string }>('select id from kelas_kuliah where college_id = 2 limit 1');
    const kelasOf = (x: { id_kelas_kuliah?: string; kelas_kuliah?: { id: string } }) => x.id_kelas_kuliah ?? x.kelas_kuliah?.id;
    const q = (ids: string[]) => ids.map((id) => `id_kelas_kuliah=${encodeURIComponent(id)}`).join('&');
    const semua = (await inj('GET', '/api/v2/lms/laporan/kehadiran_peserta?ignore_default_pagination=true', f.operatorLaporan)).json().data as { id_kelas_kuliah: string }[];
    expect(semua.length).toBeGreaterThan(2);
    const satu = await inj('GET', `/api/v2/lms/laporan/kehadiran_peserta?${q([f.idKelas])}`, f.operatorLaporan);
    expect(satu.statusCode, satu.body).toBe(200);
    expect(satu.json().data.map(kelasOf)).toEqual([f.idKelas]);
    expect(satu.json().meta.total_items).toBe(1);
    // The class's line is the one of the whole list.
    expect(satu.json().data[0]).toEqual(semua.find((x) => x.id_kelas_kuliah === f.idKelas));
    const dua = await inj('GET', `/api/v2/lms/laporan/kehadiran_peserta?${q([f.idKelas, lain!.id])}`, f.operatorLaporan);
    expect(new Set(dua.json().data.map(kelasOf))).toEqual(new Set([f.idKelas, lain!.id]));
    const xlsx = await inj('GET', `/api/v2/lms/laporan/kehadiran_peserta/export_excel?${q([f.idKelas])}`, f.operatorLaporan);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0]!.rowCount).toBe(2);
    // Named by the college's date (the demo college is in WIB), not the UTC date.
    expect(String(xlsx.headers['content-disposition'])).toContain(`laporan-kehadiran-peserta-${hariIni('Asia/Jakarta')}.xlsx`);
    expect((await inj('GET', `/api/v2/lms/laporan/kehadiran_peserta?${q([kampus2!.id])}`, f.operatorLaporan)).json().data).toEqual([]);
    // The lecturer reports take the same filter.
    for (const name of ['kehadiran_pengajar', 'keaktifan_pengajar']) {
      const all = await inj('GET', `/api/v2/lms/laporan/${name}?ignore_default_pagination=true`, f.operatorLaporan);
      const one = await inj('GET', `/api/v2/lms/laporan/${name}?ignore_default_pagination=true&${q([lain!.id])}`, f.operatorLaporan);
      expect(one.statusCode, one.body).toBe(200);
      expect(one.json().data.length, name).toBeGreaterThan(0);
      expect(one.json().data.length, name).toBeLessThan(all.json().data.length);
    }
    expect((await inj('GET', `/api/v2/lms/laporan/kehadiran_peserta?id_kelas_kuliah=${'x'.repeat(201)}`, f.operatorLaporan)).statusCode).toBe(400);
  });
});

describe('exam eligibility', () => {
  let actor: Actor;
  let kelasKurang: string;
  beforeAll(async () => {
    const [college] = await f.t.app.deps.db.select().from(colleges).where(eq(colleges.id, 1));
    actor = { userId: await f.userId('mahasiswa'), college: college!, role: 'ROLE_MAHASISWA', username: 'mahasiswa', operator: null, ip: null };
    const items = (await inj('GET', '/api/v2/lms/kehadiran_mahasiswa/kelayakan_ujian/me', f.mahasiswa)).json().data as { id_kelas_kuliah: string; status: string }[];
    kelasKurang = items.find((i) => i.status !== 'aman')!.id_kelas_kuliah;
  });

  it('GET kelayakan_ujian/me: 401, not a student, wrong college; warns on the class under the minimum', async () => {
    const u = '/api/v2/lms/kehadiran_mahasiswa/kelayakan_ujian/me';
    expect((await inj('GET', u, anon)).statusCode).toBe(401);
    expect((await inj('GET', u, f.dosen)).statusCode).toBe(403);
    expect((await inj('GET', u, f.operator)).statusCode).toBe(403);
    expect((await inj('GET', u, lainKampus(f.mahasiswa))).statusCode).toBe(403);
    const items = (await inj('GET', u, f.mahasiswa)).json().data;
    // The demo data keeps the student under the minimum in TIF201 A (the forbidden-page journey relies on it).
    expect(kelasKurang).toBe(f.idKelas);
    const kurang = items.find((i: { id_kelas_kuliah: string }) => i.id_kelas_kuliah === kelasKurang);
    expect(kurang.persentase).toBeLessThan(kurang.minimal);
    expect(kurang.pesan).toBe(PESAN_KEHADIRAN.peringatanKehadiran(kurang.persentase, kurang.minimal));
  });

  it('assertKelayakanUjian refuses a UAS under the minimum with pembatasan_ujian_kehadiran, not a UTS, not a lecturer', async () => {
    const db = f.t.app.deps.db;
    const err = await assertKelayakanUjian(f.t.app.deps, db, actor, { idKelas: kelasKurang, jenis: 'uas' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ statusCode: 403, code: ERROR_CODES.pembatasanUjianKehadiran });
    await expect(assertKelayakanUjian(f.t.app.deps, db, actor, { idKelas: kelasKurang, jenis: 'uts' })).resolves.toBeUndefined();
    await expect(assertKelayakanUjian(f.t.app.deps, db, { ...actor, role: 'ROLE_DOSEN' }, { idKelas: kelasKurang, jenis: 'uas' })).resolves.toBeUndefined();
    await f.q(`update colleges set pengaturan_kelas = jsonb_set(pengaturan_kelas, '{minimal_kehadiran_ujian}', '{"is_active": false, "persen": 75}') where id = 1`);
    forgetPengaturan(f.t.app.deps, 1);
    await expect(assertKelayakanUjian(f.t.app.deps, db, actor, { idKelas: kelasKurang, jenis: 'uas' })).resolves.toBeUndefined();
    await f.q(`update colleges set pengaturan_kelas = pengaturan_kelas - 'minimal_kehadiran_ujian' where id = 1`);
    forgetPengaturan(f.t.app.deps, 1);
  });

  it('exceptions: refusals with nothing written, then grant (logged) lets the student through, 409 twice, delete', async () => {
    const u = '/api/v2/lms/kehadiran_mahasiswa/pengecualian_ujian';
    const body = { id_kelas_kuliah: kelasKurang, nim: f.nimMahasiswa, alasan: 'Sakit dirawat, surat dokter' };
    const before = await f.snapshot();
    expect((await inj('POST', u, anon, body)).statusCode).toBe(401);
    expect((await inj('POST', u, f.dosen, body)).statusCode).toBe(403);
    expect((await inj('POST', u, operatorKelas, body)).statusCode).toBe(403);
    expect((await inj('POST', u, lainKampus(f.operator), body)).statusCode).toBe(403);
    expect((await inj('POST', u, f.operator2, body)).statusCode).toBe(404);
    expect((await inj('POST', u, f.operator, { ...body, alasan: ' ' })).json().status.message).toContain(PESAN_KEHADIRAN.alasanWajib);
    expect((await inj('POST', u, f.operator, { ...body, nim: '0000' })).statusCode).toBe(400);
    expect((await inj('GET', u, f.dosen)).statusCode).toBe(403);
    expect(await f.snapshot()).toBe(before);
    const r = await inj('POST', u, f.operator, body);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ id_kelas_kuliah: kelasKurang, mahasiswa: { nim: f.nimMahasiswa }, created_by: { username: 'operator' } });
    expect((await inj('POST', u, f.operator, body)).statusCode).toBe(409);
    await expect(assertKelayakanUjian(f.t.app.deps, f.t.app.deps.db, actor, { idKelas: kelasKurang, jenis: 'uas' })).resolves.toBeUndefined();
    const list = await inj('GET', u, operatorKelas);
    expect(list.json().data.map((x: { id: number }) => x.id)).toEqual([r.json().data.id]);
    expect((await inj('GET', u, f.operator2)).json().data).toEqual([]);
    expect((await inj('DELETE', `${u}/999999`, f.operator)).statusCode).toBe(404);
    expect((await inj('DELETE', `${u}/${r.json().data.id}`, operatorKelas)).statusCode).toBe(403);
    expect((await inj('DELETE', `${u}/${r.json().data.id}`, f.operator)).statusCode).toBe(200);
    const logs = await f.q<{ jenis_aktivitas: string }>("select jenis_aktivitas from log_aktivitas where jenis_aktivitas like '%pengecualian_ujian' order by id");
    expect(logs.map((l) => l.jenis_aktivitas)).toEqual(['tambah_pengecualian_ujian', 'hapus_pengecualian_ujian']);
  });
});
