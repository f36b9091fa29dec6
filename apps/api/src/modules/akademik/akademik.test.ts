import { and, countDistinct, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namaLengkapDosen } from '@lms/shared';
import { createTestApp, loginHeaders, type TestContext } from '../../../test/helpers';
import { colleges, dosen, kelasKuliah, kelasPeserta, mahasiswa, mataKuliah, prodi, users } from '../../db/schema';

let t: TestContext;
let op: Record<string, string>;
let opLaporan: Record<string, string>;
let dsn: Record<string, string>;
let mhs: Record<string, string>;
let op2: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  [op, opLaporan, dsn, mhs, op2] = await Promise.all([
    loginHeaders(t.app, 'operator', 'operator123'),
    loginHeaders(t.app, 'operator.laporan', 'operator123'),
    loginHeaders(t.app, 'dosen', 'dosen123'),
    loginHeaders(t.app, 'mahasiswa', 'mahasiswa123'),
    loginHeaders(t.app, 'operator2', 'operator123', 2),
  ]);
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> = op) => t.app.inject({ method: 'GET', url, headers });
const db = () => t.database.db;
const makulOf = (collegeId: number) => db().select().from(mataKuliah).where(eq(mataKuliah.collegeId, collegeId));

describe('reference lists', () => {
  it('refuse requests without a token (401) and a token used for another college (403)', async () => {
    for (const path of ['makul_ref', 'prodi_ref', 'label_kelas_ref', 'jenis_kelas_ref', 'dosen_ref']) {
      const anon = await t.app.inject({ url: `/api/v1/${path}`, headers: { 'college-id': '1' } });
      expect(anon.statusCode).toBe(401);
      const cross = await get(`/api/v1/${path}`, { ...op, 'college-id': '2' });
      expect(cross.statusCode).toBe(403);
    }
  });

  it('makul_ref returns every course of the college with itemsPerPage=999999 and none of college 2', async () => {
    const [own, other] = await Promise.all([makulOf(1), makulOf(2)]);
    const res = await get('/api/v1/makul_ref?itemsPerPage=999999', mhs);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta.total_items).toBe(own.length);
    expect(body.data).toHaveLength(own.length);
    expect(Object.keys(body.data[0]).sort()).toEqual(['idMakul', 'idProdi', 'kodeMakul', 'nama', 'sks']);
    const kode = new Set(body.data.map((m: { kodeMakul: string }) => m.kodeMakul));
    for (const m of other) expect(kode.has(m.kode)).toBe(false);
    const first = own.find((m) => m.id === body.data[0].idMakul)!;
    expect(body.data[0]).toEqual({ idMakul: first.id, kodeMakul: first.kode, nama: first.nama, sks: first.sks, idProdi: first.idProdi });
  });

  it('makul_ref pages (default 10), searches and filters by id_prodi and periode', async () => {
    const own = await makulOf(1);
    const p1 = (await get('/api/v1/makul_ref')).json();
    expect(p1.data).toHaveLength(Math.min(10, own.length));
    expect(p1.meta).toMatchObject({ page: 1, per_page: 10, total_items: own.length, total_pages: Math.ceil(own.length / 10) });
    const p2 = (await get('/api/v1/makul_ref?itemsPerPage=5&page=2')).json();
    const p1of5 = (await get('/api/v1/makul_ref?itemsPerPage=5&page=1')).json();
    expect(p2.data).toHaveLength(5);
    expect(p2.data.map((m: { idMakul: number }) => m.idMakul)).not.toContain(p1of5.data[0].idMakul);

    const sample = own[0]!;
    const byName = (await get(`/api/v1/makul_ref?itemsPerPage=999999&search=${encodeURIComponent(sample.nama.toLowerCase())}`)).json();
    expect(byName.data.map((m: { idMakul: number }) => m.idMakul)).toContain(sample.id);

    const idProdi = sample.idProdi!;
    const byProdi = (await get(`/api/v1/makul_ref?itemsPerPage=999999&id_prodi=${idProdi}`)).json();
    expect(byProdi.meta.total_items).toBe(own.filter((m) => m.idProdi === idProdi).length);

    const taught = await db()
      .select({ n: countDistinct(kelasKuliah.idMataKuliah) })
      .from(kelasKuliah)
      .where(and(eq(kelasKuliah.collegeId, 1), eq(kelasKuliah.periode, 20252)));
    const byPeriode = (await get('/api/v1/makul_ref?itemsPerPage=999999&periode=20252')).json();
    expect(byPeriode.meta.total_items).toBe(taught[0]!.n);
    expect(byPeriode.meta.total_items).toBeLessThan(own.length);
  });

  it('rejects a malformed filter with 400 naming the field', async () => {
    const res = await get('/api/v1/makul_ref?periode=abc');
    expect(res.statusCode).toBe(400);
    expect(res.json().status.message).toContain('periode');
    const big = await get('/api/v1/dosen_ref?itemsPerPage=1000000');
    expect(big.statusCode).toBe(400);
    expect(big.json().status.message).toContain('itemsPerPage');
  });

  it('prodi_ref, label_kelas_ref and jenis_kelas_ref list the college own rows', async () => {
    const rows = await db().select().from(prodi).where(eq(prodi.collegeId, 1));
    const res = (await get('/api/v1/prodi_ref?itemsPerPage=999999', dsn)).json();
    expect(res.meta.total_items).toBe(rows.length);
    const ti = rows.find((r) => r.nama === 'Teknik Informatika')!;
    expect(res.data).toContainEqual({ idProdi: ti.id, tingkat: ti.jenjang, nama: ti.nama });

    const label = (await get('/api/v1/label_kelas_ref?itemsPerPage=999999')).json();
    expect(label.data.length).toBeGreaterThan(0);
    expect(Object.keys(label.data[0]).sort()).toEqual(['idLabelKelas', 'nama']);
    const jenis = (await get('/api/v1/jenis_kelas_ref?itemsPerPage=999999&search=reg')).json();
    expect(jenis.data.every((j: { nama: string }) => /reg/i.test(j.nama))).toBe(true);
    expect(Object.keys(jenis.data[0]).sort()).toEqual(['idJenisKelas', 'nama']);

    const c2 = (await get('/api/v1/jenis_kelas_ref?itemsPerPage=999999', op2)).json();
    const ids1 = new Set(( await get('/api/v1/jenis_kelas_ref?itemsPerPage=999999')).json().data.map((j: { idJenisKelas: number }) => j.idJenisKelas));
    for (const j of c2.data) expect(ids1.has(j.idJenisKelas)).toBe(false);
  });

  it('dosen_ref gives names with titles and filters by periode and search', async () => {
    const [budi] = await db()
      .select({ id: dosen.id, nidn: dosen.nidn, nama: users.nama, gd: users.gelarDepan, ga: users.gelarAkademik })
      .from(dosen)
      .innerJoin(users, eq(users.id, dosen.userId))
      .where(eq(users.username, 'dosen'));
    const res = (await get(`/api/v1/dosen_ref?itemsPerPage=999999&search=${budi!.nidn}`, mhs)).json();
    expect(res.data).toEqual([{ idDosen: budi!.id, nidn: budi!.nidn, nama: namaLengkapDosen({ nama: budi!.nama, gelar_depan: budi!.gd, gelar_akademik: budi!.ga }) }]);
    const all = (await get('/api/v1/dosen_ref?itemsPerPage=999999')).json();
    const inPeriode = (await get('/api/v1/dosen_ref?itemsPerPage=999999&periode=20252')).json();
    expect(inPeriode.meta.total_items).toBeGreaterThan(0);
    expect(inPeriode.meta.total_items).toBeLessThan(all.meta.total_items);
  });
});

