import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, PESAN_UJIAN } from '@lms/shared';
import { forgetPengaturan } from '../pengaturan/pengaturan.service';
import { loginHeaders } from '../../../test/helpers';
import { buatUjianDenganSoal, isoAt, setupUjian, soalPilihan, ujianBody, type Headers, type UjianFixture } from './ujian.fixtures';

/**
 * The refusal matrix of every exam endpoint (issue 'Exams I', 'Done means'): no token (401), a token used for
 * another college (403), another college's account (404: the exam does not exist there), the wrong role (403),
 * a member of the college outside the class (403), a read-only operator on writes (403), outside the window,
 * replayed and out-of-order writes, bad input — and after every refusal nothing of the exam tables changed. Then
 * each endpoint succeeds for the right caller.
 */
let f: UjianFixture;
let mahasiswa2: Headers;
let u: Awaited<ReturnType<typeof buatUjianDenganSoal>>;
let idPengerjaan: number;
let bank: number;
beforeAll(async () => {
  f = await setupUjian();
  mahasiswa2 = await loginHeaders(f.t.app, 'mahasiswa2', 'mahasiswa123', 2);
  u = await buatUjianDenganSoal(f, { judul: 'Kuis Matriks' });
  idPengerjaan = (await f.req('POST', `/v2/lms/ujian/${u.id}/pengerjaan/start`, f.mahasiswa)).json().data.pengerjaan.id;
  const [b] = await f.q<{ id: number }>(
    `select b.id from bank_soal b join mata_kuliah m on m.id = b.id_mata_kuliah join dosen d on d.id = b.id_dosen join users u on u.id = d.user_id
     where m.kode = 'TIF201' and u.username = 'dosen' order by b.id limit 1`,
  );
  bank = b!.id;
});
afterAll(async () => f?.t.close());

const TABLES = ['ujian', 'ujian_kelompok_soal', 'ujian_soal', 'ujian_pengerjaan', 'ujian_jawaban', 'ujian_pelanggaran', 'ujian_pengumuman', 'akomodasi_ujian', 'bank_soal_soal', 'aktivitas_selesai'];
const snapshot = async () => {
  const out: Record<string, unknown> = {};
  for (const t of TABLES) out[t] = await f.q(`select * from ${t} order by 1`);
  return JSON.stringify(out);
};

type Peran = 'pengajar' | 'peserta' | 'operator';
type Endpoint = { name: string; method: string; url: () => string; body?: () => unknown; peran: Peran; tulis: boolean };

