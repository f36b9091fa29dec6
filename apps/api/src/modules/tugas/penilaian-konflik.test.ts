import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PESAN_TUGAS } from '@lms/shared';
import { setupTugasFixture, type TugasFixture } from './tugas.fixtures';

/**
 * The score forms of a task (one participant, a whole group) send what each row held when the form was read
 * (`sebelum`); a row changed since is refused with 409 and keeps its value (issue 30 "edits touch only what the user
 * changed"), and a row the save would not change is not rewritten.
 */

let f: TugasFixture;
beforeAll(async () => {
  f = await setupTugasFixture();
});
afterAll(async () => f?.t.close());

const put = (url: string, headers: Record<string, string>, payload: object) => f.t.app.inject({ method: 'PUT', url, headers, payload });
const baris = (idTugas: number) =>
  f.q<{ id_mahasiswa: number; nilai: number | null; komentar: string; dinilai_oleh: number | null }>(
    'select id_mahasiswa, nilai::float8 as nilai, komentar, dinilai_oleh from tugas_nilai where id_tugas = $1 order by id_mahasiswa',
    [idTugas],
  );

describe('the score form of one participant', () => {
  it('refuses a save over a score changed since the form was read, keeping that score', async () => {
    const t = await f.create();
    const url = `/api/v2/lms/tugas/${t.id}/nilai/${f.idMahasiswaDemo}`;
    const dibaca = { id_mahasiswa: f.idMahasiswaDemo, nilai: null, komentar: '' };
    // Another grader scores the student after the lecturer opened the form.
    expect((await put(url, f.operator, { nilai: 70, komentar: 'Cukup', sebelum: [dibaca] })).statusCode).toBe(200);
    const res = await put(url, f.dosen, { nilai: 85, komentar: 'Baik', sebelum: [dibaca] });
    expect(res.statusCode).toBe(409);
    expect(res.json().status.message).toBe(PESAN_TUGAS.nilaiBerubah);
    expect(await baris(t.id)).toMatchObject([{ id_mahasiswa: f.idMahasiswaDemo, nilai: 70, komentar: 'Cukup' }]);
    // Read again, saved again: written.
    const ok = await put(url, f.dosen, { nilai: 85, komentar: 'Baik', sebelum: [{ ...dibaca, nilai: 70, komentar: 'Cukup' }] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await baris(t.id)).toMatchObject([{ nilai: 85, komentar: 'Baik' }]);
    // `sebelum` must name the row written.
    expect((await put(url, f.dosen, { nilai: 1, sebelum: [{ ...dibaca, id_mahasiswa: f.peserta[0]!.idMahasiswa }] })).statusCode).toBe(409);
    expect((await put(url, f.dosen, { nilai: 1, sebelum: [{ id_mahasiswa: 'x' }] })).statusCode).toBe(400);
    expect(await baris(t.id)).toMatchObject([{ nilai: 85 }]);
  });
});

describe('the score form of a group', () => {
  it("refuses when a member's score was adjusted since the form was read; the adjusted score stays", async () => {
    const t = await f.create({ jenis: 'kelompok' });
    const [a, b, c] = f.peserta;
    const k = (await f.t.app.inject({ method: 'POST', url: `/api/v2/lms/tugas/${t.id}/kelompok`, headers: f.dosen, payload: { nama: 'Kelompok Elang', anggota: [a!.idMahasiswa, b!.idMahasiswa, c!.idMahasiswa] } })).json().data;
    const url = `/api/v2/lms/tugas/${t.id}/kelompok/${k.id}/nilai`;
    const dibaca = [a!, b!, c!].map((m) => ({ id_mahasiswa: m.idMahasiswa, nilai: null, komentar: '' }));
    // After the lecturer opened the group form, the operator adjusts one member's score.
    expect((await put(`/api/v2/lms/tugas/${t.id}/nilai/${b!.idMahasiswa}`, f.operator, { nilai: 90, komentar: 'Ketua aktif' })).statusCode).toBe(200);
    const res = await put(url, f.dosen, { nilai: 80, komentar: '', sebelum: dibaca });
    expect(res.statusCode).toBe(409);
    expect(res.json().status.message).toBe(PESAN_TUGAS.nilaiBerubah);
    // Nothing of the group save was written: the adjusted member keeps 90, the others have no score.
    expect(await baris(t.id)).toEqual([{ id_mahasiswa: b!.idMahasiswa, nilai: 90, komentar: 'Ketua aktif', dinilai_oleh: await f.userId('operator') }]);
  });

  it('writes only the members whose score or feedback changes', async () => {
    const t = await f.create({ jenis: 'kelompok' });
    const [a, b] = f.peserta;
    const k = (await f.t.app.inject({ method: 'POST', url: `/api/v2/lms/tugas/${t.id}/kelompok`, headers: f.dosen, payload: { nama: 'Kelompok Rajawali', anggota: [a!.idMahasiswa, b!.idMahasiswa] } })).json().data;
    expect((await put(`/api/v2/lms/tugas/${t.id}/nilai/${b!.idMahasiswa}`, f.operator, { nilai: 75, komentar: 'Rapi' })).statusCode).toBe(200);
    const sebelum = [
      { id_mahasiswa: a!.idMahasiswa, nilai: null, komentar: '' },
      { id_mahasiswa: b!.idMahasiswa, nilai: 75, komentar: 'Rapi' },
    ];
    const res = await put(`/api/v2/lms/tugas/${t.id}/kelompok/${k.id}/nilai`, f.dosen, { nilai: 75, komentar: 'Rapi', sebelum });
    expect(res.statusCode, res.body).toBe(200);
    const [dosenId, operatorId] = [await f.userId('dosen'), await f.userId('operator')];
    // b already had 75 'Rapi': not rewritten (still the operator's grading); a is written by the lecturer.
    expect(await baris(t.id)).toEqual([
      { id_mahasiswa: a!.idMahasiswa, nilai: 75, komentar: 'Rapi', dinilai_oleh: dosenId },
      { id_mahasiswa: b!.idMahasiswa, nilai: 75, komentar: 'Rapi', dinilai_oleh: operatorId },
    ].sort((x, y) => x.id_mahasiswa - y.id_mahasiswa));
  });
});
