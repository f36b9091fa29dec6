import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginHeaders, type TestContext } from '../../../test/helpers';
import { DETAIL_AKTIVITAS } from '../log-aktivitas/log-aktivitas.service';

let t: TestContext;
let dosen: Record<string, string>;
let mahasiswa: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  dosen = await loginHeaders(t.app, 'dosen', 'dosen123');
  mahasiswa = await loginHeaders(t.app, 'mahasiswa', 'mahasiswa123');
});
afterAll(async () => t?.close());

const sikadBody = (over: Record<string, string> = {}) => ({
  response_type: 'code',
  client_id: 'sikad',
  state: 'xyz',
  redirect_uri: 'https://siakad.unm.ac.id/dosen/rps',
  as_role: 'ROLE_DOSEN',
  ...over,
});
const codeCount = async () => Number((await t.database.query<{ n: string }>('select count(*) n from authorization_codes')).rows[0]!.n);

describe('POST /api/v2/authorize/sikad', () => {
  it('issues a one-time code for the caller and a redirect to the academic system (urlencoded form)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/authorize/sikad',
      headers: { ...dosen, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(sikadBody()).toString(),
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.code.length).toBeGreaterThan(20);
    const url = new URL(data.redirect_url);
    expect(url.origin).toBe('https://siakad.unm.ac.id');
    expect(url.searchParams.get('code')).toBe(data.code);
    expect(url.searchParams.get('state')).toBe('xyz');
    const stored = await t.database.query<{ code_hash: string; client_id: string }>('select code_hash, client_id from authorization_codes');
    expect(stored.rows.some((r) => r.code_hash === data.code)).toBe(false); // stored hashed only
  });

  it('refuses without login (401), with another college header (403) and for a role the caller does not have (403)', async () => {
    const before = await codeCount();
    expect((await t.app.inject({ method: 'POST', url: '/api/v2/authorize/sikad', headers: { 'college-id': '1' }, payload: sikadBody() })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/v2/authorize/sikad', headers: { ...dosen, 'college-id': '2' }, payload: sikadBody() })).statusCode).toBe(403);
    const role = await t.app.inject({ method: 'POST', url: '/api/v2/authorize/sikad', headers: mahasiswa, payload: sikadBody() });
    expect(role.statusCode).toBe(403);
    expect(role.json().status.message).toContain('as_role');
    expect(await codeCount()).toBe(before);
  });

  it('rejects bad input naming the field, writing nothing', async () => {
    const before = await codeCount();
    const cases: [Record<string, string>, string][] = [
      [{ response_type: 'token' }, 'response_type'],
      [{ redirect_uri: 'https://evil.example.com/steal' }, 'redirect_uri'],
      [{ client_id: 'lms' }, 'client_id'],
      [{ as_role: 'ROLE_ADMIN' }, 'as_role'],
    ];
    for (const [over, field] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v2/authorize/sikad', headers: dosen, payload: sikadBody(over) });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().status.message).toContain(field);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/v2/authorize/lainnya', headers: dosen, payload: sikadBody() })).statusCode).toBe(400);
    expect(await codeCount()).toBe(before);
  });
});

describe('POST /api/v2/oauth/token', () => {
  async function lmsCode(headers: Record<string, string>, role: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/authorize/lms',
      headers,
      payload: { response_type: 'code', client_id: 'lms', redirect_uri: '/beranda', as_role: role },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.redirect_url).toMatch(/^\/beranda\?code=/);
    return res.json().data.code as string;
  }

  it('exchanges an lms code once for a session of the same user', async () => {
    const code = await lmsCode(mahasiswa, 'ROLE_MAHASISWA');
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/oauth/token', headers: { 'college-id': '1' }, payload: { code } });
    expect(res.statusCode).toBe(200);
    const info = await t.app.inject({ url: '/api/v2/user_info', headers: { authorization: `Bearer ${res.json().data.access_token}`, 'college-id': '1' } });
    expect(info.json().data.username).toBe('mahasiswa');
    const log = await t.database.query<{ jenis_aktivitas: string; role: string }>(
      `select l.jenis_aktivitas, l.role from log_aktivitas l join users u on u.id = l.user_id where u.username = 'mahasiswa' and l.detail = $1`,
      [DETAIL_AKTIVITAS.loginKode],
    );
    expect(log.rows).toEqual([{ jenis_aktivitas: 'login', role: 'ROLE_MAHASISWA' }]);
    const again = await t.app.inject({ method: 'POST', url: '/api/v2/oauth/token', headers: { 'college-id': '1' }, payload: { code } });
    expect(again.statusCode).toBe(401);
  });

  it('refuses a sikad code, a code of another college, a missing code and a missing college-id', async () => {
    const sikad = await t.app.inject({ method: 'POST', url: '/api/v2/authorize/sikad', headers: dosen, payload: sikadBody() });
    const sikadCode = sikad.json().data.code;
    expect((await t.app.inject({ method: 'POST', url: '/api/v2/oauth/token', headers: { 'college-id': '1' }, payload: { code: sikadCode } })).statusCode).toBe(401);
    const code = await lmsCode(dosen, 'ROLE_DOSEN');
    expect((await t.app.inject({ method: 'POST', url: '/api/v2/oauth/token', headers: { 'college-id': '2' }, payload: { code } })).statusCode).toBe(401);
    const missing = await t.app.inject({ method: 'POST', url: '/api/v2/oauth/token', headers: { 'college-id': '1' }, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().status.message).toContain('code');
    expect((await t.app.inject({ method: 'POST', url: '/api/v2/oauth/token', payload: { code } })).statusCode).toBe(400);
    // the code refused under college 2 is still usable by its own college
    expect((await t.app.inject({ method: 'POST', url: '/api/v2/oauth/token', headers: { 'college-id': '1' }, payload: { code } })).statusCode).toBe(200);
  });

  it('refuses an lms redirect that leaves the app', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/authorize/lms',
      headers: dosen,
      payload: { response_type: 'code', client_id: 'lms', redirect_uri: '//evil.example.com', as_role: 'ROLE_DOSEN' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().status.message).toContain('redirect_uri');
  });
});