const E: Endpoint[] = [
  { name: 'daftar', method: 'GET', url: () => '/v2/lms/ujian', peran: 'pengajar', tulis: false },
  { name: 'buat', method: 'POST', url: () => '/v2/lms/ujian', body: () => ujianBody(f.idPertemuan), peran: 'pengajar', tulis: true },
  { name: 'salin', method: 'POST', url: () => '/v2/lms/ujian/salin', body: () => ({ ...ujianBody(f.idPertemuan), id_ujian: u.id }), peran: 'pengajar', tulis: true },
  { name: 'detail', method: 'GET', url: () => `/v2/lms/ujian/${u.id}`, peran: 'pengajar', tulis: false },
  { name: 'ubah', method: 'PUT', url: () => `/v2/lms/ujian/${u.id}`, body: () => ujianBody(f.idPertemuan), peran: 'pengajar', tulis: true },
  { name: 'hapus', method: 'DELETE', url: () => `/v2/lms/ujian/${u.id}`, peran: 'pengajar', tulis: true },
  { name: 'tambah kelompok', method: 'POST', url: () => `/v2/lms/ujian/${u.id}/kelompok_soal`, body: () => ({ nama: 'B' }), peran: 'pengajar', tulis: true },
  { name: 'ubah kelompok', method: 'PUT', url: () => `/v2/lms/ujian/${u.id}/kelompok_soal/${u.idKelompok}`, body: () => ({ nama: 'B' }), peran: 'pengajar', tulis: true },
  { name: 'hapus kelompok', method: 'DELETE', url: () => `/v2/lms/ujian/${u.id}/kelompok_soal/${u.idKelompok}`, peran: 'pengajar', tulis: true },
  { name: 'tambah soal', method: 'POST', url: () => `/v2/lms/ujian/${u.id}/kelompok_soal/${u.idKelompok}/soal`, body: () => soalPilihan(), peran: 'pengajar', tulis: true },
  {
    name: 'salin soal bank',
    method: 'POST',
    url: () => `/v2/lms/ujian/${u.id}/kelompok_soal/${u.idKelompok}/soal/salin_bank_soal`,
    body: () => ({ id_bank_soal: bank, list_id_soal: [1] }),
    peran: 'pengajar',
    tulis: true,
  },
  { name: 'ubah soal', method: 'PUT', url: () => `/v2/lms/ujian/${u.id}/kelompok_soal/${u.idKelompok}/soal/${u.idSoal[0]}`, body: () => soalPilihan(), peran: 'pengajar', tulis: true },
  { name: 'hapus soal', method: 'DELETE', url: () => `/v2/lms/ujian/${u.id}/kelompok_soal/${u.idKelompok}/soal/${u.idSoal[0]}`, peran: 'pengajar', tulis: true },
  { name: 'salin ke bank', method: 'POST', url: () => `/v2/lms/bank_soal/${bank}/soal/salin_ujian`, body: () => ({ id_ujian: u.id, list_id_soal: u.idSoal }), peran: 'pengajar', tulis: true },
  { name: 'monitor', method: 'GET', url: () => `/v2/lms/ujian/${u.id}/monitor`, peran: 'pengajar', tulis: false },
  { name: 'daftar pengumuman', method: 'GET', url: () => `/v2/lms/ujian/${u.id}/pengumuman`, peran: 'pengajar', tulis: false },
  { name: 'kirim pengumuman', method: 'POST', url: () => `/v2/lms/ujian/${u.id}/pengumuman`, body: () => ({ isi: 'Perhatian' }), peran: 'pengajar', tulis: true },
  { name: 'paksa selesai', method: 'POST', url: () => `/v2/lms/ujian/${u.id}/pengerjaan/${idPengerjaan}/paksa_selesai`, peran: 'pengajar', tulis: true },
  { name: 'mulai', method: 'POST', url: () => `/v2/lms/ujian/${u.id}/pengerjaan/start`, peran: 'peserta', tulis: true },
  { name: 'pengerjaan saya', method: 'GET', url: () => `/v2/lms/ujian/${u.id}/pengerjaan/me`, peran: 'peserta', tulis: false },
  { name: 'simpan jawaban', method: 'PUT', url: () => `/v2/lms/ujian/${u.id}/pengerjaan/jawaban/${u.idSoal[0]}`, body: () => ({ seq: 1000, jawaban: { pilihan: 0 } }), peran: 'peserta', tulis: true },
  { name: 'kirim', method: 'POST', url: () => `/v2/lms/ujian/${u.id}/pengerjaan/selesai`, peran: 'peserta', tulis: true },
  {
    name: 'pelanggaran',
    method: 'POST',
    url: () => `/v2/lms/ujian/${u.id}/pengerjaan/pelanggaran`,
    body: () => ({ list: [{ client_id: '0b7f0d2c-2222-4c4c-9d9d-000000000001', jenis: 'buka_tab', waktu: isoAt(0) }] }),
    peran: 'peserta',
    tulis: true,
  },
  { name: 'ping', method: 'PUT', url: () => `/v2/lms/ujian/${u.id}/pengerjaan/ping`, peran: 'peserta', tulis: true },
  { name: 'akomodasi daftar', method: 'GET', url: () => '/v2/lms/akomodasi_ujian', peran: 'operator', tulis: false },
  { name: 'akomodasi simpan', method: 'PUT', url: () => '/v2/lms/akomodasi_ujian', body: () => ({ nim: 'x', tambahan_menit: 10 }), peran: 'operator', tulis: true },
  { name: 'akomodasi hapus', method: 'DELETE', url: () => '/v2/lms/akomodasi_ujian/x', peran: 'operator', tulis: true },
];

const call = (e: Endpoint, h: Headers) => f.req(e.method, e.url(), h, e.body?.());