describe('GET /api/v1/mahasiswa_aktif_per_periode', () => {
  it('requires periode (400 naming it)', async () => {
    const res = await get('/api/v1/mahasiswa_aktif_per_periode');
    expect(res.statusCode).toBe(400);
    expect(res.json().status.message).toContain('periode');
  });

  it('refuses students (403), operators without a suitable area (403) and anonymous callers (401)', async () => {
    expect((await get('/api/v1/mahasiswa_aktif_per_periode?periode=20261', mhs)).statusCode).toBe(403);
    const anon = await t.app.inject({ url: '/api/v1/mahasiswa_aktif_per_periode?periode=20261', headers: { 'college-id': '1' } });
    expect(anon.statusCode).toBe(401);
    // operator.laporan has read on laporan: allowed (the attendance reports filter by student)
    expect((await get('/api/v1/mahasiswa_aktif_per_periode?periode=20261', opLaporan)).statusCode).toBe(200);
  });

  it('lists the distinct participants of classes of the period, filterable by prodi', async () => {
    const [expected] = await db()
      .select({ n: countDistinct(kelasPeserta.idMahasiswa) })
      .from(kelasPeserta)
      .innerJoin(kelasKuliah, eq(kelasKuliah.id, kelasPeserta.idKelasKuliah))
      .where(and(eq(kelasKuliah.collegeId, 1), eq(kelasKuliah.periode, 20252)));
    const res = await get('/api/v1/mahasiswa_aktif_per_periode?periode=20252&itemsPerPage=999999', dsn);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta.total_items).toBe(expected!.n);
    expect(Object.keys(body.data[0]).sort()).toEqual(['angkatan', 'idMahasiswa', 'idProdi', 'nama', 'nim']);
    const idProdi = body.data[0].idProdi as number;
    const filtered = (await get(`/api/v1/mahasiswa_aktif_per_periode?periode=20252&itemsPerPage=999999&id_prodi=${idProdi}`)).json();
    expect(filtered.data.length).toBeGreaterThan(0);
    expect(filtered.data.every((m: { idProdi: number }) => m.idProdi === idProdi)).toBe(true);
    const [c2] = await db().select({ n: sql<number>`count(*)::int` }).from(mahasiswa).where(eq(mahasiswa.collegeId, 2));
    expect(c2!.n).toBeGreaterThan(0);
    const nims2 = new Set((await db().select({ nim: mahasiswa.nim }).from(mahasiswa).where(eq(mahasiswa.collegeId, 2))).map((r) => r.nim));
    expect(body.data.some((m: { nim: string }) => nims2.has(m.nim))).toBe(false);
  });
});

