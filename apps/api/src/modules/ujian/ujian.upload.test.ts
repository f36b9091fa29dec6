import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PESAN_UJIAN } from '@lms/shared';
import { multipart, PDF_MINI, PNG_1X1 } from '../storager/multipart.test-helper';
import { buatUjianDenganSoal, countRows, setupUjian, soalEsay, soalPilihan, type Headers, type UjianFixture } from './ujian.fixtures';

/**
 * Files of exams: attachments of the exam's own class and kind only; essay answer files of the question's types,
 * named by the student's answer; a student never reads a key; files leave with their exam.
 */
let f: UjianFixture;
beforeAll(async () => {
  f = await setupUjian();
});
afterAll(async () => f?.t.close());

async function unggah(h: Headers, kind: string, idKelas: string, name = 'lampiran.pdf', content = PDF_MINI) {
  const body = multipart([
    { name: 'kind', value: kind },
    { name: 'id_kelas_kuliah', value: idKelas },
    { name: 'file', filename: name, content },
  ]);
  const res = await f.t.app.inject({ method: 'POST', url: '/api/v2/storager', headers: { ...h, ...body.headers }, payload: body.payload });
  return res;
}

describe('question files', () => {
  it('accepts attachments of the class (soal_ujian) and keys (kunci_ujian); refuses another class or kind', async () => {
    const u = await buatUjianDenganSoal(f, {}, []);
    const lampiran = (await unggah(f.dosen, 'soal_ujian', f.kelas)).json().data;
    const kunci = (await unggah(f.dosen, 'kunci_ujian', f.kelas, 'kunci.pdf')).json().data;
    const url = `/v2/lms/ujian/${u.id}/kelompok_soal/${u.idKelompok}/soal`;
    const salah = await f.req('POST', url, f.dosen, { ...soalPilihan(), soal_files: [kunci] });
    expect(salah.statusCode).toBe(400);
    expect(salah.json().detail.issues[0].field).toBe('soal_files.0');
    const res = await f.req('POST', url, f.dosen, { ...soalEsay(), soal_files: [lampiran], kunci_files: [kunci] });
    expect(res.statusCode).toBe(200);
    // A student of the class who has not started the exam reads neither: files follow the exam's visibility
    // (inside the student's attempt, the key only in the resume: storager-baca.test.ts); the teacher reads both.
    const id = (x: { url: string }) => x.url;
    expect((await f.t.app.inject({ url: id(lampiran), headers: f.mahasiswa })).statusCode).toBe(403);
    expect((await f.t.app.inject({ url: id(kunci), headers: f.mahasiswa })).statusCode).toBe(403);
    expect((await f.t.app.inject({ url: id(kunci), headers: f.dosen })).statusCode).toBe(200);
    // Deleting the exam takes its files.
    expect((await f.req('DELETE', `/v2/lms/ujian/${u.id}`, f.dosen)).statusCode).toBe(200);
    const left = await countRows(f, 'files', 'deleted_at is null and id = any($1::uuid[])', [[lampiran.url.split('/')[5], kunci.url.split('/')[5]]]);
    expect(left).toBe(0);
  });
});

describe('essay answer files', () => {
  it('takes files of the accepted types while the attempt is open; the answer names them', async () => {
    const u = await buatUjianDenganSoal(f, {}, [soalEsay()]);
    await f.req('POST', `/v2/lms/ujian/${u.id}/pengerjaan/start`, f.mahasiswa);
    const url = `/api/v2/lms/ujian/${u.id}/pengerjaan/jawaban/${u.idSoal[0]}/files`;
    const png = multipart([{ name: 'file', filename: 'foto.png', content: PNG_1X1 }]);
    const ditolak = await f.t.app.inject({ method: 'POST', url, headers: { ...f.mahasiswa, ...png.headers }, payload: png.payload });
    expect(ditolak.statusCode).toBe(415);
    const pdf = multipart([{ name: 'file', filename: 'jawaban.pdf', content: PDF_MINI }]);
    const ok = await f.t.app.inject({ method: 'POST', url, headers: { ...f.mahasiswa, ...pdf.headers }, payload: pdf.payload });
    expect(ok.statusCode).toBe(200);
    const file = ok.json().data;
    const save = await f.req('PUT', `/v2/lms/ujian/${u.id}/pengerjaan/jawaban/${u.idSoal[0]}`, f.mahasiswa, { seq: 1, jawaban: { esay: { teks: 'lihat lampiran', files: [file] } } });
    expect(save.json().data.diterima).toBe(true);
    // Another student's file (or any other) cannot be named.
    const fake = { ...file, url: '/api/v2/storager/files/00000000-0000-4000-8000-000000000000/x.pdf' };
    const bad = await f.req('PUT', `/v2/lms/ujian/${u.id}/pengerjaan/jawaban/${u.idSoal[0]}`, f.mahasiswa, { seq: 2, jawaban: { esay: { teks: '', files: [fake] } } });
    expect(bad.json().detail.issues[0].message).toBe(PESAN_UJIAN.fileTidakValid);
    // The lecturer reads the answer file; a classmate does not.
    expect((await f.t.app.inject({ url: file.url, headers: f.dosen })).statusCode).toBe(200);
  });
});