describe('refusal matrix, every endpoint', () => {
  it('401 without a token', async () => {
    const before = await snapshot();
    for (const e of [...E, { name: 'stream', method: 'GET', url: () => `/v2/lms/events/ujian/${u.id}`, peran: 'peserta', tulis: false } as Endpoint]) {
      expect((await call(e, { 'college-id': '1' })).statusCode, e.name).toBe(401);
    }
    expect(await snapshot()).toBe(before);
  });

  it('403 for a token of another college; 404 (exam unknown there) or 403 (role) for that college own accounts', async () => {
    const before = await snapshot();
    for (const e of E) {
      const own = e.peran === 'peserta' ? f.mahasiswa : e.peran === 'operator' ? f.operator : f.dosen;
      expect((await call(e, { ...own, 'college-id': '2' })).statusCode, e.name).toBe(403);
      if (e.peran === 'operator' || e.name === 'daftar' || e.name === 'buat' || e.name === 'salin') continue;
      const other = e.peran === 'peserta' ? mahasiswa2 : f.operator2;
      const res = await call(e, other);
      expect(res.statusCode, e.name).toBe(404);
    }
    expect(await snapshot()).toBe(before);
  });

  it('403 for the wrong role, a member of the college outside the class, and a read-only operator on writes', async () => {
    const before = await snapshot();
    for (const e of E) {
      if (e.name === 'daftar') continue;
      if (e.peran === 'pengajar') {
        // Students read an exam of their class (detail, announcements); the rest of the teachers' side is refused.
        if (e.name !== 'detail' && e.name !== 'daftar pengumuman') expect((await call(e, f.mahasiswa)).statusCode, `${e.name} mahasiswa`).toBe(403);
        // Another lecturer's private bank does not exist for them (the bank module's rule: 404).
        if (e.name !== 'buat' && e.name !== 'salin') expect((await call(e, f.dosenLain)).statusCode, `${e.name} dosen lain`).toBe(e.name === 'salin ke bank' ? 404 : 403);
        if (e.tulis) expect((await call(e, f.operatorLaporan)).statusCode, `${e.name} operator baca`).toBe(403);
      } else if (e.peran === 'peserta') {
        expect((await call(e, f.dosen)).statusCode, `${e.name} dosen`).toBe(403);
        expect((await call(e, f.operator)).statusCode, `${e.name} operator`).toBe(403);
        expect((await call(e, f.mahasiswaLain)).statusCode, `${e.name} mahasiswa lain`).toBe(403);
      } else {
        expect((await call(e, f.dosen)).statusCode, `${e.name} dosen`).toBe(403);
        expect((await call(e, f.mahasiswa)).statusCode, `${e.name} mahasiswa`).toBe(403);
        if (e.tulis) expect((await call(e, f.operatorLaporan)).statusCode, `${e.name} operator baca`).toBe(403);
      }
    }
    // The exam stream: the same check before the hand-over.
    expect((await f.req('GET', `/v2/lms/events/ujian/${u.id}`, f.mahasiswaLain)).statusCode).toBe(403);
    expect((await f.req('GET', `/v2/lms/events/ujian/${u.id}`, f.operator2)).statusCode).toBe(404);
    expect(await snapshot()).toBe(before);
  });

  it('a remedial refuses a student of the class who is not listed, on every taking endpoint', async () => {
    const [m] = await f.q<{ nim: string }>(
      `select m.nim from mahasiswa m join users u on u.id = m.user_id join kelas_peserta kp on kp.id_mahasiswa = m.id
       where kp.id_kelas_kuliah = $1 and u.username <> 'mahasiswa' order by m.nim limit 1`,
      [f.kelas],
    );
    const rem = await f.req('POST', '/v2/lms/ujian', f.dosen, ujianBody(f.idPertemuan, { jenis: 'remedial', judul: 'Remedial Matriks', id_ujian_utama: u.id, peserta_remedial: [m!.nim] }));
    expect(rem.statusCode).toBe(200);
    const id = rem.json().data.id as number;
    const before = await snapshot();
    for (const [method, p] of [
      ['POST', 'start'],
      ['GET', 'me'],
      ['POST', 'selesai'],
      ['PUT', 'ping'],
    ] as const) {
      const res = await f.req(method, `/v2/lms/ujian/${id}/pengerjaan/${p}`, f.mahasiswa);
      expect(res.statusCode, p).toBe(403);
      expect(res.json().status.message).toBe(PESAN_UJIAN.bukanPesertaRemedial);
    }
    expect(await snapshot()).toBe(before);
  });
});

