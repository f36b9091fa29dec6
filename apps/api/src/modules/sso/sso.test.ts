import { randomUUID } from 'node:crypto';
import { SignJWT, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PESAN_SSO } from '@lms/shared';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { DEMO_SSO_CLIENT, demoSsoSecret } from '../../db/seed/sso';

/** POST /api/v2/sso/token: single sign-on assertions from the college's academic system. */

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const URL = '/api/v2/sso/token';

type Opts = { secret?: string; lifetime?: number; iatOffset?: number; claims?: JWTPayload; audience?: string };

/** An assertion as the demo SIAKAD of college 1 would sign it. */
async function assertion(sub: string, { secret = demoSsoSecret(1), lifetime = 120, iatOffset = 0, claims = {}, audience = 'lms' }: Opts = {}) {
  const iat = Math.floor(Date.now() / 1000) + iatOffset;
  return new SignJWT({ college_id: 1, role: 'mahasiswa', ...claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(DEMO_SSO_CLIENT)
    .setAudience(audience)
    .setSubject(sub)
    .setJti(randomUUID())
    .setIssuedAt(iat)
    .setExpirationTime(iat + lifetime)
    .sign(new TextEncoder().encode(secret));
}

const exchange = (token: string, college = '1') => t.app.inject({ method: 'POST', url: URL, headers: { 'college-id': college }, payload: { token } });
const loginLogs = () =>
  t.database.query<{ n: number }>(`select count(*)::int n from log_aktivitas where jenis_aktivitas = 'login' and detail like '%single sign-on dari SIKAD%'`).then((r) => r.rows[0]!.n);

describe('POST /api/v2/sso/token', () => {
  it('signs the named user in once: a session that works, and a login in the activity log', async () => {
    const token = await assertion('mahasiswa');
    const before = await loginLogs();
    const res = await exchange(token);
    expect(res.statusCode, res.body).toBe(200);
    const { access_token } = res.json().data;
    const me = await t.app.inject({ url: '/api/v2/user_info', headers: { authorization: `Bearer ${access_token}`, 'college-id': '1' } });
    expect(me.json().data.username).toBe('mahasiswa');
    expect(await loginLogs()).toBe(before + 1);

    const again = await exchange(token);
    expect(again.statusCode).toBe(401);
    expect(again.json().status.message).toBe(PESAN_SSO.tokenDipakaiUlang);
  });

  it('accepts the role as ROLE_* or leaves it out', async () => {
    expect((await exchange(await assertion('dosen', { claims: { role: 'ROLE_DOSEN' } }))).statusCode).toBe(200);
    expect((await exchange(await assertion('operator', { claims: { role: undefined } }))).statusCode).toBe(200);
  });

  it.each([
    ['a wrong secret', () => assertion('mahasiswa', { secret: 'bukan-rahasia-kampus' }), PESAN_SSO.tokenTidakValid],
    ['an expired assertion', () => assertion('mahasiswa', { iatOffset: -600 }), PESAN_SSO.tokenKedaluwarsa],
    ['an assertion valid too long', () => assertion('mahasiswa', { lifetime: 3600 }), PESAN_SSO.tokenTerlaluLama],
    ['another audience', () => assertion('mahasiswa', { audience: 'sikad' }), PESAN_SSO.tokenTidakValid],
    ['another college', () => assertion('mahasiswa', { claims: { college_id: 2 } }), PESAN_SSO.kampusTidakSesuai],
    ['an unknown account', () => assertion('tidak.ada'), PESAN_SSO.akunTidakDitemukan('tidak.ada')],
    ['a role the account does not have', () => assertion('mahasiswa', { claims: { role: 'operator' } }), PESAN_SSO.peranTidakSesuai],
    ['garbage', async () => 'bukan.token.jwt', PESAN_SSO.tokenTidakValid],
  ])('refuses %s with 401 and a clear Indonesian message, issuing nothing', async (_, make, message) => {
    const sessions = (await t.database.query<{ n: number }>('select count(*)::int n from refresh_tokens')).rows[0]!.n;
    const res = await exchange(await make());
    expect(res.statusCode).toBe(401);
    expect(res.json().status.message).toBe(message);
    expect((await t.database.query<{ n: number }>('select count(*)::int n from refresh_tokens')).rows[0]!.n).toBe(sessions);
  });

  it('refuses an inactive account (403) and a college without single sign-on (403)', async () => {
    const { rows } = await t.database.query<{ username: string }>(
      `update users set is_active = false where id = (select u.id from users u join mahasiswa m on m.user_id = u.id where u.college_id = 1 and u.username <> 'mahasiswa' order by u.id limit 1) returning username`,
    );
    const inactive = await exchange(await assertion(rows[0]!.username));
    expect(inactive.statusCode).toBe(403);
    expect(inactive.json().status.message).toContain('tidak aktif');
    await t.database.query(`update sso_klien set is_active = false where college_id = 2`);
    const off = await exchange(await assertion('operator2', { secret: demoSsoSecret(2), claims: { college_id: 2, role: 'operator' } }), '2');
    expect(off.statusCode).toBe(403);
    expect(off.json().status.message).toBe(PESAN_SSO.belumAktif);
  });

  it("never signs into another college's account: college 2's secret and users stay college 2's", async () => {
    // Signed with college 2's secret but sent to college 1: the signature does not verify there.
    const res = await exchange(await assertion('mahasiswa', { secret: demoSsoSecret(2) }));
    expect(res.statusCode).toBe(401);
    // A college-1 username asserted for college 2 is unknown there.
    await t.database.query(`update sso_klien set is_active = true where college_id = 2`);
    const cross = await exchange(await assertion('mahasiswa', { secret: demoSsoSecret(2), claims: { college_id: 2 } }), '2');
    expect(cross.statusCode).toBe(401);
    expect(cross.json().status.message).toBe(PESAN_SSO.akunTidakDitemukan('mahasiswa'));
  });

  it('rejects a missing or empty token with 400 naming token, and a missing college-id header', async () => {
    for (const payload of [{}, { token: '  ' }]) {
      const res = await t.app.inject({ method: 'POST', url: URL, headers: { 'college-id': '1' }, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().status.message).toContain('token');
    }
    expect((await t.app.inject({ method: 'POST', url: URL, payload: { token: 'x' } })).statusCode).toBe(400);
  });
});
