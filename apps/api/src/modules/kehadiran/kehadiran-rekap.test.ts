import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rekapKehadiranKelas } from '@lms/shared';
import { loginHeaders } from '../../../test/helpers';
import { dimulai, setupKehadiran, type Headers, type KehadiranFixture } from './kehadiran.fixtures';

let f: KehadiranFixture;
let operatorKelas: Headers;
beforeAll(async () => {
  f = await setupKehadiran();
  operatorKelas = await loginHeaders(f.t.app, 'operator.kelas', 'operator123');
}, 180_000);
afterAll(async () => f?.t.close());

const anon = { 'college-id': '1' };
const lainKampus = (h: Headers) => ({ ...h, 'college-id': '2' });
const get = (url: string, headers: Headers) => f.t.app.inject({ url, headers });
const base = '/api/v2/lms/kehadiran_mahasiswa';
/** An operator of college 1 with no right at all (neither kelas_kuliah nor laporan). */
let tanpaHak: Headers | null = null;
async function operatorTanpaHak() {
  if (tanpaHak) return tanpaHak;
  await f.q(
    `insert into users (college_id, username, password_hash, role, nama) select 1, 'operator.kosong', password_hash, 'ROLE_OPERATOR', 'Operator Kosong' from users where username = 'operator.laporan'`,
  );
  await f.q(`insert into operators (user_id, college_id, hak_akses) select id, 1, '{}'::jsonb from users where username = 'operator.kosong'`);
  tanpaHak = await loginHeaders(f.t.app, 'operator.kosong', 'operator123');
  return tanpaHak;
}
async function kelasCollege2() {
  const [r] = await f.q<{ id: string }>('select id from kelas_kuliah where college_id = 2 order by id limit 1');
  return r!.id;
}
async function readXlsx(body: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ArrayBuffer);
  const ws = wb.worksheets[0]!;
  const rows: unknown[][] = [];
  ws.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
  return rows;
}

describe('GET /kehadiran_mahasiswa/kelas_kuliah/{id} and its export', () => {
  it('refuses 401, operator without kelas_kuliah nor laporan read, wrong college, outsiders, another college, bad query', async () => {
    for (const s of ['', '/export_excel']) {
      const u = `${base}/kelas_kuliah/${f.idKelas}${s}`;
      expect((await get(u, anon)).statusCode).toBe(401);
      expect((await get(u, await operatorTanpaHak())).statusCode).toBe(403);
      expect((await get(u, lainKampus(f.operator))).statusCode).toBe(403);
      expect((await get(u, lainKampus(f.operatorLaporan))).statusCode).toBe(403);
      expect((await get(u, f.dosenLain)).statusCode).toBe(403);
      expect((await get(u, f.mahasiswaLain)).statusCode).toBe(403);
      expect((await get(`${base}/kelas_kuliah/${await kelasCollege2()}${s}`, f.operator)).statusCode).toBe(404);
    }
    expect((await get(`${base}/kelas_kuliah/${f.idKelas}?nim=${'9'.repeat(60)}`, f.operator)).statusCode).toBe(400);
  });

  it('gives every student × meeting with totals; a student only their own row', async () => {
    const r = await get(`${base}/kelas_kuliah/${f.idKelas}`, operatorKelas);
    expect(r.statusCode, r.body).toBe(200);
    const data = rekapKehadiranKelas.parse(r.json().data);
    const [{ n }] = await f.q<{ n: number }>('select count(*)::int n from kelas_peserta where id_kelas_kuliah = $1', [f.idKelas]);
    expect(data.peserta).toHaveLength(n);
    expect(data.pertemuan.map((p) => p.id)).toEqual(f.pertemuan.map((p) => p.id));
    // The percentage counts the kuliah meetings that started (UTS, UAS and meetings ahead do not count).
    const dihitung = data.pertemuan.map((p) => p.kategori === 'kuliah' && p.dimulai);
    expect(dihitung.some(Boolean)).toBe(true);
    expect(data.pertemuan.some((p) => !p.dimulai)).toBe(true);
    for (const row of data.peserta) {
      expect(row.sel).toHaveLength(data.pertemuan.length);
      data.pertemuan.forEach((p, i) => p.dimulai || expect(row.sel[i]).toBeNull());
      const h = row.sel.filter((c, i) => dihitung[i] && c?.presensi === 'H').length;
      const n = dihitung.filter(Boolean).length;
      expect(row.jumlah.H).toBe(h);
      expect(row.pertemuan_berlalu).toBe(n);
      expect(row.persentase).toBe(Math.round((h * 1000) / n) / 10);
    }
    const mhs = (await get(`${base}/kelas_kuliah/${f.idKelas}`, f.mahasiswa)).json().data;
    expect(mhs.peserta.map((p: { mahasiswa: { nim: string } }) => p.mahasiswa.nim)).toEqual([f.nimMahasiswa]);
  });

  it('exports an xlsx that reads back with the codes, totals and percentage', async () => {
    const r = await get(`${base}/kelas_kuliah/${f.idKelas}/export_excel`, f.dosen);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('spreadsheetml');
    expect(r.headers['content-disposition']).toContain('.xlsx');
    const rows = await readXlsx(r.rawPayload);
    const header = rows.find((x) => x[0] === 'No')!;
    expect(header).toContain('P1');
    expect(header.slice(-6)).toEqual(['H', 'A', 'I', 'S', 'Pertemuan Dihitung', 'Kehadiran (%)']);
    const rekap = (await get(`${base}/kelas_kuliah/${f.idKelas}`, f.dosen)).json().data;
    const mine = rows.find((x) => x[1] === f.nimMahasiswa)!;
    const r0 = rekap.peserta.find((p: { mahasiswa: { nim: string } }) => p.mahasiswa.nim === f.nimMahasiswa);
    // A number cell (the fraction, shown with a percent format), the recap's value.
    expect(Math.round((mine.at(-1) as number) * 1000) / 10).toBe(r0.persentase);
    const own = await readXlsx((await get(`${base}/kelas_kuliah/${f.idKelas}/export_excel`, f.mahasiswa)).rawPayload);
    expect(own.filter((x) => typeof x[0] === 'number')).toHaveLength(1);
  });
});