describe('outside the window, replays, bad input', () => {
  it('before the exam opens: start is 422, and nothing can be saved, sent or submitted', async () => {
    const nanti = await buatUjianDenganSoal(f, { waktu_mulai: isoAt(3_600_000), waktu_selesai: isoAt(7_200_000) });
    const before = await snapshot();
    const base = `/v2/lms/ujian/${nanti.id}/pengerjaan`;
    expect((await f.req('POST', `${base}/start`, f.mahasiswa)).json().status.message).toBe(PESAN_UJIAN.belumDimulai);
    expect((await f.req('PUT', `${base}/jawaban/${nanti.idSoal[0]}`, f.mahasiswa, { seq: 1, jawaban: { pilihan: 0 } })).statusCode).toBe(422);
    expect((await f.req('POST', `${base}/selesai`, f.mahasiswa)).statusCode).toBe(422);
    expect((await f.req('PUT', `${base}/ping`, f.mahasiswa)).statusCode).toBe(422);
    expect((await f.req('POST', `${base}/pelanggaran`, f.mahasiswa, { list: [] })).statusCode).toBe(400);
    expect((await f.req('GET', `${base}/me`, f.mahasiswa)).json().data).toMatchObject({ status: 'belum_dimulai', kelompok: null });
    expect(await snapshot()).toBe(before);
  });

  it('after the window: start is 422 for a student who never started; past the deadline a save is 409 and a late submit keeps what was acknowledged', async () => {
    const lalu = await buatUjianDenganSoal(f, { waktu_mulai: isoAt(-2 * 3_600_000), waktu_selesai: isoAt(-3_600_000), durasi: 30 });
    const r = await f.req('POST', `/v2/lms/ujian/${lalu.id}/pengerjaan/start`, f.mahasiswa);
    expect(r.statusCode).toBe(422);
    expect(r.json().status.message).toBe(PESAN_UJIAN.sudahBerakhir);
    // An attempt past its deadline: a save is refused (409), a late submit closes it at the deadline and keeps
    // the answers acknowledged before it.
    const x = await buatUjianDenganSoal(f, {}, [soalPilihan(), soalPilihan()]);
    const base = `/v2/lms/ujian/${x.id}/pengerjaan`;
    await f.req('POST', `${base}/start`, f.mahasiswa);
    expect((await f.req('PUT', `${base}/jawaban/${x.idSoal[0]}`, f.mahasiswa, { seq: 1, jawaban: { pilihan: 2 } })).json().data.diterima).toBe(true);
    await f.q("update ujian_pengerjaan set batas_waktu = now() - interval '1 minute' where id_ujian = $1", [x.id]);
    const late = await f.req('PUT', `${base}/jawaban/${x.idSoal[1]}`, f.mahasiswa, { seq: 1, jawaban: { pilihan: 0 } });
    expect(late.statusCode).toBe(409);
    expect(late.json().status.message).toBe(PESAN_UJIAN.sudahBerakhir);
    const done = await f.req('POST', `${base}/selesai`, f.mahasiswa);
    expect(done.statusCode).toBe(200);
    expect(done.json().data.pengerjaan).toMatchObject({ cara_selesai: 'waktu_habis', jumlah_soal_dijawab: 1 });
    const rows = await f.q<{ id_soal: number; jawaban: unknown }>(
      'select j.id_soal, j.jawaban from ujian_jawaban j join ujian_pengerjaan p on p.id = j.id_pengerjaan where p.id_ujian = $1',
      [x.id],
    );
    expect(rows).toEqual([{ id_soal: x.idSoal[0], jawaban: { pilihan: 2 } }]);
  });

  it('replays: start twice is one attempt, a save replayed or reordered keeps the newest, submit twice closes once', async () => {
    const x = await buatUjianDenganSoal(f, {}, [soalPilihan()]);
    const base = `/v2/lms/ujian/${x.id}/pengerjaan`;
    const [a, b] = await Promise.all([f.req('POST', `${base}/start`, f.mahasiswa), f.req('POST', `${base}/start`, f.mahasiswa)]);
    expect(a.json().data.pengerjaan.id).toBe(b.json().data.pengerjaan.id);
    const save = (seq: number, pilihan: number) => f.req('PUT', `${base}/jawaban/${x.idSoal[0]}`, f.mahasiswa, { seq, jawaban: { pilihan } });
    expect((await save(5, 2)).json().data.diterima).toBe(true);
    expect((await save(5, 2)).json().data).toMatchObject({ seq: 5, diterima: false });
    expect((await save(4, 0)).json().data).toMatchObject({ seq: 5, diterima: false });
    const [row] = await f.q<{ jawaban: unknown }>('select jawaban from ujian_jawaban where id_soal = $1', [x.idSoal[0]]);
    expect(row!.jawaban).toEqual({ pilihan: 2 });
    const [s1, s2] = await Promise.all([f.req('POST', `${base}/selesai`, f.mahasiswa), f.req('POST', `${base}/selesai`, f.mahasiswa)]);
    expect([s1.statusCode, s2.statusCode]).toEqual([200, 200]);
    const facts = await f.q(`select 1 from aktivitas_selesai s join aktivitas_kelas a on a.id = s.id_aktivitas where a.jenis = 'ujian' and a.id_sumber = $1`, [String(x.id)]);
    expect(facts).toHaveLength(1);
    // A teacher closing the already closed attempt changes nothing.
    const p = a.json().data.pengerjaan.id;
    const before = await snapshot();
    expect((await f.req('POST', `/v2/lms/ujian/${x.id}/pengerjaan/${p}/paksa_selesai`, f.dosen)).statusCode).toBe(200);
    expect(await snapshot()).toBe(before);
  });

  it('bad input: 400 naming the field, nothing written', async () => {
    const before = await snapshot();
    const base = `/v2/lms/ujian/${u.id}`;
    const cases: [string, string, unknown][] = [
      ['PUT', `${base}/pengerjaan/jawaban/${u.idSoal[0]}`, { seq: -1, jawaban: { pilihan: 0 } }],
      ['PUT', `${base}/pengerjaan/jawaban/${u.idSoal[0]}`, { seq: 1.5, jawaban: { pilihan: 0 } }],
      ['PUT', `${base}/pengerjaan/jawaban/${u.idSoal[0]}`, { jawaban: { pilihan: 0 } }],
      ['POST', `${base}/pengerjaan/pelanggaran`, { list: [{ client_id: 'bukan-uuid', jenis: 'buka_tab', waktu: isoAt(0) }] }],
      ['POST', `${base}/pengerjaan/pelanggaran`, { list: [{ client_id: '0b7f0d2c-2222-4c4c-9d9d-000000000009', jenis: 'buka_tab', waktu: 'kemarin' }] }],
      ['POST', `${base}/kelompok_soal`, { nama: '' }],
      ['POST', `${base}/kelompok_soal`, { nama: 'Acak', aturan: 'random', jumlah_wajib_dijawab: 0 }],
      ['POST', `${base}/pengumuman`, { isi: '' }],
      ['POST', '/v2/lms/ujian/salin', { ...ujianBody(f.idPertemuan), id_ujian: null }],
      ['POST', `/v2/lms/bank_soal/${bank}/soal/salin_ujian`, { id_ujian: u.id, list_id_soal: [] }],
      ['POST', `${base}/kelompok_soal/${u.idKelompok}/soal/salin_bank_soal`, { id_bank_soal: bank, list_id_soal: [] }],
      ['PUT', '/v2/lms/akomodasi_ujian', { nim: '', tambahan_menit: 10 }],
      ['PUT', '/v2/lms/akomodasi_ujian', { nim: 'x', tambahan_menit: -1 }],
    ];
    for (const [method, url, body] of cases) {
      const h = url.includes('/pengerjaan/') ? f.mahasiswa : url.includes('akomodasi') ? f.operator : f.dosen;
      const res = await f.req(method, url, h, body);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json().detail?.issues?.[0]?.field, url).toBeTruthy();
    }
    expect((await f.req('GET', '/v2/lms/ujian/abc', f.dosen)).statusCode).toBe(400);
    expect((await f.req('GET', '/v2/lms/ujian?jenis=lain', f.dosen)).statusCode).toBe(400);
    expect(await snapshot()).toBe(before);
  });
});

