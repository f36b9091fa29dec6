import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PENGUMUMAN_LAMPIRAN_MAKS, type LampiranPengumuman, type PengumumanKelolaItem } from '@lms/shared';
import { createTestApp, demoHeaders, type TestContext } from '../../../test/helpers';
import { PDF_MINI, PNG_1X1, multipart } from '../storager/multipart.test-helper';
import { countRows, operatorDengan, type Headers } from './pengumuman.fixtures';

/** Attachments: streamed uploads by managers, downloads by the readers an announcement reaches, deletion. */

let t: TestContext;
let operator: Headers;
let dosen: Headers;
let mahasiswa: Headers;
let operator2: Headers;
let opBaca: Headers;
let untukMahasiswa: number;
let terjadwal: number;
let diUnggah: LampiranPengumuman;

const URL = '/api/v2/lms/pengumuman';

async function create(payload: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url: URL, headers: operator, payload });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as PengumumanKelolaItem).id;
}
function upload(id: number, headers: Headers, file: { filename: string; content: Buffer } | null = { filename: 'Edaran.pdf', content: PDF_MINI }) {
  const m = multipart(file ? [{ name: 'file', ...file }] : [{ name: 'catatan', value: 'tanpa file' }]);
  return t.app.inject({ method: 'POST', url: `${URL}/${id}/lampiran`, headers: { ...headers, ...m.headers }, payload: m.payload });
}
const download = (url: string, headers: Headers, extra: Headers = {}) => t.app.inject({ url, headers: { ...headers, ...extra } });

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, dosen, mahasiswa, operator2 } = await demoHeaders(t.app));
  opBaca = await operatorDengan(t, 'op.lampiran.baca', { pengumuman: 'read' });
  untukMahasiswa = await create({ judul: 'Edaran untuk mahasiswa', isi: '<p>Lihat lampiran.</p>', target_role: ['ROLE_MAHASISWA'] });
  terjadwal = await create({ judul: 'Edaran terjadwal', isi: '<p>Nanti.</p>', tanggalPublish: new Date(Date.now() + 86_400_000).toISOString() });
});
afterAll(async () => t?.close());

