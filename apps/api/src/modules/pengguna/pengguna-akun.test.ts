import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PESAN_AKSES_FORM, PESAN_PENGGUNA, normalizeHakAkses } from '@lms/shared';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { hitung, masuk, operatorDengan, PASSWORD_UJI, satu, type Headers } from './pengguna.fixtures';

/**
 * Account actions of /pengguna: activate / deactivate, reset password, and the operators' access form
 * (PUT /v1/operator/{id}, spec 1 §3, §4) with its rule that an operator never takes their own right away.
 */
let t: TestContext;
const h: Record<string, Headers> = {};
const id: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  h.laporan = await masuk(t, 'operator.laporan', 'operator123');
  h.dosen = await masuk(t, 'dosen', 'dosen123');
  h.operator2 = await masuk(t, 'operator2', 'operator123', 2);
  const admin = await operatorDengan(t, 'uji.admin', { data_master: 'write', kelas_kuliah: 'write' });
  const baca = await operatorDengan(t, 'uji.baca', { data_master: 'read' });
  const target = await operatorDengan(t, 'uji.target', { laporan: 'read', kelas_kuliah: 'read' });
  Object.assign(h, { admin: admin.h, baca: baca.h, target: target.h });
  Object.assign(id, { admin: admin.id, baca: baca.id, target: target.id });
  id.dosen = (await satu<{ id: number }>(t, `select id from users where college_id = 1 and username = 'dewi.lestari'`))!.id;
  id.c2 = (await satu<{ id: number }>(t, `select id from users where college_id = 2 and role = 'ROLE_OPERATOR' limit 1`))!.id;
});
afterAll(async () => t?.close());

const put = (url: string, headers: Headers, payload: object) => t.app.inject({ method: 'PUT', url: `/api${url}`, headers, payload });
const post = (url: string, headers: Headers, payload: object) => t.app.inject({ method: 'POST', url: `/api${url}`, headers, payload });
const status = (uid: number, headers: Headers, is_active: boolean) => put(`/v2/lms/pengguna/${uid}/status`, headers, { is_active });
const akses = (uid: number, headers: Headers, body: object) => put(`/v1/operator/${uid}`, headers, body);
const masih = async (headers: Headers) => (await t.app.inject({ url: '/api/v2/user_info', headers })).statusCode;

describe('PUT /v2/lms/pengguna/{id}/status', () => {
  it('401, 403 (read only, no data_master, lecturer, other college token), 404 other college, 400 bad body', async () => {
    expect((await status(id.dosen!, { 'college-id': '1' }, false)).statusCode).toBe(401);
    for (const k of ['baca', 'laporan', 'dosen']) expect((await status(id.dosen!, h[k]!, false)).statusCode, k).toBe(403);
    expect((await status(id.dosen!, { ...h.admin!, 'college-id': '2' }, false)).statusCode).toBe(403);
    expect((await status(id.c2!, h.admin!, false)).statusCode).toBe(404);
    const bad = await put(`/v2/lms/pengguna/${id.dosen}/status`, h.admin!, { is_active: 'ya' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().status.message).toContain('is_active');
  });

  it('an operator cannot deactivate themselves (409, Indonesian)', async () => {
    const res = await status(id.admin!, h.admin!, false);
    expect(res.statusCode).toBe(409);
    expect(res.json().status.message).toBe(PESAN_AKSES_FORM.nonaktifkanDiriSendiri);
  });

  it('deactivating ends the sessions at once and blocks login; activating lets the user back in', async () => {
    const dewi = await masuk(t, 'dewi.lestari', 'dosen123');
    expect(await masih(dewi)).toBe(200);
    const res = await status(id.dosen!, h.admin!, false);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: { message: PESAN_PENGGUNA.dinonaktifkan }, data: { is_active: false } });
    expect(await masih(dewi)).toBe(401);
    await expect(masuk(t, 'dewi.lestari', 'dosen123')).rejects.toThrow(/403/);
    expect((await status(id.dosen!, h.admin!, true)).json().data.is_active).toBe(true);
    expect(await masih(await masuk(t, 'dewi.lestari', 'dosen123'))).toBe(200);
    expect(await hitung(t, `log_aktivitas where jenis_aktivitas = 'ubah_status_pengguna' and detail like '%dewi.lestari%'`)).toBe(2);
  });
});