describe('attendance eligibility (the attendance module rule)', () => {
  it('a UAS start under the minimum attendance is 403 pembatasan_ujian_kehadiran, nothing written; a quiz is not checked', async () => {
    await f.q(`update colleges set pengaturan_kelas = jsonb_set(pengaturan_kelas, '{minimal_kehadiran_ujian}', '{"is_active": true, "persen": 100}') where id = 1`);
    forgetPengaturan(f.t.app.deps, 1);
    // The student's attendance in the class is emptied (a clone of the demo data) so it is under any minimum.
    await f.q(
      `delete from kehadiran_mahasiswa km using mahasiswa m, users u, pertemuan p
       where km.id_mahasiswa = m.id and m.user_id = u.id and u.username = 'mahasiswa' and p.id = km.id_pertemuan and p.id_kelas_kuliah = $1`,
      [f.kelas],
    );
    try {
      const uas = await buatUjianDenganSoal(f, { jenis: 'uas', judul: 'UAS Kehadiran' }, [soalPilihan()]);
      const before = await snapshot();
      const r = await f.req('POST', `/v2/lms/ujian/${uas.id}/pengerjaan/start`, f.mahasiswa);
      expect(r.statusCode).toBe(403);
      expect(r.json().status.code).toBe(ERROR_CODES.pembatasanUjianKehadiran);
      expect(await snapshot()).toBe(before);
      const kuis = await buatUjianDenganSoal(f, { judul: 'Kuis Kehadiran' }, [soalPilihan()]);
      expect((await f.req('POST', `/v2/lms/ujian/${kuis.id}/pengerjaan/start`, f.mahasiswa)).statusCode).toBe(200);
    } finally {
      await f.q(`update colleges set pengaturan_kelas = pengaturan_kelas - 'minimal_kehadiran_ujian' where id = 1`);
      forgetPengaturan(f.t.app.deps, 1);
    }
  });
});