describe('POST /api/v2/lms/pengumuman/{id}/lampiran', () => {
  it('refuses without a token (401), students, lecturers and read-only managers (403), another college (403 / 404)', async () => {
    expect((await upload(untukMahasiswa, { 'college-id': '1' })).statusCode).toBe(401);
    for (const h of [mahasiswa, dosen, opBaca]) expect((await upload(untukMahasiswa, h)).statusCode).toBe(403);
    expect((await upload(untukMahasiswa, { ...operator, 'college-id': '2' })).statusCode).toBe(403);
    expect((await upload(untukMahasiswa, operator2)).statusCode).toBe(404);
    expect(await countRows(t, `files where kind = 'lampiran_pengumuman'`)).toBe(0);
  });

  it('refuses a missing file (400 naming file), a refused type (415) and content that is not what it claims (415)', async () => {
    const none = await upload(untukMahasiswa, operator, null);
    expect(none.statusCode).toBe(400);
    expect(none.json().status.message).toContain('file');
    expect((await upload(untukMahasiswa, operator, { filename: 'virus.exe', content: Buffer.from('MZ....') })).statusCode).toBe(415);
    expect((await upload(untukMahasiswa, operator, { filename: 'palsu.pdf', content: PNG_1X1 })).statusCode).toBe(415);
    expect(await countRows(t, `files where kind = 'lampiran_pengumuman'`)).toBe(0);
  });

  it('stores the file, links it, logs it, and lists it for the readers', async () => {
    const res = await upload(untukMahasiswa, operator);
    expect(res.statusCode, res.body).toBe(200);
    diUnggah = res.json().data;
    expect(diUnggah).toMatchObject({ name: 'Edaran.pdf', extension: 'pdf', content_length: PDF_MINI.length });
    expect(diUnggah.url).toBe(`/api/v2/lms/pengumuman/${untukMahasiswa}/lampiran/${diUnggah.id}/Edaran.pdf`);
    expect(await countRows(t, `log_aktivitas where jenis_aktivitas = 'ubah_pengumuman' and detail like '%Edaran.pdf%'`)).toBe(1);
    const list = (await t.app.inject({ url: `${URL}?ignore_default_pagination=true`, headers: mahasiswa })).json().data as { id: number; lampiran: LampiranPengumuman[] }[];
    expect(list.find((p) => p.id === untukMahasiswa)!.lampiran).toEqual([diUnggah]);
  });

  it(`refuses more than ${PENGUMUMAN_LAMPIRAN_MAKS} attachments with 400 naming file`, async () => {
    for (let i = 0; i < PENGUMUMAN_LAMPIRAN_MAKS; i++) expect((await upload(terjadwal, operator, { filename: `g${i}.png`, content: PNG_1X1 })).statusCode).toBe(200);
    const res = await upload(terjadwal, operator, { filename: 'lagi.png', content: PNG_1X1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().status.message).toContain('file');
    expect(await countRows(t, `pengumuman_lampiran where id_pengumuman = $1`, [terjadwal])).toBe(PENGUMUMAN_LAMPIRAN_MAKS);
  });
});

describe('GET /api/v2/lms/pengumuman/{id}/lampiran/{idFile}/{name}', () => {
  it('gives the file to the readers it reaches, with its name and ranges', async () => {
    const res = await download(diUnggah.url, mahasiswa);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('Edaran.pdf');
    expect(res.rawPayload.equals(PDF_MINI)).toBe(true);
    const part = await download(diUnggah.url, mahasiswa, { range: 'bytes=0-3' });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('%PDF');
    expect((await download(diUnggah.url, opBaca)).statusCode).toBe(200);
  });

  it('hides it (404) from readers it does not reach, from everyone but managers before its time, and from other colleges', async () => {
    expect((await download(diUnggah.url, { 'college-id': '1' })).statusCode).toBe(401);
    expect((await download(diUnggah.url, dosen)).statusCode).toBe(404);
    expect((await download(diUnggah.url, operator2)).statusCode).toBe(404);
    expect((await download(diUnggah.url, { ...mahasiswa, 'college-id': '2' })).statusCode).toBe(403);
    const [first] = (await t.app.inject({ url: `${URL}/kelola/${terjadwal}`, headers: operator })).json().data.lampiran as LampiranPengumuman[];
    expect((await download(first!.url, mahasiswa)).statusCode).toBe(404);
    expect((await download(first!.url, opBaca)).statusCode).toBe(200);
    // The file of one announcement is not reachable through another's URL.
    expect((await download(diUnggah.url.replace(`/${untukMahasiswa}/`, `/${terjadwal}/`), operator)).statusCode).toBe(404);
    // The generic file route applies the kind's own rule: students never read announcement files there.
    expect((await download(`/api/v2/storager/files/${diUnggah.id}/x.pdf`, mahasiswa)).statusCode).toBe(403);
  });

  it('rejects a malformed file id with 400 naming idFile', async () => {
    const res = await download(`${URL}/${untukMahasiswa}/lampiran/bukan-uuid/x.pdf`, mahasiswa);
    expect(res.statusCode).toBe(400);
    expect(res.json().status.message).toContain('idFile');
  });
});

describe('DELETE /api/v2/lms/pengumuman/{id}/lampiran/{idFile} and deleting the announcement', () => {
  it('refuses read-only managers and other colleges, then removes the attachment', async () => {
    const url = `${URL}/${untukMahasiswa}/lampiran/${diUnggah.id}`;
    expect((await t.app.inject({ method: 'DELETE', url, headers: opBaca })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url, headers: operator2 })).statusCode).toBe(404);
    const res = await t.app.inject({ method: 'DELETE', url, headers: operator });
    expect(res.statusCode).toBe(200);
    expect((await download(diUnggah.url, mahasiswa)).statusCode).toBe(404);
    expect(await countRows(t, `files where id = $1 and deleted_at is not null`, [diUnggah.id])).toBe(1);
    expect((await t.app.inject({ method: 'DELETE', url, headers: operator })).statusCode).toBe(404);
  });

  it('deleting an announcement removes its attachments', async () => {
    const ids = (await t.database.query<{ id_file: string }>('select id_file from pengumuman_lampiran where id_pengumuman = $1', [terjadwal])).rows.map((r) => r.id_file);
    expect(ids.length).toBe(PENGUMUMAN_LAMPIRAN_MAKS);
    expect((await t.app.inject({ method: 'DELETE', url: `${URL}/${terjadwal}`, headers: operator })).statusCode).toBe(200);
    expect(await countRows(t, `files where id = any($1::uuid[]) and deleted_at is null`, [ids])).toBe(0);
  });
});
