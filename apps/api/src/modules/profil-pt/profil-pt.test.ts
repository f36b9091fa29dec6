import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PESAN_PROFIL_PT, PESAN_VALIDASI, maxUploadBytes } from '@lms/shared';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { hitung, masuk, operatorDengan, satu, type Headers } from '../pengguna/pengguna.fixtures';
import { multipart, PDF_MINI, PNG_1X1 } from '../storager/multipart.test-helper';

/**
 * /profil-pt: PUT /v1/sistem (institution profile, spec 1 §5 email and phone), the logo upload, delete and public
 * file, and GET /v1/sistem / /v1/logo_perguruan_tinggi answering the change at once (not after a cache expires).
 */
let t: TestContext;
const h: Record<string, Headers> = {};

beforeAll(async () => {
  t = await createTestApp();
  h.dosen = await masuk(t, 'dosen', 'dosen123');
  h.laporan = await masuk(t, 'operator.laporan', 'operator123');
  h.operator2 = await masuk(t, 'operator2', 'operator123', 2);
  h.baca = (await operatorDengan(t, 'uji.pt.baca', { data_master: 'read' })).h;
  h.tulis = (await operatorDengan(t, 'uji.pt.tulis', { data_master: 'write' })).h;
});
afterAll(async () => t?.close());

const profil = { judul: 'LMS UNM Uji', nama: 'Universitas Nusantara Merdeka Uji', singkatan: 'UNMU', alamat: 'Jl. Uji No. 1, Jakarta', email: 'uji@unm.ac.id', telepon: '0217250099' };
const putSistem = (headers: Headers, payload: object) => t.app.inject({ method: 'PUT', url: '/api/v1/sistem', headers, payload });
const unggah = (headers: Headers, filename: string, content: Buffer) => {
  const m = multipart([{ name: 'file', filename, content }]);
  return t.app.inject({ method: 'POST', url: '/api/v1/logo_perguruan_tinggi', headers: { ...headers, ...m.headers }, payload: m.payload });
};
const kolom = () => satu(t, `select judul, nama, singkatan, alamat, email, telepon, logo_url from colleges where id = 1`);

describe('PUT /v1/sistem', () => {
  it('401, 403 for lecturers, operators without write on data_master and a token of another college', async () => {
    expect((await putSistem({ 'college-id': '1' }, profil)).statusCode).toBe(401);
    for (const k of ['dosen', 'laporan', 'baca']) expect((await putSistem(h[k]!, profil)).statusCode, k).toBe(403);
    expect((await putSistem({ ...h.tulis!, 'college-id': '2' }, profil)).statusCode).toBe(403);
  });

  it('400 naming email, telepon or an empty field; nothing written', async () => {
    const before = await kolom();
    const cases: [object, string, string][] = [
      [{ email: 'uji@unm' }, 'email', PESAN_VALIDASI.email],
      [{ telepon: '217250099' }, 'telepon', PESAN_VALIDASI.telepon],
      [{ telepon: '0217-250099' }, 'telepon', PESAN_VALIDASI.telepon],
      [{ nama: ' ' }, 'nama', PESAN_VALIDASI.wajib],
    ];
    for (const [patch, field, msg] of cases) {
      const res = await putSistem(h.tulis!, { ...profil, ...patch });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().status.message).toBe(`Data tidak valid: ${field} — ${msg}`);
    }
    expect(await kolom()).toEqual(before);
  });

  it("changes the college's profile, logged; GET /v1/sistem shows it at once; college 2 untouched", async () => {
    const c2 = await satu(t, `select nama, telepon from colleges where id = 2`);
    // Warm the request context's copy of the college first.
    await t.app.inject({ url: '/api/v1/sistem', headers: { 'college-id': '1' } });
    const res = await putSistem(h.tulis!, profil);
    expect(res.statusCode).toBe(200);
    expect(res.json().status.message).toBe(PESAN_PROFIL_PT.disimpan);
    expect(res.json().data).toMatchObject(profil);
    const pub = await t.app.inject({ url: '/api/v1/sistem', headers: { 'college-id': '1' } });
    expect(pub.json().data).toEqual(profil);
    expect(await satu(t, `select nama, telepon from colleges where id = 2`)).toEqual(c2);
    expect(await hitung(t, `log_aktivitas where jenis_aktivitas = 'ubah_profil_pt' and detail like '%Uji%'`)).toBe(1);
  });
});