describe('success for the right caller', () => {
  it('every endpoint answers 200 to its own role', async () => {
    const ok = async (method: string, url: string, h: Headers, body?: unknown) => {
      const res = await f.req(method, url, h, body);
      expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 200)}`).toBe(200);
      return res.json().data;
    };
    const base = `/v2/lms/ujian/${u.id}`;
    expect((await ok('GET', '/v2/lms/ujian?per_page=100', f.dosen)).map((x: { id: number }) => x.id)).toContain(u.id);
    expect((await ok('GET', '/v2/lms/ujian?per_page=100', f.mahasiswa)).map((x: { id: number }) => x.id)).toContain(u.id);
    expect((await ok('GET', '/v2/lms/ujian?per_page=100', f.operator)).map((x: { id: number }) => x.id)).toContain(u.id);
    await ok('GET', base, f.operator);
    await ok('GET', `${base}/monitor`, f.operator);
    await ok('GET', `${base}/pengumuman`, f.mahasiswa);
    await ok('PUT', `${base}/pengerjaan/ping`, f.mahasiswa);
    await ok('POST', `${base}/pengerjaan/pelanggaran`, f.mahasiswa, { list: [{ client_id: '0b7f0d2c-2222-4c4c-9d9d-000000000003', jenis: 'keluar_halaman', waktu: isoAt(0) }] });
    await ok('PUT', `${base}/pengerjaan/jawaban/${u.idSoal[0]}`, f.mahasiswa, { seq: 1, jawaban: { pilihan: 1 } });
    await ok('POST', `${base}/pengumuman`, f.operator, { isi: 'Waktu tersisa 10 menit.' });
    await ok('POST', `${base}/pengerjaan/${idPengerjaan}/paksa_selesai`, f.operator);
    expect((await ok('GET', `${base}/pengerjaan/me`, f.mahasiswa)).pengerjaan.cara_selesai).toBe('paksa');
    await ok('GET', '/v2/lms/akomodasi_ujian', f.operator);
    expect((await f.req('GET', '/v2/lms/akomodasi_ujian', f.operator2)).json().data.every((a: { nim: string }) => a.nim !== 'x')).toBe(true);
    // The structure is locked once an attempt exists: a teacher's question change is refused with the spec text.
    const lock = await f.req('POST', `${base}/kelompok_soal/${u.idKelompok}/soal`, f.dosen, soalPilihan());
    expect(lock.statusCode).toBe(409);
    expect(lock.json().status.message).toBe(PESAN_UJIAN.soalTerkunci);
    await ok('DELETE', base, f.operator);
  });
});
