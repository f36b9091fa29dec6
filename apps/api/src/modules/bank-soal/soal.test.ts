import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SOAL_PER_BANK } from '@lms/shared';
import { createTestApp, demoHeaders, loginHeaders, type TestContext } from '../../../test/helpers';
import { PDF_MINI, PNG_1PX, bankBody, countRows, createBank, idMakul, multipart, operatorWith, soalPilihan, type Headers } from './bank-soal.fixtures';

/** Questions of a bank: add / edit / files / delete with the same refusal matrix, attachments and the 100 cap. */
let t: TestContext;
let h: Awaited<ReturnType<typeof demoHeaders>>;
let dewi: Headers;
let opRead: Headers;
let bank: number;
let tif201: number;

beforeAll(async () => {
  t = await createTestApp();
  h = await demoHeaders(t.app);
  dewi = await loginHeaders(t.app, 'dewi.lestari', 'dosen123');
  opRead = await operatorWith(t, 'op.soal.baca', 'read');
  tif201 = await idMakul(t, 'TIF201');
  bank = (await createBank(t, h.dosen, bankBody(tif201, { judul: 'Bank Soal Uji' }))).id;
});
afterAll(async () => t?.close());

const url = (b = bank) => `/api/v2/lms/bank_soal/${b}/soal`;
const postJson = (headers: Headers, payload: object, b = bank) => t.app.inject({ method: 'POST', url: url(b), headers, payload });
const detail = async (b = bank) => (await t.app.inject({ url: `/api/v2/lms/bank_soal/${b}`, headers: h.operator })).json().data;

async function upload(headers: Headers, name: string, data: Buffer, type: string) {
  const m = multipart({ service_id: 'lms', kind: 'soal_bank_soal' }, [{ field: 'file', name, type, data }]);
  const res = await t.app.inject({ method: 'POST', url: '/api/v2/storager', headers: { ...headers, ...m.headers }, payload: m.payload });
  if (res.statusCode !== 200) throw new Error(`upload ${res.statusCode} ${res.body}`);
  return res.json().data.url as string;
}