describe('course data (/api/v2/academic)', () => {
  let course1: typeof mataKuliah.$inferSelect;
  let course2: typeof mataKuliah.$inferSelect;
  beforeAll(async () => {
    [course1] = await db().select().from(mataKuliah).where(and(eq(mataKuliah.collegeId, 1), eq(mataKuliah.kode, 'TIF202')));
    [course2] = await makulOf(2);
  });

  it('semester plan: 16 ordered rows with UTS at 8 and UAS at 16; default page of 10', async () => {
    const res = await get(`/api/v2/academic/makul/${course1.id}/rencana-pembelajaran?ignore_default_pagination=true`, mhs);
    expect(res.statusCode).toBe(200);
    const rows = res.json().data;
    expect(rows).toHaveLength(16);
    expect(rows.map((r: { id_pertemuan: number }) => r.id_pertemuan)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    expect(rows[7].kategori).toBe('uts');
    expect(rows[15].kategori).toBe('uas');
    expect(rows.filter((r: { kategori: string }) => r.kategori === 'kuliah')).toHaveLength(14);
    expect(Object.keys(rows[0]).sort()).toEqual(['id_pertemuan', 'kategori', 'materi', 'materi_inggris']);
    expect(rows[0].materi_inggris).not.toBe('');
    const paged = (await get(`/api/v2/academic/makul/${course1.id}/rencana-pembelajaran`)).json();
    expect(paged.data).toHaveLength(10);
    expect(paged.meta.total_items).toBe(16);
  });

  it('evaluation plan weights add up to 100', async () => {
    const res = await get(`/api/v2/academic/makul/${course1.id}/rencana-evaluasi`, dsn);
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as { komponen_nilai: { id: number; nama: string }; bobot: number }[];
    expect(rows.map((r) => r.komponen_nilai.nama).sort()).toEqual(['Keaktifan', 'Kuis', 'Tugas', 'UAS', 'UTS']);
    expect(rows.reduce((s, r) => s + r.bobot, 0)).toBe(100);
  });

  it('course info names the coordinator and the RPS developer', async () => {
    const res = await get(`/api/v2/academic/matakuliah/${course1.id}`);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({ id: course1.id, kode: course1.kode, nama: course1.nama, sks: course1.sks, id_dosen_koordinator: course1.idDosenKoordinator, id_dosen_pengembang_rps: course1.idDosenPengembangRps });
    const [koor] = await db().select({ u: users }).from(dosen).innerJoin(users, eq(users.id, dosen.userId)).where(eq(dosen.id, course1.idDosenKoordinator!));
    expect(d.nama_dosen_koordinator).toBe(namaLengkapDosen({ nama: koor!.u.nama, gelar_depan: koor!.u.gelarDepan, gelar_akademik: koor!.u.gelarAkademik }));
    expect(d.nama_dosen_pengembang_rps).toEqual(expect.any(String));
  });

  it('a course of another college is 404 on every course endpoint; college 2 sees its own', async () => {
    for (const p of [`makul/${course2.id}/rencana-pembelajaran`, `makul/${course2.id}/rencana-evaluasi`, `matakuliah/${course2.id}`]) {
      const res = await get(`/api/v2/academic/${p}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().status.message).toBe('Mata kuliah tidak ditemukan');
    }
    expect((await get(`/api/v2/academic/matakuliah/${course2.id}`, op2)).statusCode).toBe(200);
  });

  it('refuses anonymous callers, operators without kelas_kuliah/data_master, and a bad id', async () => {
    const anon = await t.app.inject({ url: `/api/v2/academic/matakuliah/${course1.id}`, headers: { 'college-id': '1' } });
    expect(anon.statusCode).toBe(401);
    expect((await get(`/api/v2/academic/makul/${course1.id}/rencana-pembelajaran`, opLaporan)).statusCode).toBe(403);
    expect((await get(`/api/v2/academic/matakuliah/${course1.id}`, { ...op, 'college-id': '2' })).statusCode).toBe(403);
    const bad = await get('/api/v2/academic/matakuliah/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().status.message).toContain('courseId');
  });
});

describe('GET /api/v1/config/{keyword}', () => {
  it('returns url_dosen_new built from the college SIAKAD address', async () => {
    const [c1] = await db().select().from(colleges).where(eq(colleges.id, 1));
    const res = await get('/api/v1/config/url_dosen_new', dsn);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ keyword: 'url_dosen_new', value: `${c1!.urlSikadLegacy}/dosen` });
    const [c2] = await db().select().from(colleges).where(eq(colleges.id, 2));
    expect((await get('/api/v1/config/url_dosen_new', op2)).json().data.value).toBe(`${c2!.urlSikadLegacy}/dosen`);
  });

  it('404 for an unknown keyword, 400 for a malformed one, 401 without a token', async () => {
    const unknown = await get('/api/v1/config/tidak_ada');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().status.message).toContain('tidak_ada');
    const bad = await get('/api/v1/config/a%20b');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().status.message).toContain('keyword');
    expect((await t.app.inject({ url: '/api/v1/config/url_dosen_new', headers: { 'college-id': '1' } })).statusCode).toBe(401);
  });
});
