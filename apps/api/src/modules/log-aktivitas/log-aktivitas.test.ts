import { and, count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@lms/shared';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { logAktivitas, refreshTokens } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { bearer, FIXTURE_PASSWORD, loginAkun, seedIdentityFixtures, userId, type Fixtures } from '../auth/auth.fixtures';
import { DETAIL_AKTIVITAS } from './log-aktivitas.service';

let t: TestContext;
let fx: Fixtures;
let ipSeq = 0;
const nextIp = () => `10.30.0.${++ipSeq}`;

beforeAll(async () => {
  t = await createTestApp();
  fx = await seedIdentityFixtures(t.database.db);
});
afterAll(async () => t?.close());

const db = () => t.database.db;

async function logCount() {
  const [row] = await db().select({ n: count() }).from(logAktivitas);
  return Number(row!.n);
}

async function lastLog(uid: number, jenis: string) {
  const rows = await db()
    .select()
    .from(logAktivitas)
    .where(and(eq(logAktivitas.userId, uid), eq(logAktivitas.jenisAktivitas, jenis)))
    .orderBy(logAktivitas.id);
  return { rows, last: rows.at(-1) };
}

const refresh = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/v2/refresh_token', headers: { 'college-id': '1' }, payload: { refresh_token: token } });

const ENDPOINTS = ['/api/v2/lms/log_aktivitas/logout', '/api/v2/lms/log_aktivitas/keluar_ke_sikad'];

describe('common guards of the log_aktivitas endpoints', () => {
  it('need a login', async () => {
    for (const url of ENDPOINTS) {
      expect((await t.app.inject({ method: 'POST', url, headers: { 'college-id': '1' } })).statusCode, url).toBe(401);
    }
  });

  it('refuse a token of college 1 with header college-id 2 and write nothing', async () => {
    const s = await loginAkun(t.app, 'operator', 'operator123', { ip: nextIp() });
    const before = await logCount();
    for (const url of ENDPOINTS) {
      const res = await t.app.inject({ method: 'POST', url, headers: bearer(s.access_token, 2) });
      expect(res.statusCode, url).toBe(403);
    }
    expect(await logCount()).toBe(before);
  });
});

describe('POST /api/v2/lms/log_aktivitas/logout', () => {
  it('logs the logout with ip and role for every role, without a body', async () => {
    for (const [u, p, role] of [
      ['operator', 'operator123', 'ROLE_OPERATOR'],
      ['uji.dosen', FIXTURE_PASSWORD, 'ROLE_DOSEN'],
      ['uji.mahasiswa', FIXTURE_PASSWORD, 'ROLE_MAHASISWA'],
    ] as const) {
      const ip = nextIp();
      const s = await loginAkun(t.app, u, p, { ip });
      const uid = await userId(db(), 1, u);
      const before = (await lastLog(uid, 'logout')).rows.length;
      const res = await t.app.inject({ method: 'POST', url: ENDPOINTS[0]!, headers: bearer(s.access_token), remoteAddress: ip } as InjectOptions);
      expect(res.statusCode, u).toBe(200);
      expect(res.json()).toEqual({ status: { code: 'success', message: 'Berhasil' }, data: null });
      const { rows, last } = await lastLog(uid, 'logout');
      expect(rows).toHaveLength(before + 1);
      expect(last).toMatchObject({ collegeId: 1, role, ipAddress: ip, operator: null, detail: DETAIL_AKTIVITAS.logout });
      // Without refresh_token in the body the access token still names its session, and that session ends.
      expect((await refresh(s.refresh_token)).statusCode).toBe(401);
      const after = await t.app.inject({ url: '/api/v2/user_info', headers: bearer(s.access_token) });
      expect(after.statusCode).toBe(401);
      expect(after.json().status.code).toBe(ERROR_CODES.sessionRevoked);
    }
  });

  it('revokes the family of the refresh token sent in the body', async () => {
    const s = await loginAkun(t.app, 'uji.dosen', FIXTURE_PASSWORD, { ip: nextIp() });
    const res = await t.app.inject({ method: 'POST', url: ENDPOINTS[0]!, headers: bearer(s.access_token), payload: { refresh_token: s.refresh_token } });
    expect(res.statusCode).toBe(200);
    const [row] = await db().select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(s.refresh_token)));
    expect(row!.revokedAt).not.toBeNull();
    expect((await refresh(s.refresh_token)).statusCode).toBe(401);
  });

  it("does not revoke another user's session and ignores unknown tokens", async () => {
    const victim = await loginAkun(t.app, 'uji.mahasiswa', FIXTURE_PASSWORD, { ip: nextIp() });
    for (const token of [victim.refresh_token, 'token-asing']) {
      // Logging out ends the caller's own session: a new one per attempt.
      const caller = await loginAkun(t.app, 'uji.dosen', FIXTURE_PASSWORD, { ip: nextIp() });
      const res = await t.app.inject({ method: 'POST', url: ENDPOINTS[0]!, headers: bearer(caller.access_token), payload: { refresh_token: token } });
      expect(res.statusCode).toBe(200);
    }
    expect((await refresh(victim.refresh_token)).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v2/user_info', headers: bearer(victim.access_token) })).statusCode).toBe(200);
  });

  it('rejects a malformed body with 400 naming refresh_token and writes nothing', async () => {
    const s = await loginAkun(t.app, 'uji.dosen', FIXTURE_PASSWORD, { ip: nextIp() });
    const before = await logCount();
    for (const payload of [{ refresh_token: 123 }, { refresh_token: '' }]) {
      const res = await t.app.inject({ method: 'POST', url: ENDPOINTS[0]!, headers: bearer(s.access_token), payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().status.message).toContain('refresh_token');
    }
    expect(await logCount()).toBe(before);
    expect((await refresh(s.refresh_token)).statusCode).toBe(200);
  });

  it('records the operator when the session was opened through Login Akun Lain', async () => {
    const op = await loginAkun(t.app, 'operator', 'operator123', { ip: nextIp() });
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/lms/login_as', headers: bearer(op.access_token), payload: { username: 'uji.mahasiswa' } });
    const session = res.json().data;
    await t.app.inject({ method: 'POST', url: ENDPOINTS[0]!, headers: bearer(session.access_token), payload: { refresh_token: session.refresh_token } });
    const { last } = await lastLog(fx.mahasiswa.user.id, 'logout');
    expect(last).toMatchObject({ role: 'ROLE_MAHASISWA', operator: 'operator' });
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
  });
});

describe('POST /api/v2/lms/log_aktivitas/keluar_ke_sikad', () => {
  it('logs leaving for SIAKAD', async () => {
    const ip = nextIp();
    const s = await loginAkun(t.app, 'uji.dosen', FIXTURE_PASSWORD, { ip });
    const res = await t.app.inject({ method: 'POST', url: ENDPOINTS[1]!, headers: bearer(s.access_token), remoteAddress: ip } as InjectOptions);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toBeNull();
    const { last } = await lastLog(fx.dosen.user.id, 'keluar_ke_sikad');
    expect(last).toMatchObject({ collegeId: 1, role: 'ROLE_DOSEN', ipAddress: ip, operator: null, detail: DETAIL_AKTIVITAS.keluarKeSikad });
  });

  it('logs in the college of the caller only', async () => {
    const s = await loginAkun(t.app, 'operator2', 'operator123', { collegeId: 2, ip: nextIp() });
    const res = await t.app.inject({ method: 'POST', url: ENDPOINTS[1]!, headers: bearer(s.access_token, 2) });
    expect(res.statusCode).toBe(200);
    const { last } = await lastLog(await userId(db(), 2, 'operator2'), 'keluar_ke_sikad');
    expect(last?.collegeId).toBe(2);
  });
});