describe('POST /v2/lms/bank_soal/{id}/soal', () => {
  it('refuses unauthenticated, students, read-only operators, another lecturer and another college; nothing written', async () => {
    expect((await postJson({ 'college-id': '1' }, soalPilihan())).statusCode).toBe(401);
    expect((await postJson(h.mahasiswa, soalPilihan())).statusCode).toBe(403);
    expect((await postJson(opRead, soalPilihan())).statusCode).toBe(403);
    expect((await postJson(dewi, soalPilihan())).statusCode).toBe(403); // bank shown: she sees it but may not write
    expect((await postJson({ ...h.dosen, 'college-id': '2' }, soalPilihan())).statusCode).toBe(403);
    expect((await postJson(h.operator2, soalPilihan())).statusCode).toBe(404);
    expect(await countRows(t, 'bank_soal_soal', 'id_bank_soal = $1', [bank])).toBe(0);
  });

  it.each([
    [{ jenis: 'pilihan', pertanyaan: '<p> </p><script>x</script>', pilihan: { pilihan: ['a', 'b', 'c'], kunci: 0 } }, 'pertanyaan', 'Pertanyaan wajib diisi'],
    [{ jenis: 'pilihan', pertanyaan: 'x', pilihan: { pilihan: ['a', 'b'], kunci: 0 } }, 'pilihan.pilihan', 'Minimal 3 pilihan jawaban'],
    [{ jenis: 'pilihan', pertanyaan: 'x', pilihan: { pilihan: ['a', '', 'c'], kunci: 0 } }, 'pilihan.pilihan.1', 'Pilihan jawaban wajib diisi'],
    [{ jenis: 'benar_salah', pertanyaan: 'x', benar_salah: { kunci: 'mungkin' } }, 'benar_salah.kunci', 'Kunci jawaban wajib dipilih'],
    [{ jenis: 'esay', pertanyaan: 'x', esay: { jenis_file_diterima: [] } }, 'esay.jenis_file_diterima', 'Jenis file jawaban wajib dipilih'],
    [{ jenis: 'isian', pertanyaan: 'x' }, 'jenis', 'Jenis soal wajib diisi'],
  ])('400 naming the field (%#), nothing written', async (payload, field, message) => {
    const res = await postJson(h.dosen, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().status.message).toBe(`Data tidak valid: ${field} — ${message}`);
    expect(await countRows(t, 'bank_soal_soal', 'id_bank_soal = $1', [bank])).toBe(0);
  });

  it('adds the three types (multipart with files and JSON), sanitising the text; numbers follow', async () => {
    const img = await upload(h.dosen, 'opsi.png', PNG_1PX, 'image/png');
    const m = multipart(
      {
        jenis: 'pilihan',
        pertanyaan: `<h2>Judul</h2><p onclick="x()">Berapa <strong>2+2</strong>?</p><img src="${img}" alt="gambar"><script>alert(1)</script><img src="https://evil.example/x.png">`,
        pilihan: JSON.stringify({ pilihan: ['3', '4', '5'], kunci: 1, gambar: [null, img, null] }),
      },
      [{ field: 'files', name: 'lampiran.pdf', type: 'application/pdf', data: PDF_MINI }],
    );
    const a = await t.app.inject({ method: 'POST', url: url(), headers: { ...h.dosen, ...m.headers }, payload: m.payload });
    expect(a.statusCode).toBe(200);
    expect(a.json().data.id).toEqual(expect.any(Number));
    const bs = await postJson(h.operator, { jenis: 'benar_salah', pertanyaan: 'Bumi itu bulat', benar_salah: { kunci: 'benar' } });
    expect(bs.statusCode).toBe(200);
    const e = multipart({ jenis: 'esay', pertanyaan: 'Jelaskan', esay: JSON.stringify({ jenis_file_diterima: ['pdf', 'text'], kunci: 'Kunci esai' }) }, [
      { field: 'files_kunci', name: 'kunci.pdf', type: 'application/pdf', data: PDF_MINI },
    ]);
    expect((await t.app.inject({ method: 'POST', url: url(), headers: { ...h.dosen, ...e.headers }, payload: e.payload })).statusCode).toBe(200);

    const d = await detail();
    expect(d.jumlah_soal).toBe(3);
    const [p, b, s] = d.list_soal;
    expect(p.nomor).toBe(1);
    expect(p.pertanyaan).toBe(`<h2>Judul</h2><p>Berapa <strong>2+2</strong>?</p><img src="${img}" alt="gambar" />`);
    expect(p.pilihan).toEqual({ pilihan: ['3', '4', '5'], kunci: 1, gambar: [null, img, null] });
    expect(p.soal_files).toEqual([expect.objectContaining({ name: 'lampiran.pdf', extension: 'pdf', content_length: PDF_MINI.length })]);
    expect(b).toMatchObject({ nomor: 2, benar_salah: { pilihan: { benar: 'Benar', salah: 'Salah' }, kunci: 'benar' } });
    expect(s).toMatchObject({ nomor: 3, esay: { jenis_file_diterima: ['text', 'pdf'], kunci: 'Kunci esai', kunci_files: [expect.objectContaining({ name: 'kunci.pdf' })] } });
    const log = await t.database.query<{ n: number }>(`select count(*)::int n from log_aktivitas where jenis_aktivitas = 'tambah_soal_bank_soal'`);
    expect(log.rows[0]!.n).toBe(3);
  });

  it('refuses attachment types outside the list, key files on a non-essay and someone else’s image', async () => {
    const exe = multipart({ jenis: 'benar_salah', pertanyaan: 'x', benar_salah: '{"kunci":"salah"}' }, [{ field: 'files', name: 'virus.exe', type: 'application/octet-stream', data: PDF_MINI }]);
    expect((await t.app.inject({ method: 'POST', url: url(), headers: { ...h.dosen, ...exe.headers }, payload: exe.payload })).statusCode).toBe(415);
    const audioKey = multipart({ jenis: 'esay', pertanyaan: 'x', esay: '{"jenis_file_diterima":["text"]}' }, [{ field: 'files_kunci', name: 'a.mp3', type: 'audio/mpeg', data: PDF_MINI }]);
    expect((await t.app.inject({ method: 'POST', url: url(), headers: { ...h.dosen, ...audioKey.headers }, payload: audioKey.payload })).statusCode).toBe(415);
    const keyOnChoice = multipart({ jenis: 'benar_salah', pertanyaan: 'x', benar_salah: '{"kunci":"salah"}' }, [{ field: 'files_kunci', name: 'k.pdf', type: 'application/pdf', data: PDF_MINI }]);
    const r = await t.app.inject({ method: 'POST', url: url(), headers: { ...h.dosen, ...keyOnChoice.headers }, payload: keyOnChoice.payload });
    expect(r.json().status.message).toContain('files_kunci');
    const hers = await upload(dewi, 'dewi.png', PNG_1PX, 'image/png');
    const stolen = await postJson(h.dosen, { jenis: 'pilihan', pertanyaan: 'x', pilihan: { pilihan: ['a', 'b', 'c'], kunci: 0, gambar: [hers] } });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().status.message).toContain('pilihan.gambar.0');
    expect(await countRows(t, 'bank_soal_soal', 'id_bank_soal = $1', [bank])).toBe(3);
    const orphans = await t.database.query<{ n: number }>(`select count(*)::int n from files where kind in ('soal_bank_soal','kunci_bank_soal') and deleted_at is null and original_name in ('virus.exe','a.mp3','k.pdf')`);
    expect(orphans.rows[0]!.n).toBe(0);
  });
});

