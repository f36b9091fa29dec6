import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginHeaders } from '../../../test/helpers';
import { buatUjianDenganSoal, setupUjian, type Headers, type UjianFixture } from './ujian.fixtures';

/**
 * The refusal matrix of every grading endpoint (issue 'Exams II', 'Done means'): no token (401), a token used for
 * another college (403), another college's account (404: the exam or attempt does not exist there), a student —
 * the attempt's own included — (403), a lecturer of the college outside the class (403), a read-only operator on
 * writes (403), bad input (400) — and after every refusal nothing of the exam tables changed. Success of each is in
 * penilaian.test.ts and statistik.test.ts.
 */
let f: UjianFixture;
let mahasiswa2: Headers;
/** An operator with read (not write) on kelas_kuliah. */
let operatorKelas: Headers;
let u: Awaited<ReturnType<typeof buatUjianDenganSoal>>;
let idPengerjaan: number;
let idMhs: number;
beforeAll(async () => {
  f = await setupUjian();
  mahasiswa2 = await loginHeaders(f.t.app, 'mahasiswa2', 'mahasiswa123', 2);
  operatorKelas = await loginHeaders(f.t.app, 'operator.kelas', 'operator123');
  u = await buatUjianDenganSoal(f, { judul: 'Kuis Matriks' });
  await f.req('POST', `/v2/lms/ujian/${u.id}/pengerjaan/start`, f.mahasiswa);
  await f.req('PUT', `/v2/lms/ujian/${u.id}/pengerjaan/jawaban/${u.idSoal[2]}`, f.mahasiswa, { seq: 1, jawaban: { esay: { teks: 'Jawaban', files: [] } } });
  idPengerjaan = (await f.req('POST', `/v2/lms/ujian/${u.id}/pengerjaan/selesai`, f.mahasiswa)).json().data.pengerjaan.id;
  const [m] = await f.q<{ id: number }>("select m.id from mahasiswa m join users u on u.id = m.user_id where u.username = 'mahasiswa'");
  idMhs = m!.id;
});
afterAll(async () => f?.t.close());

const TABLES = ['ujian', 'ujian_soal', 'ujian_pengerjaan', 'ujian_jawaban', 'ujian_pelanggaran', 'aktivitas_selesai', 'job_status'];
const snapshot = async () => {
  const out: Record<string, unknown> = {};
  for (const t of TABLES) out[t] = await f.q(`select * from ${t} order by 1`);
  return JSON.stringify(out);
};

type Endpoint = { name: string; method: string; url: () => string; body?: () => unknown; tulis: boolean; bad?: () => unknown };
const nilaiUrl = () => `/v2/lms/ujian/${u.id}/pengerjaan/${idPengerjaan}/kelompok_soal/${u.idKelompok}/soal/${u.idSoal[2]}/nilai`;
const E: Endpoint[] = [
  { name: 'daftar pengerjaan', method: 'GET', url: () => `/v2/lms/ujian/${u.id}/pengerjaan`, tulis: false },
  { name: 'tanpa pengerjaan', method: 'GET', url: () => `/v2/lms/ujian/${u.id}/pengerjaan/no_pengerjaan`, tulis: false },
  { name: 'detail pengerjaan', method: 'GET', url: () => `/v2/lms/ujian/${u.id}/pengerjaan/${idMhs}`, tulis: false },
  { name: 'statistik', method: 'GET', url: () => `/v2/lms/ujian/${u.id}/pengerjaan/jawaban_stats`, tulis: false },
  { name: 'export', method: 'GET', url: () => `/v2/lms/ujian/${u.id}/pengerjaan/export_excel`, tulis: false },
  { name: 'status hitung', method: 'GET', url: () => `/v2/lms/ujian/${u.id}/perhitungan_nilai`, tulis: false },
  { name: 'status hitung pengerjaan', method: 'GET', url: () => `/v2/lms/ujian/${u.id}/pengerjaan/${idPengerjaan}/perhitungan_nilai`, tulis: false },
  { name: 'hitung ulang', method: 'POST', url: () => `/v2/lms/ujian/${u.id}/perhitungan_nilai`, tulis: true },
  { name: 'nilai soal', method: 'PUT', url: nilaiUrl, body: () => ({ nilai: 1 }), bad: () => ({ nilai: 1.5 }), tulis: true },
  { name: 'pengurangan', method: 'PUT', url: () => `/v2/lms/pengerjaan/${idPengerjaan}/pengurangan_nilai`, body: () => ({ nilai: 1.25 }), bad: () => ({ nilai: 'satu' }), tulis: true },
  { name: 'publish', method: 'PUT', url: () => `/v2/lms/ujian/${u.id}/nilai_publishing`, body: () => ({ is_tampilkan_nilai: true }), bad: () => ({}), tulis: true },
  { name: 'reset', method: 'DELETE', url: () => `/v2/lms/pengerjaan/${idPengerjaan}`, tulis: true },
];
const call = (e: Endpoint, h: Headers, body = e.body?.()) => f.req(e.method, e.url(), h, body);