describe('operator.laporan: Laporan → Kehadiran Peserta → Lihat (issue 30 defect 11)', () => {
  it('reads the recap of any class of the college, its xlsx and a student detail; never writes, never another college', async () => {
    const rekap = await get(`${base}/kelas_kuliah/${f.idKelas}`, f.operatorLaporan);
    expect(rekap.statusCode, rekap.body).toBe(200);
    const data = rekapKehadiranKelas.parse(rekap.json().data);
    const [{ n }] = await f.q<{ n: number }>('select count(*)::int n from kelas_peserta where id_kelas_kuliah = $1', [f.idKelas]);
    expect(data.peserta).toHaveLength(n);
    expect(data).toEqual(rekapKehadiranKelas.parse((await get(`${base}/kelas_kuliah/${f.idKelas}`, f.operator)).json().data));
    const x = await get(`${base}/kelas_kuliah/${f.idKelas}/export_excel`, f.operatorLaporan);
    expect(x.statusCode).toBe(200);
    expect((await readXlsx(x.rawPayload)).filter((r) => typeof r[0] === 'number')).toHaveLength(n);
    const p = dimulai(f, 'offline');
    expect((await get(`${base}/kelas_kuliah/${f.idKelas}/pertemuan/${p.id}/nim/${f.nimMahasiswa}`, f.operatorLaporan)).statusCode).toBe(200);
    // Another college's class does not exist for them.
    expect((await get(`${base}/kelas_kuliah/${await kelasCollege2()}`, f.operatorLaporan)).statusCode).toBe(404);
    expect((await get(`${base}/kelas_kuliah/${await kelasCollege2()}/export_excel`, f.operatorLaporan)).statusCode).toBe(404);

    // Read only: every write of the area still wants kelas_kuliah write, and nothing changes.
    const before = await f.snapshot();
    const tulis = [
      await f.t.app.inject({ method: 'PUT', url: `${base}/pertemuan/${p.id}`, headers: f.operatorLaporan, payload: { data: [{ nim: f.nimMahasiswa, presensi: 'H' }] } }),
      await f.t.app.inject({ method: 'PUT', url: `${base}/pertemuan/${p.id}/mahasiswa/${f.nimMahasiswa}`, headers: f.operatorLaporan, payload: { is_hadir: true } }),
      await f.t.app.inject({ method: 'POST', url: `${base}/hitung_persentase`, headers: f.operatorLaporan, payload: { id_kelas_kuliah: f.idKelas } }),
      await f.t.app.inject({ method: 'POST', url: `${base}/pengecualian_ujian`, headers: f.operatorLaporan, payload: { id_kelas_kuliah: f.idKelas, nim: f.nimMahasiswa, alasan: 'x' } }),
    ];
    expect(tulis.map((r) => r.statusCode)).toEqual([403, 403, 403, 403]);
    expect(await f.snapshot()).toBe(before);
    // The meeting pages stay the class readers' (kelas_kuliah read).
    expect((await get(`${base}/pertemuan/${p.id}`, f.operatorLaporan)).statusCode).toBe(403);
  });
});