describe('PUT and DELETE a question', () => {
  it('edits text and options, removes and adds attachments; dropped files are deleted', async () => {
    const d = await detail();
    const p = d.list_soal[0];
    const old = p.soal_files[0].url as string;
    const m = multipart(
      { jenis: 'pilihan', pertanyaan: '<p>Berapa 3+3?</p>', pilihan: JSON.stringify({ pilihan: ['5', '6', '7', '8'], kunci: 1, gambar: [] }), soal_files_delete: old },
      [{ field: 'files', name: 'baru.png', type: 'image/png', data: PNG_1PX }],
    );
    const res = await t.app.inject({ method: 'PUT', url: `${url()}/${p.id}`, headers: { ...h.dosen, ...m.headers }, payload: m.payload });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ nomor: 1, pertanyaan: '<p>Berapa 3+3?</p>', pilihan: { pilihan: ['5', '6', '7', '8'], kunci: 1, gambar: [null, null, null, null] } });
    expect(res.json().data.soal_files.map((f: { name: string }) => f.name)).toEqual(['baru.png']);
    // The old attachment and the option image no longer used are gone.
    expect((await t.app.inject({ url: old, headers: h.dosen })).statusCode).toBe(404);
    const jenis = await t.app.inject({ method: 'PUT', url: `${url()}/${p.id}`, headers: h.dosen, payload: { jenis: 'benar_salah', pertanyaan: 'x', benar_salah: { kunci: 'benar' } } });
    expect(jenis.json().status.message).toBe('Data tidak valid: jenis — Jenis soal tidak dapat diubah');
  });

  it('PUT .../files adds and removes attachments only; other users are refused', async () => {
    const s = (await detail()).list_soal[2];
    const m = multipart({ kunci_files_delete: JSON.stringify([s.esay.kunci_files[0].url]) }, [{ field: 'files', name: 'soal.pdf', type: 'application/pdf', data: PDF_MINI }]);
    expect((await t.app.inject({ method: 'PUT', url: `${url()}/${s.id}/files`, headers: { ...dewi, ...m.headers }, payload: m.payload })).statusCode).toBe(403);
    const m2 = multipart({ kunci_files_delete: JSON.stringify([s.esay.kunci_files[0].url]) }, [{ field: 'files', name: 'soal.pdf', type: 'application/pdf', data: PDF_MINI }]);
    const res = await t.app.inject({ method: 'PUT', url: `${url()}/${s.id}/files`, headers: { ...h.dosen, ...m2.headers }, payload: m2.payload });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ pertanyaan: 'Jelaskan', esay: { kunci: 'Kunci esai', kunci_files: [] }, soal_files: [expect.objectContaining({ name: 'soal.pdf' })] });
  });

  it('deletes a question: later ones move up; refusals first', async () => {
    const [first] = (await detail()).list_soal;
    expect((await t.app.inject({ method: 'DELETE', url: `${url()}/${first.id}`, headers: h.mahasiswa })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `${url()}/${first.id}`, headers: opRead })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `${url()}/${first.id}`, headers: dewi })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `${url()}/999999`, headers: h.dosen })).statusCode).toBe(404);
    const res = await t.app.inject({ method: 'DELETE', url: `${url()}/${first.id}`, headers: h.dosen });
    expect(res.statusCode).toBe(200);
    const after = await detail();
    expect(after.list_soal.map((s: { nomor: number; jenis: string }) => [s.nomor, s.jenis])).toEqual([
      [1, 'benar_salah'],
      [2, 'esay'],
    ]);
  });
});

describe('the 100-question cap', () => {
  it('the 101st question is refused with a clear message and nothing is written', async () => {
    const full = (await createBank(t, h.dosen, bankBody(tif201, { judul: 'Penuh' }))).id;
    const values = Array.from({ length: MAX_SOAL_PER_BANK }, (_, i) => `(1, ${full}, ${i + 1}, 'benar_salah', 'Soal ${i + 1}', '{"benar_salah":{"pilihan":{"benar":"Benar","salah":"Salah"},"kunci":"benar"}}')`);
    await t.database.query(`insert into bank_soal_soal (college_id, id_bank_soal, urutan, jenis, pertanyaan, data) values ${values.join(',')}`);
    const res = await postJson(h.dosen, soalPilihan(), full);
    expect(res.statusCode).toBe(422);
    expect(res.json().status.message).toBe('Bank soal sudah berisi 100 soal. Maksimal 100 soal per bank soal.');
    expect(await countRows(t, 'bank_soal_soal', 'id_bank_soal = $1', [full])).toBe(MAX_SOAL_PER_BANK);
  });
});