describe('logo', () => {
  it('401 / 403 before a byte is read; 415 for a PDF; 400 without a file; nothing stored', async () => {
    const files = await hitung(t, `files where kind = 'logo_perguruan_tinggi'`);
    expect((await unggah({ 'college-id': '1' }, 'logo.png', PNG_1X1)).statusCode).toBe(401);
    for (const k of ['laporan', 'baca']) expect((await unggah(h[k]!, 'logo.png', PNG_1X1)).statusCode, k).toBe(403);
    expect((await unggah({ ...h.tulis!, 'college-id': '2' }, 'logo.png', PNG_1X1)).statusCode).toBe(403);
    expect((await unggah(h.tulis!, 'logo.pdf', PDF_MINI)).statusCode).toBe(415);
    expect((await unggah(h.tulis!, 'logo.png', PDF_MINI)).statusCode).toBe(415);
    const kosong = await t.app.inject({ method: 'POST', url: '/api/v1/logo_perguruan_tinggi', headers: h.tulis!, payload: {} });
    expect(kosong.statusCode).toBe(400);
    expect(kosong.json().status.message).toContain('file');
    const max = maxUploadBytes({}, 'logo_perguruan_tinggi');
    const big = await unggah(h.tulis!, 'logo.png', Buffer.concat([PNG_1X1, Buffer.alloc(max + 1 - PNG_1X1.length)]));
    expect(big.statusCode).toBe(413);
    expect(await hitung(t, `files where kind = 'logo_perguruan_tinggi'`)).toBe(files);
  });

  it('uploads a logo that everyone (without a login) gets from its address; a new one replaces it', async () => {
    const res = await unggah(h.tulis!, 'logo.png', PNG_1X1);
    expect(res.statusCode).toBe(200);
    const url = res.json().data.logo_url as string;
    expect(url).toMatch(/^\/api\/v1\/logo_perguruan_tinggi\/1\/[0-9a-f-]{36}$/);
    expect((await t.app.inject({ url: '/api/v1/logo_perguruan_tinggi', headers: { 'college-id': '1' } })).json().data.url).toBe(url);
    const file = await t.app.inject({ url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG_1X1)).toBe(true);
    // College 2's address space never serves college 1's file.
    expect((await t.app.inject({ url: url.replace('/1/', '/2/') })).statusCode).toBe(404);

    const second = await unggah(h.tulis!, 'logo-baru.png', PNG_1X1);
    const url2 = second.json().data.logo_url as string;
    expect(url2).not.toBe(url);
    expect((await t.app.inject({ url })).statusCode).toBe(404);
    expect(await hitung(t, `files where kind = 'logo_perguruan_tinggi' and deleted_at is null and college_id = 1`)).toBe(1);
    expect((await t.app.inject({ url: '/api/v1/logo_perguruan_tinggi', headers: { 'college-id': '2' } })).json().data.url).toBeNull();
  });

  it('deletes the logo (write only); a second delete is 404', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: '/api/v1/logo_perguruan_tinggi', headers: h.baca })).statusCode).toBe(403);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/v1/logo_perguruan_tinggi', headers: h.tulis });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.logo_url).toBeNull();
    const again = await t.app.inject({ method: 'DELETE', url: '/api/v1/logo_perguruan_tinggi', headers: h.tulis });
    expect(again.statusCode).toBe(404);
    expect(again.json().status.message).toBe(PESAN_PROFIL_PT.logoTidakAda);
    expect(await hitung(t, `files where kind = 'logo_perguruan_tinggi' and deleted_at is null`)).toBe(0);
  });

  it('400 for a malformed logo address', async () => {
    const res = await t.app.inject({ url: '/api/v1/logo_perguruan_tinggi/1/bukan-uuid' });
    expect(res.statusCode).toBe(400);
    expect(res.json().status.message).toContain('fileId');
  });
});