describe('detail of one student: .../pertemuan/{id}/me and .../nim/{nim}', () => {
  it('refuses 401, outsiders, other students, a meeting of another class; gives the row and meeting', async () => {
    const p = dimulai(f, 'offline');
    const me = `${base}/kelas_kuliah/${f.idKelas}/pertemuan/${p.id}/me`;
    const byNim = `${base}/kelas_kuliah/${f.idKelas}/pertemuan/${p.id}/nim/${f.nimMahasiswa}`;
    expect((await get(me, anon)).statusCode).toBe(401);
    expect((await get(me, f.dosen)).statusCode).toBe(403);
    expect((await get(me, f.mahasiswaLain)).statusCode).toBe(403);
    expect((await get(byNim, lainKampus(f.dosen))).statusCode).toBe(403);
    expect((await get(byNim, f.dosenLain)).statusCode).toBe(403);
    const [other] = await f.q<{ nim: string }>(
      "select m.nim from kelas_peserta kp join mahasiswa m on m.id = kp.id_mahasiswa join users u on u.id = m.user_id where kp.id_kelas_kuliah = $1 and u.username <> 'mahasiswa' limit 1",
      [f.idKelas],
    );
    expect((await get(`${base}/kelas_kuliah/${f.idKelas}/pertemuan/${p.id}/nim/${other!.nim}`, f.mahasiswa)).statusCode).toBe(403);
    const [lain] = await f.q<{ id: number }>('select id from pertemuan where id_kelas_kuliah <> $1 and college_id = 1 limit 1', [f.idKelas]);
    expect((await get(`${base}/kelas_kuliah/${f.idKelas}/pertemuan/${lain!.id}/nim/${f.nimMahasiswa}`, f.dosen)).statusCode).toBe(404);
    expect((await get(`${base}/kelas_kuliah/${f.idKelas}/pertemuan/abc/me`, f.mahasiswa)).statusCode).toBe(400);
    const mine = await get(me, f.mahasiswa);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data).toMatchObject({ mahasiswa: { nim: f.nimMahasiswa }, pertemuan: { id: p.id } });
    expect((await get(byNim, f.dosen)).json().data.presensi).toBe(mine.json().data.presensi);
  });
});

describe('GET /kehadiran_mahasiswa (paged)', () => {
  it('refuses 401, operator without kelas_kuliah, wrong college, bad paging; a student gets only their rows', async () => {
    expect((await get(base, anon)).statusCode).toBe(401);
    expect((await get(base, f.operatorLaporan)).statusCode).toBe(403);
    expect((await get(base, lainKampus(f.operator))).statusCode).toBe(403);
    expect((await get(`${base}?per_page=0`, f.operator)).statusCode).toBe(400);
    const mhs = await get(`${base}?per_page=50`, f.mahasiswa);
    expect(mhs.statusCode).toBe(200);
    const nims = new Set(mhs.json().data.map((r: { mahasiswa: { nim: string } }) => r.mahasiswa.nim));
    expect([...nims]).toEqual([f.nimMahasiswa]);
    const [{ n }] = await f.q<{ n: number }>(
      "select count(*)::int n from kehadiran_mahasiswa km join mahasiswa m on m.id = km.id_mahasiswa join users u on u.id = m.user_id where u.username = 'mahasiswa' and u.college_id = 1",
    );
    expect(mhs.json().meta.total_items).toBe(n);
  });

  it('filters by class and presence for an operator, never another college', async () => {
    const r = await get(`${base}?id_kelas_kuliah=${f.idKelas}&presensi=H&per_page=5`, f.operator);
    expect(r.statusCode, r.body).toBe(200);
    const [{ n }] = await f.q<{ n: number }>("select count(*)::int n from kehadiran_mahasiswa where id_kelas_kuliah = $1 and presensi = 'H'", [f.idKelas]);
    expect(r.json().meta.total_items).toBe(n);
    expect(r.json().data.every((x: { presensi: string; kelas_kuliah: { id: string } }) => x.presensi === 'H' && x.kelas_kuliah.id === f.idKelas)).toBe(true);
    const c2 = await get(`${base}?ignore_default_pagination=true`, f.operator2);
    const ids1 = new Set((await f.q<{ id: string }>('select id from kelas_kuliah where college_id = 1')).map((x) => x.id));
    expect(c2.json().data.some((x: { kelas_kuliah: { id: string } }) => ids1.has(x.kelas_kuliah.id))).toBe(false);
  });
});