describe('POST /v2/lms/pengguna/{id}/reset_password', () => {
  it('403 for a reader, 400 naming password for a short one, 404 for another college', async () => {
    expect((await post(`/v2/lms/pengguna/${id.dosen}/reset_password`, h.baca!, { password: 'rahasia-baru-1' })).statusCode).toBe(403);
    const short = await post(`/v2/lms/pengguna/${id.dosen}/reset_password`, h.admin!, { password: 'abc' });
    expect(short.statusCode).toBe(400);
    expect(short.json().status.message).toBe(`Data tidak valid: password — ${PESAN_PENGGUNA.password}`);
    expect((await post(`/v2/lms/pengguna/${id.c2}/reset_password`, h.admin!, { password: 'rahasia-baru-1' })).statusCode).toBe(404);
  });

  it('sets the new password and ends the old sessions; the password is not logged', async () => {
    const sesi = await masuk(t, 'dewi.lestari', 'dosen123');
    const res = await post(`/v2/lms/pengguna/${id.dosen}/reset_password`, h.admin!, { password: 'rahasia-baru-1' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status.message).toBe(PESAN_PENGGUNA.passwordDireset);
    expect(await masih(sesi)).toBe(401);
    await expect(masuk(t, 'dewi.lestari', 'dosen123')).rejects.toThrow(/401/);
    expect(await masih(await masuk(t, 'dewi.lestari', 'rahasia-baru-1'))).toBe(200);
    expect(await hitung(t, `log_aktivitas where detail like '%rahasia-baru-1%'`)).toBe(0);
  });
});

describe('PUT /v1/operator/{id} (access form)', () => {
  const form = (hak: Record<string, string>, is_active = true) => ({ is_active, hakAkses: hak });

  it('401, 403 for readers and a token of another college, 404 for non-operators and other colleges', async () => {
    expect((await akses(id.target!, { 'college-id': '1' }, form({}))).statusCode).toBe(401);
    for (const k of ['baca', 'laporan', 'dosen']) expect((await akses(id.target!, h[k]!, form({}))).statusCode, k).toBe(403);
    expect((await akses(id.target!, { ...h.admin!, 'college-id': '2' }, form({}))).statusCode).toBe(403);
    expect((await akses(id.dosen!, h.admin!, form({}))).statusCode).toBe(404);
    const c2 = await akses(id.c2!, h.admin!, form({}));
    expect(c2.statusCode).toBe(404);
    expect(c2.json().status.message).toBe(PESAN_PENGGUNA.operatorTidakDitemukan);
  });

  it('400 naming bantuan for write on it and naming an unknown level, storing nothing', async () => {
    const before = await satu(t, `select hak_akses from operators where user_id = $1`, [id.target]);
    const bantuan = await akses(id.target!, h.admin!, form({ bantuan: 'write' }));
    expect(bantuan.statusCode).toBe(400);
    expect(bantuan.json().status.message).toBe(`Data tidak valid: hakAkses.bantuan — ${PESAN_AKSES_FORM.bantuanTanpaWrite}`);
    const level = await akses(id.target!, h.admin!, form({ laporan: 'admin' }));
    expect(level.statusCode).toBe(400);
    expect(level.json().status.message).toContain('laporan');
    expect(await satu(t, `select hak_akses from operators where user_id = $1`, [id.target])).toEqual(before);
  });

  it('refuses the actor lowering or deactivating their own data_master write (409)', async () => {
    const turun = await akses(id.admin!, h.admin!, form({ data_master: 'read', kelas_kuliah: 'write' }));
    expect(turun.statusCode).toBe(409);
    expect(turun.json().status.message).toBe(PESAN_AKSES_FORM.cabutAksesSendiri);
    const mati = await akses(id.admin!, h.admin!, form({ data_master: 'write' }, false));
    expect(mati.json().status.message).toBe(PESAN_AKSES_FORM.nonaktifkanDiriSendiri);
    // Their own other areas may change.
    const ok = await akses(id.admin!, h.admin!, form({ data_master: 'write', kelas_kuliah: 'write', laporan: 'read' }));
    expect(ok.statusCode).toBe(200);
  });

  it("stores the form: the target's rights change at once, logged; Non Aktif ends their sessions", async () => {
    const res = await akses(id.target!, h.admin!, form({ data_master: 'read', bantuan: 'read' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().status.message).toBe(PESAN_PENGGUNA.aksesDisimpan);
    expect(res.json().data).toMatchObject({ id: id.target, username: 'uji.target', is_active: true, hakAkses: normalizeHakAkses({ data_master: 'read', bantuan: 'read' }) });
    const me = (await t.app.inject({ url: '/api/v2/lms/access_control/me', headers: h.target })).json().data as { permission_key: string; akses: string }[];
    expect(Object.fromEntries(me.map((a) => [a.permission_key, a.akses]))).toEqual(normalizeHakAkses({ data_master: 'read', bantuan: 'read' }));
    expect(await hitung(t, `log_aktivitas where jenis_aktivitas = 'ubah_hak_akses' and detail like '%uji.target%'`)).toBe(1);

    const off = await akses(id.target!, h.admin!, form({ data_master: 'read' }, false));
    expect(off.json().data.is_active).toBe(false);
    expect(await masih(h.target!)).toBe(401);
    const list = (await t.app.inject({ url: '/api/v2/lms/pengguna?role=operator&search=uji.target', headers: h.admin })).json().data;
    expect(list[0].is_active).toBe(false);
    // Aktif again: the operator signs in with their rights.
    await akses(id.target!, h.admin!, form({ data_master: 'read' }, true));
    const again = await masuk(t, 'uji.target', PASSWORD_UJI);
    expect((await t.app.inject({ url: '/api/v2/lms/pengguna?role=mahasiswa', headers: again })).statusCode).toBe(200);
    const baru = { role: 'operator', username: 'uji.tidak.boleh', nama: 'Tidak Boleh', password: 'rahasia123' };
    expect((await t.app.inject({ method: 'POST', url: '/api/v2/lms/pengguna', headers: again, payload: baru })).statusCode).toBe(403);
  });
});