describe('refusal matrix, every grading endpoint', () => {
  it('401 without a token', async () => {
    const before = await snapshot();
    for (const e of E) expect((await call(e, { 'college-id': '1' })).statusCode, e.name).toBe(401);
    expect(await snapshot()).toBe(before);
  });

  it('403 for a token sent to another college; 404 for that college own operator', async () => {
    const before = await snapshot();
    for (const e of E) {
      expect((await call(e, { ...f.dosen, 'college-id': '2' })).statusCode, e.name).toBe(403);
      expect((await call(e, f.operator2)).statusCode, e.name).toBe(404);
      // A student of college 2 is refused on the role before anything is looked up.
      expect((await call(e, mahasiswa2)).statusCode, e.name).toBe(403);
    }
    expect(await snapshot()).toBe(before);
  });

  it('403 for students (the attempt own student included), another lecturer, and a read-only operator on writes', async () => {
    const before = await snapshot();
    for (const e of E) {
      expect((await call(e, f.mahasiswa)).statusCode, `${e.name} mahasiswa`).toBe(403);
      expect((await call(e, f.mahasiswaLain)).statusCode, `${e.name} mahasiswa lain`).toBe(403);
      expect((await call(e, f.dosenLain)).statusCode, `${e.name} dosen lain`).toBe(403);
      if (e.tulis) expect((await call(e, operatorKelas)).statusCode, `${e.name} operator baca`).toBe(403);
      // Without kelas_kuliah at all (laporan only): nothing.
      expect((await call(e, f.operatorLaporan)).statusCode, `${e.name} operator laporan`).toBe(403);
    }
    expect(await snapshot()).toBe(before);
  });

  it('400 for bad input and bad ids, naming the field; nothing written', async () => {
    const before = await snapshot();
    for (const e of E.filter((x) => x.bad)) {
      const r = await call(e, f.dosen, e.bad!());
      expect(r.statusCode, e.name).toBe(400);
      expect(r.json().status.message, e.name).toMatch(/nilai|is_tampilkan_nilai/);
    }
    expect((await f.req('GET', `/v2/lms/ujian/${u.id}/pengerjaan?per_page=0`, f.dosen)).statusCode).toBe(400);
    expect((await f.req('GET', `/v2/lms/ujian/${u.id}/pengerjaan?status_penilaian=x`, f.dosen)).statusCode).toBe(400);
    expect((await f.req('GET', '/v2/lms/ujian/abc/pengerjaan', f.dosen)).statusCode).toBe(400);
    expect((await f.req('PUT', '/v2/lms/pengerjaan/0/pengurangan_nilai', f.dosen, { nilai: 1 })).statusCode).toBe(400);
    expect((await f.req('DELETE', '/v2/lms/pengerjaan/99999999', f.dosen)).statusCode).toBe(404);
    expect((await f.req('GET', `/v2/lms/ujian/${u.id}/pengerjaan/99999999`, f.dosen)).statusCode).toBe(404);
    expect(await snapshot()).toBe(before);
  });

  it('succeeds for the class lecturer and an operator with write (reads for operator with read)', async () => {
    for (const e of E.filter((x) => !x.tulis)) {
      expect((await call(e, f.dosen)).statusCode, `${e.name} dosen`).toBe(200);
      expect((await call(e, operatorKelas)).statusCode, `${e.name} operator baca`).toBe(200);
    }
    for (const e of E.filter((x) => x.tulis)) {
      const r = await call(e, e.name === 'reset' ? f.operator : f.dosen);
      expect(r.statusCode, `${e.name} ${r.body}`).toBe(200);
    }
  });
});
