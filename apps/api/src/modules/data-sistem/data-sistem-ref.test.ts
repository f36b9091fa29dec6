import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PESAN_DATA_SISTEM, TAB_DATA_SISTEM_LABEL } from '@lms/shared';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { hitung, masuk, operatorDengan, satu, type Headers } from '../pengguna/pengguna.fixtures';

/**
 * /data-sistem sessions, rooms, class types and labels, campuses: one table of cases for all five, each checked
 * for guards, bad input (400 naming the field, nothing written), duplicates (409), tenancy (college 2's rows
 * unseen and untouchable), in-use refusals (409) and success.
 */
let t: TestContext;
const h: Record<string, Headers> = {};
const B = '/api/v2/lms/data_sistem';

beforeAll(async () => {
  t = await createTestApp();
  h.dosen = await masuk(t, 'dosen', 'dosen123');
  h.laporan = await masuk(t, 'operator.laporan', 'operator123');
  h.operator2 = await masuk(t, 'operator2', 'operator123', 2);
  h.baca = (await operatorDengan(t, 'uji.ref.baca', { data_sistem: 'read' })).h;
  h.tulis = (await operatorDengan(t, 'uji.ref.tulis', { data_sistem: 'write' })).h;
});
afterAll(async () => t?.close());

type Kasus = {
  path: 'sesi_kuliah' | 'ruangan' | 'jenis_kelas' | 'label_kelas' | 'kampus';
  table: string;
  baru: Record<string, unknown>;
  ubah: Record<string, unknown>;
  salah: [Record<string, unknown>, string][];
  /** A row of college 1 that something uses. */
  dipakai: string;
  /** What the in-use message names. */
  oleh: RegExp;
};

const KASUS: Kasus[] = [
  {
    path: 'sesi_kuliah',
    table: 'sesi_kuliah',
    baru: { nama: 'Sesi Uji Malam', jam_mulai: '19:00', jam_selesai: '20:40' },
    ubah: { nama: 'Sesi Uji Malam 2', jam_mulai: '19:30', jam_selesai: '21:10' },
    salah: [
      [{ nama: 'X', jam_mulai: '25:00', jam_selesai: '26:00' }, 'jam_mulai'],
      [{ nama: 'X', jam_mulai: '10:00', jam_selesai: '09:00' }, 'jam_selesai'],
      [{ nama: '', jam_mulai: '10:00', jam_selesai: '11:00' }, 'nama'],
    ],
    dipakai: `select s.id from sesi_kuliah s where s.college_id = 1 and exists (select 1 from pertemuan p where p.id_sesi = s.id) limit 1`,
    oleh: /pertemuan/,
  },
  {
    path: 'ruangan',
    table: 'ruangan',
    baru: { kode: 'UJI-101', nama: 'Ruang Uji 101', gedung: 'Gedung Uji', kapasitas: 35 },
    ubah: { kode: 'UJI-102', nama: 'Ruang Uji 102', gedung: '', kapasitas: 40 },
    salah: [
      [{ kode: 'a b', nama: 'R', kapasitas: 10 }, 'kode'],
      [{ kode: 'R1', nama: 'R', kapasitas: 0 }, 'kapasitas'],
      [{ kode: 'R1', nama: 'R', kapasitas: 2.5 }, 'kapasitas'],
    ],
    dipakai: `select r.id from ruangan r where r.college_id = 1 and exists (select 1 from pertemuan p where p.id_ruangan = r.id) limit 1`,
    oleh: /pertemuan/,
  },
  {
    path: 'jenis_kelas',
    table: 'jenis_kelas',
    baru: { nama: 'Kelas Uji Akhir Pekan' },
    ubah: { nama: 'Kelas Uji Sabtu' },
    salah: [[{ nama: '   ' }, 'nama']],
    dipakai: `select j.id from jenis_kelas j where j.college_id = 1 and exists (select 1 from kelas_kuliah k where k.id_jenis_kelas = j.id) limit 1`,
    oleh: /kelas kuliah/,
  },
  {
    path: 'label_kelas',
    table: 'label_kelas',
    baru: { nama: 'Z9' },
    ubah: { nama: 'Z8' },
    salah: [[{ nama: 'x'.repeat(21) }, 'nama']],
    dipakai: `select l.id from label_kelas l where l.college_id = 1 and exists (select 1 from kelas_kuliah k where k.id_label_kelas = l.id) limit 1`,
    oleh: /kelas kuliah/,
  },
  {
    path: 'kampus',
    table: 'kampus',
    baru: { nama: 'Kampus Uji Bogor', alamat: 'Jl. Uji 1' },
    ubah: { nama: 'Kampus Uji Bogor Baru', alamat: '' },
    salah: [[{ nama: '', alamat: '' }, 'nama']],
    dipakai: `select id from kampus where college_id = 1 and nama = 'Kampus Utama Kebayoran'`,
    oleh: /kelas kuliah/,
  },
];

const req = (method: string, url: string, headers: Headers, payload?: object) => t.app.inject({ method: method as 'GET', url, headers, payload });

