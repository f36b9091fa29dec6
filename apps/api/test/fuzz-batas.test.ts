import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PESAN } from '@lms/shared';
import { bankBody, createBank, idMakul } from '../src/modules/bank-soal/bank-soal.fixtures';
import { multipart, PDF_MINI, PNG_1X1 } from '../src/modules/storager/multipart.test-helper';
import { setupTugasFixture, type TugasFixture } from '../src/modules/tugas/tugas.fixtures';

/**
 * Issue 33 §4: input the database would refuse is refused by the API first — a 400 naming the field in Indonesian,
 * and not one statement refused by PostgreSQL or PGlite (db/statement-errors.ts counts them on both engines).
 * The fuzz test (fuzz.test.ts) asserts the same over every route; these are the findings of the issue.
 */

let f: TugasFixture;
let bank: number;
beforeAll(async () => {
  f = await setupTugasFixture();
  bank = (await createBank(f.t, f.dosen, bankBody(await idMakul(f.t, 'TIF201'), { judul: 'Bank Batas' }))).id;
});
afterAll(async () => f?.t.close());

const gagal = () => f.t.database.statementErrors.count;
const pesan = (field: string, teks: string = PESAN.angkaDiLuarJangkauan) => `${PESAN.dataTidakValid}: ${field} — ${teks}`;
const kirim = (method: 'POST' | 'PUT', url: string, headers: Record<string, string>, parts: Parameters<typeof multipart>[0]) => {
  const m = multipart(parts);
  return f.t.app.inject({ method, url, headers: { ...headers, ...m.headers }, payload: m.payload });
};

describe('numbers beyond an integer column', () => {
  it('ids and numbers in path, query, JSON and multipart fields are 400 naming the field, before any statement', async () => {
    const awal = gagal();
    const cases = [
      [await f.t.app.inject({ url: '/api/v2/lms/bank_soal/2147483648', headers: f.dosen }), 'id'],
      [await f.t.app.inject({ url: `/api/v2/lms/nilai/kelas_kuliah/${f.idKelas}/komponen/2147483648`, headers: f.dosen }), 'komponenId'],
      [await f.t.app.inject({ url: '/api/v2/lms/forum?periode=99999999999', headers: f.mahasiswa }), 'periode'],
      [
        await f.t.app.inject({ method: 'PUT', url: `/api/v2/lms/bank_soal/${bank}`, headers: f.dosen, payload: bankBody(2_147_483_648, { judul: 'Bank Batas' }) }),
        'id_mata_kuliah',
      ],
      [
        await kirim('POST', '/api/v2/lms/materi', f.dosen, [
          { name: 'id_pertemuan', value: '2147483648' },
          { name: 'tipe_file', value: 'ebook' },
          { name: 'judul', value: 'Modul' },
          { name: 'file', filename: 'a.pdf', content: PDF_MINI, contentType: 'application/pdf' },
        ]),
        'id_pertemuan',
      ],
    ] as const;
    for (const [res, field] of cases) {
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      // The materials form words its id errors its own way (spec 2 §5); the others get the guard's text.
      if (field === 'id_pertemuan') expect(res.json().status.message).toMatch(/^Data tidak valid: id_pertemuan — /);
      else expect(res.json().status.message).toBe(pesan(field));
    }
    expect(gagal() - awal, JSON.stringify(f.t.database.statementErrors.recent.slice(-3))).toBe(0);
  });

  it('keeps the bigint ids wide: a chat message id past an integer is looked up, not refused', async () => {
    const awal = gagal();
    const res = await f.t.app.inject({ method: 'DELETE', url: '/api/v2/chat/group/tidak-ada/thread/tidak-ada/pesan/2147483648', headers: f.mahasiswa });
    expect(res.statusCode).toBe(404);
    expect(gagal() - awal).toBe(0);
  });
});

describe('page × per_page', () => {
  it('an offset past 2,147,483,647 rows is 400 naming page; a far page within it is an empty 200', async () => {
    const awal = gagal();
    const jauh = await f.t.app.inject({ url: '/api/v2/lms/kelas_kuliah?page=9007199254740991&per_page=1000000', headers: f.dosen });
    expect(jauh.statusCode).toBe(400);
    expect(jauh.json().status.message).toBe(pesan('page'));
    const lewat = await f.t.app.inject({ url: '/api/v2/lms/kelas_kuliah?page=2149&per_page=1000000', headers: f.dosen });
    expect(lewat.statusCode).toBe(400);
    expect(lewat.json().status.message).toBe(pesan('page', PESAN.halamanDiLuarJangkauan));
    const riwayat = await f.t.app.inject({ url: '/api/v2/lms/import_master?page=9007199254740991', headers: f.operator });
    expect(riwayat.statusCode).toBe(400);
    expect(riwayat.json().status.message).toMatch(/^Data tidak valid: page — /);
    const batas = await f.t.app.inject({ url: '/api/v2/lms/kelas_kuliah?page=2148&per_page=1000000', headers: f.dosen });
    expect(batas.statusCode, batas.body).toBe(200);
    expect(batas.json().data).toEqual([]);
    expect(batas.json().meta).toMatchObject({ page: 2148, per_page: 1_000_000 });
    expect(gagal() - awal, JSON.stringify(f.t.database.statementErrors.recent.slice(-3))).toBe(0);
  });
});

describe('NUL in multipart text fields', () => {
  it('bank question pertanyaan, task submission teks and material judul on update: 400 naming the field, nothing written', async () => {
    const awal = gagal();
    const nul = 'a\u0000b';
    const snapshot = async () =>
      JSON.stringify([
        await f.q('select count(*)::int n from bank_soal_soal where id_bank_soal = $1', [bank]),
        await f.q('select count(*)::int n from tugas_pengumpulan'),
        await f.q('select count(*)::int n from files'),
        await f.q('select id, judul from materi where id_kelas_kuliah = $1 order by id', [f.idKelas]),
      ]);
    const tugas = await f.create();
    const [materi] = await f.q<{ id: number }>('select id from materi where id_kelas_kuliah = $1 order by id limit 1', [f.idKelas]);
    const sebelum = await snapshot();

    const soal = await kirim('POST', `/api/v2/lms/bank_soal/${bank}/soal`, f.dosen, [
      { name: 'jenis', value: 'benar_salah' },
      { name: 'pertanyaan', value: nul },
      { name: 'benar_salah', value: JSON.stringify({ kunci: 'benar' }) },
      { name: 'files', filename: 'gambar.png', content: PNG_1X1, contentType: 'image/png' },
    ]);
    const kumpul = await f.submit(tugas.id, f.mahasiswa, [{ name: 'teks', value: nul }]);
    const ubah = await kirim('PUT', `/api/v2/lms/materi/${materi!.id}`, f.dosen, [
      { name: 'judul', value: nul },
      { name: 'tipe_file', value: 'ebook' },
    ]);
    for (const [res, field] of [
      [soal, 'pertanyaan'],
      [kumpul, 'teks'],
      [ubah, 'judul'],
    ] as const) {
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json().status.message).toBe(pesan(field, PESAN.karakterTidakDiizinkan));
    }
    expect(await snapshot()).toBe(sebelum);
    expect(gagal() - awal, JSON.stringify(f.t.database.statementErrors.recent.slice(-3))).toBe(0);
  });
});
