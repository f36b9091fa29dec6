import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PESAN_UJIAN } from '@lms/shared';
import { buatUjianDenganSoal, countRows, setupUjian, soalPilihan, ujianBody, type UjianFixture } from './ujian.fixtures';

/**
 * Copies: bank → exam group (snapshot), exam → new exam ('Salin Kuis/Ujian Lain'), exam → bank ('Salin dari
 * Kuis/Ujian'); accommodations; the exam stream; random draws per student.
 */
let f: UjianFixture;
let bank: { id: number; soal: number[] };
beforeAll(async () => {
  f = await setupUjian();
  // The demo lecturer's bank of TIF201 (seeded), with its questions.
  const [b] = await f.q<{ id: number }>(
    `select b.id from bank_soal b join mata_kuliah m on m.id = b.id_mata_kuliah join dosen d on d.id = b.id_dosen join users u on u.id = d.user_id
     where m.kode = 'TIF201' and u.username = 'dosen' order by b.id limit 1`,
  );
  const soal = await f.q<{ id: number }>('select id from bank_soal_soal where id_bank_soal = $1 order by urutan', [b!.id]);
  bank = { id: b!.id, soal: soal.map((s) => s.id) };
});
afterAll(async () => f?.t.close());

describe('questions from a bank', () => {
  it('copies chosen questions as snapshots; later bank edits do not reach the exam', async () => {
    const { id, idKelompok } = await buatUjianDenganSoal(f, {}, []);
    const url = `/v2/lms/ujian/${id}/kelompok_soal/${idKelompok}/soal/salin_bank_soal`;
    expect((await f.req('POST', url, f.mahasiswa, { id_bank_soal: bank.id, list_id_soal: bank.soal })).statusCode).toBe(403);
    expect((await f.req('POST', url, f.dosen, { id_bank_soal: bank.id, list_id_soal: [] })).json().detail.issues[0].message).toBe(PESAN_UJIAN.tidakAdaSoalDipilih);
    const res = await f.req('POST', url, f.dosen, { id_bank_soal: bank.id, list_id_soal: bank.soal.slice(0, 3) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.jumlah).toBe(3);
    await f.q("update bank_soal_soal set pertanyaan = '<p>diubah</p>' where id = $1", [bank.soal[0]]);
    const d = (await f.req('GET', `/v2/lms/ujian/${id}`, f.dosen)).json().data;
    expect(d.kelompok_soal[0].soal).toHaveLength(3);
    expect(d.kelompok_soal[0].soal.map((s: { pertanyaan: string }) => s.pertanyaan)).not.toContain('<p>diubah</p>');
  });
});

describe('POST /v2/lms/ujian/salin', () => {
  it('needs a chosen exam, then copies its groups and questions into the new exam', async () => {
    const src = await buatUjianDenganSoal(f, { judul: 'Sumber' });
    const before = await countRows(f, 'ujian');
    const none = await f.req('POST', '/v2/lms/ujian/salin', f.dosen, ujianBody(f.idPertemuan));
    expect(none.json().detail.issues[0]).toEqual({ field: 'id_ujian', message: PESAN_UJIAN.pilihUjian });
    expect(await countRows(f, 'ujian')).toBe(before);
    expect((await f.req('POST', '/v2/lms/ujian/salin', f.mahasiswa, { ...ujianBody(f.idPertemuan), id_ujian: src.id })).statusCode).toBe(403);
    const res = await f.req('POST', '/v2/lms/ujian/salin', f.dosen, { ...ujianBody(f.idPertemuan, { judul: 'Salinan' }), id_ujian: src.id });
    expect(res.statusCode).toBe(200);
    const copy = res.json().data;
    expect(copy.judul).toBe('Salinan');
    expect(copy.kelompok_soal.map((k: { nama: string; jumlah_soal: number }) => [k.nama, k.jumlah_soal])).toEqual([['Bagian A', 3]]);
    expect(copy.kelompok_soal[0].soal[0].id).not.toBe(src.idSoal[0]);
    expect(await countRows(f, 'log_aktivitas', "jenis_aktivitas = 'salin_ujian'")).toBe(1);
  });
});

describe('POST /v2/lms/bank_soal/{id}/soal/salin_ujian', () => {
  it('adds chosen exam questions to a bank of the same course; refuses students and another course', async () => {
    const src = await buatUjianDenganSoal(f);
    const n = await countRows(f, 'bank_soal_soal', 'id_bank_soal = $1', [bank.id]);
    const url = `/v2/lms/bank_soal/${bank.id}/soal/salin_ujian`;
    expect((await f.req('POST', url, f.mahasiswa, { id_ujian: src.id, list_id_soal: src.idSoal })).statusCode).toBe(403);
    expect((await f.req('POST', url, f.dosen, { id_ujian: src.id, list_id_soal: [] })).statusCode).toBe(400);
    const res = await f.req('POST', url, f.dosen, { id_ujian: src.id, list_id_soal: src.idSoal.slice(0, 2) });
    expect(res.statusCode).toBe(200);
    expect(await countRows(f, 'bank_soal_soal', 'id_bank_soal = $1', [bank.id])).toBe(n + 2);
    const [other] = await f.q<{ id: number }>(
      `select b.id from bank_soal b join mata_kuliah m on m.id = b.id_mata_kuliah join dosen d on d.id = b.id_dosen join users u on u.id = d.user_id
       where m.kode <> 'TIF201' and u.username = 'dosen' order by b.id limit 1`,
    );
    if (other) {
      const bad = await f.req('POST', `/v2/lms/bank_soal/${other.id}/soal/salin_ujian`, f.dosen, { id_ujian: src.id, list_id_soal: src.idSoal });
      expect(bad.statusCode).toBe(400);
    }
  });
});

describe('accommodations, the exam stream, draws', () => {
  it('an accommodation adds its minutes to the deadline of the next attempt', async () => {
    const [m] = await f.q<{ nim: string }>("select m.nim from mahasiswa m join users u on u.id = m.user_id where u.username = 'mahasiswa'");
    expect((await f.req('PUT', '/v2/lms/akomodasi_ujian', f.dosen, { nim: m!.nim, tambahan_menit: 15 })).statusCode).toBe(403);
    expect((await f.req('PUT', '/v2/lms/akomodasi_ujian', f.operatorLaporan, { nim: m!.nim, tambahan_menit: 15 })).statusCode).toBe(403);
    expect((await f.req('PUT', '/v2/lms/akomodasi_ujian', f.operator, { nim: m!.nim, tambahan_menit: 999 })).statusCode).toBe(400);
    expect((await f.req('PUT', '/v2/lms/akomodasi_ujian', f.operator, { nim: m!.nim, tambahan_menit: 15 })).statusCode).toBe(200);
    expect((await f.req('GET', '/v2/lms/akomodasi_ujian', f.operator)).json().data.map((a: { nim: string }) => a.nim)).toContain(m!.nim);
    const u = await buatUjianDenganSoal(f, {}, [soalPilihan()]);
    const p = (await f.req('POST', `/v2/lms/ujian/${u.id}/pengerjaan/start`, f.mahasiswa)).json().data.pengerjaan;
    expect(Date.parse(p.batas_waktu) - Date.parse(p.waktu_mulai)).toBe(45 * 60_000);
    expect((await f.req('DELETE', `/v2/lms/akomodasi_ujian/${m!.nim}`, f.operator)).statusCode).toBe(200);
  });

  it('the exam stream checks access before it streams (what it carries: ujian-live.test.ts)', async () => {
    const u = await buatUjianDenganSoal(f, {}, [soalPilihan()]);
    expect((await f.req('GET', `/v2/lms/events/ujian/${u.id}`, f.mahasiswaLain)).statusCode).toBe(403);
    expect((await f.req('GET', `/v2/lms/events/ujian/${u.id + 100_000}`, f.mahasiswa)).statusCode).toBe(404);
  });

  it('a random group gives each student k of its n questions, fixed at start', async () => {
    const res = await f.req('POST', '/v2/lms/ujian', f.dosen, ujianBody(f.idPertemuan));
    const id = res.json().data.id as number;
    const k = (await f.req('POST', `/v2/lms/ujian/${id}/kelompok_soal`, f.dosen, { nama: 'Acak', aturan: 'random', jumlah_wajib_dijawab: 2 })).json().data[0].id;
    expect((await f.req('POST', `/v2/lms/ujian/${id}/kelompok_soal`, f.dosen, { nama: 'X', aturan: 'random' })).json().detail.issues[0].message).toBe(
      PESAN_UJIAN.jumlahWajibDijawabWajib,
    );
    for (let i = 0; i < 5; i++) await f.req('POST', `/v2/lms/ujian/${id}/kelompok_soal/${k}/soal`, f.dosen, soalPilihan({ pertanyaan: `<p>Soal ${i}</p>` }));
    const a = (await f.req('POST', `/v2/lms/ujian/${id}/pengerjaan/start`, f.mahasiswa)).json().data;
    expect(a.kelompok[0].soal).toHaveLength(2);
    const again = (await f.req('GET', `/v2/lms/ujian/${id}/pengerjaan/me`, f.mahasiswa)).json().data;
    expect(again.kelompok[0].soal.map((s: { id: number }) => s.id)).toEqual(a.kelompok[0].soal.map((s: { id: number }) => s.id));
    // The structure is fixed now.
    const lock = await f.req('POST', `/v2/lms/ujian/${id}/kelompok_soal/${k}/soal`, f.dosen, soalPilihan());
    expect(lock.statusCode).toBe(409);
    expect(lock.json().status.message).toBe(PESAN_UJIAN.soalTerkunci);
  });
});