describe.each(KASUS)('/data_sistem/$path', (k) => {
  const url = `${B}/${k.path}`;
  const label = TAB_DATA_SISTEM_LABEL[k.path];
  let idDipakai: number;
  let idC2: number;
  beforeAll(async () => {
    idDipakai = (await satu<{ id: number }>(t, k.dipakai))!.id;
    idC2 = (await satu<{ id: number }>(t, `select id from ${k.table} where college_id = 2 order by id limit 1`))!.id;
  });

  it('guards: 401, 403 for other roles and areas and another college; read lists but does not write', async () => {
    const calls: [string, string, object | undefined][] = [
      ['GET', url, undefined],
      ['POST', url, k.baru],
      ['PUT', `${url}/${idDipakai}`, k.ubah],
      ['DELETE', `${url}/${idDipakai}`, undefined],
    ];
    for (const [m, u, body] of calls) {
      expect((await req(m, u, { 'college-id': '1' }, body)).statusCode, `${m} 401`).toBe(401);
      for (const who of ['dosen', 'laporan']) expect((await req(m, u, h[who]!, body)).statusCode, `${m} ${who}`).toBe(403);
      expect((await req(m, u, { ...h.tulis!, 'college-id': '2' }, body)).statusCode, `${m} college`).toBe(403);
      expect((await req(m, u, h.baca!, body)).statusCode, `${m} read`).toBe(m === 'GET' ? 200 : 403);
    }
  });

  it("lists the college's rows only, with one total", async () => {
    const res = await req('GET', `${url}?per_page=100`, h.baca!);
    expect(res.json().meta.total_items).toBe(await hitung(t, `${k.table} where college_id = 1`));
    const ids = res.json().data.map((r: { id: number }) => r.id);
    expect(ids).toContain(idDipakai);
    expect(ids).not.toContain(idC2);
  });

  it('400 naming the field, writing nothing', async () => {
    const before = await hitung(t, k.table);
    for (const [body, field] of k.salah) {
      const res = await req('POST', url, h.tulis!, body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().status.message, field).toContain(`${field} —`);
    }
    expect(await hitung(t, k.table)).toBe(before);
  });

  it('adds, refuses a duplicate (409), changes and deletes an unused row, logging each', async () => {
    const add = await req('POST', url, h.tulis!, k.baru);
    expect(add.statusCode).toBe(200);
    expect(add.json().status.message).toBe(PESAN_DATA_SISTEM.ditambah(label));
    const id = add.json().data.id as number;
    expect(add.json().data).toMatchObject(Object.fromEntries(Object.entries(k.baru).map(([f, v]) => [f, typeof v === 'string' && /^\d\d:\d\d$/.test(v) ? `${v}:00` : v])));
    expect((await req('POST', url, h.tulis!, k.baru)).statusCode).toBe(409);
    const upd = await req('PUT', `${url}/${id}`, h.tulis!, k.ubah);
    expect(upd.statusCode).toBe(200);
    expect(upd.json().data.nama).toBe(k.ubah.nama);
    // College 2 can neither change nor delete it.
    expect((await req('PUT', `${url}/${id}`, h.operator2!, k.ubah)).statusCode).toBe(404);
    expect((await req('DELETE', `${url}/${id}`, h.operator2!)).statusCode).toBe(404);
    const del = await req('DELETE', `${url}/${id}`, h.tulis!);
    expect(del.statusCode).toBe(200);
    expect(await hitung(t, `${k.table} where id = $1`, [id])).toBe(0);
    expect(await hitung(t, `log_aktivitas where jenis_aktivitas in ('tambah_data_sistem', 'ubah_data_sistem', 'hapus_data_sistem') and detail ilike $1`, [`%${String(k.ubah.nama).slice(0, 12)}%`])).toBeGreaterThanOrEqual(2);
  });

  it('never deletes a row in use (409, Indonesian, naming what uses it)', async () => {
    const res = await req('DELETE', `${url}/${idDipakai}`, h.tulis!);
    expect(res.statusCode).toBe(409);
    expect(res.json().status.message).toMatch(/tidak dapat dihapus karena masih dipakai oleh/);
    expect(res.json().status.message).toMatch(k.oleh);
    expect(await hitung(t, `${k.table} where id = $1`, [idDipakai])).toBe(1);
  });
});

describe('campuses', () => {
  it('renaming a campus renames it on the classes that carry it', async () => {
    const id = (await satu<{ id: number }>(t, `select id from kampus where college_id = 1 and nama = 'Kampus B Cibubur'`))!.id;
    const n = await hitung(t, `kelas_kuliah where college_id = 1 and kampus_nama = 'Kampus B Cibubur'`);
    expect(n).toBeGreaterThan(0);
    const res = await req('PUT', `${B}/kampus/${id}`, h.tulis!, { nama: 'Kampus Cibubur', alamat: 'Jl. Alternatif Cibubur' });
    expect(res.statusCode).toBe(200);
    expect(await hitung(t, `kelas_kuliah where college_id = 1 and kampus_nama = 'Kampus Cibubur'`)).toBe(n);
    expect(await hitung(t, `kelas_kuliah where kampus_nama = 'Kampus B Cibubur'`)).toBe(0);
  });
});
