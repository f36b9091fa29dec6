import { and, count, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, LOGIN_MAX_GAGAL, LOGIN_WINDOW_S, PESAN, PESAN_KUNCI_LOGIN, PESAN_LOGIN_AS, REFRESH_TOKEN_MAX_AGE_S, jedaLoginAkun } from '@lms/shared';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { buildApp } from '../../app';
import { colleges, logAktivitas, loginAttempts, refreshTokens, users } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { bearer, FIXTURE_PASSWORD, headersOf, loginAkun, seedIdentityFixtures, userId, type Fixtures } from './auth.fixtures';

let t: TestContext;
let fx: Fixtures;
let ipSeq = 0;
/** A fresh client address per scenario, so the per-IP guards of one scenario never leak into another. */
const nextIp = () => `10.20.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;

beforeAll(async () => {
  t = await createTestApp();
  fx = await seedIdentityFixtures(t.database.db);
});
afterAll(async () => t?.close());

const db = () => t.database.db;
// Failures now count per account over every address: each scenario starts with no account waiting or locked.
afterEach(async () => {
  await db().delete(loginAttempts);
});

function postLogin(body: unknown, opts: { collegeId?: number | null; ip?: string } = {}) {
  const headers: Record<string, string> = {};
  if (opts.collegeId !== null) headers['college-id'] = String(opts.collegeId ?? 1);
  return t.app.inject({ method: 'POST', url: '/api/v2/access_token', headers, remoteAddress: opts.ip ?? nextIp(), payload: body as object } as InjectOptions);
}

function postRefresh(token: unknown, collegeId = 1) {
  return t.app.inject({ method: 'POST', url: '/api/v2/refresh_token', headers: { 'college-id': String(collegeId) }, payload: { refresh_token: token } });
}

async function countRows(table: typeof logAktivitas | typeof loginAttempts | typeof refreshTokens) {
  const [row] = await db().select({ n: count() }).from(table);
  return Number(row!.n);
}

async function logsOf(uid: number, jenis: string) {
  return db()
    .select()
    .from(logAktivitas)
    .where(and(eq(logAktivitas.userId, uid), eq(logAktivitas.jenisAktivitas, jenis)))
    .orderBy(logAktivitas.id);
}

async function tokenRow(token: string) {
  const [row] = await db().select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(token)));
  return row;
}

describe('POST /api/v2/access_token', () => {
  it('logs a demo operator in, stores only the refresh token hash and writes a login activity', async () => {
    const ip = nextIp();
    const opId = await userId(db(), 1, 'operator');
    const before = (await logsOf(opId, 'login')).length;
    const res = await postLogin({ username: 'operator', password: 'operator123' }, { ip });
    expect(res.statusCode).toBe(200);
    const { data, status } = res.json();
    expect(status.code).toBe('success');
    expect(data.token_type).toBe('Bearer');
    expect(data.expires_in).toBe(t.app.deps.tokens.ttl);
    const claims = await t.app.deps.tokens.verifyAccess(data.access_token);
    expect(claims).toMatchObject({ userId: opId, collegeId: 1, role: 'ROLE_OPERATOR', username: 'operator', operator: null });

    const row = await tokenRow(data.refresh_token);
    expect(row).toMatchObject({ userId: opId, collegeId: 1, rotatedAt: null, revokedAt: null });
    const lifetime = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 1000;
    expect(Math.abs(lifetime - REFRESH_TOKEN_MAX_AGE_S)).toBeLessThan(60);
    const [stored] = await db().select({ n: count() }).from(refreshTokens).where(eq(refreshTokens.tokenHash, data.refresh_token));
    expect(Number(stored!.n)).toBe(0); // never the plain token

    const logs = await logsOf(opId, 'login');
    expect(logs).toHaveLength(before + 1);
    expect(logs.at(-1)).toMatchObject({ collegeId: 1, role: 'ROLE_OPERATOR', ipAddress: ip, operator: null });
    expect(logs.at(-1)!.detail).toMatch(/login/i);
  });

  it('accepts the username in any letter case', async () => {
    const res = await postLogin({ username: '  Uji.Dosen ', password: FIXTURE_PASSWORD });
    expect(res.statusCode).toBe(200);
    const claims = await t.app.deps.tokens.verifyAccess(res.json().data.access_token);
    expect(claims?.userId).toBe(fx.dosen.user.id);
  });

  it('answers 401 with the same message for a wrong password and an unknown user, and counts both failures', async () => {
    const ip = nextIp();
    const wrong = await postLogin({ username: 'operator', password: 'salah-sekali' }, { ip });
    const unknown = await postLogin({ username: 'tidak.ada.orangnya', password: 'operator123' }, { ip });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().status).toEqual({ code: ERROR_CODES.invalidCredentials, message: PESAN.loginGagal });
    }
    const rows = await db().select().from(loginAttempts).where(eq(loginAttempts.ipAddress, ip));
    expect(rows.map((r) => r.username).sort()).toEqual(['operator', 'tidak.ada.orangnya']);
  });

  it('only knows the users of the college named in the header', async () => {
    const other = await postLogin({ username: 'operator2', password: 'operator123' }, { collegeId: 1 });
    expect(other.statusCode).toBe(401);
    const mine = await postLogin({ username: 'operator2', password: 'operator123' }, { collegeId: 2 });
    expect(mine.statusCode).toBe(200);
    expect((await t.app.deps.tokens.verifyAccess(mine.json().data.access_token))?.collegeId).toBe(2);
    const wrong = await postLogin({ username: 'operator', password: 'operator123' }, { collegeId: 2 });
    expect(wrong.statusCode).toBe(401);
  });

  it('needs the college-id header', async () => {
    const res = await postLogin({ username: 'operator', password: 'operator123' }, { collegeId: null });
    expect(res.statusCode).toBe(400);
    expect(res.json().status.code).toBe(ERROR_CODES.tenantMissing);
  });

  it('rejects bad input with 400 naming the field and writes nothing', async () => {
    const attempts = await countRows(loginAttempts);
    const logs = await countRows(logAktivitas);
    const tokens = await countRows(refreshTokens);
    const cases: [unknown, string][] = [
      [{ username: 'operator' }, 'password'],
      [{ password: 'operator123' }, 'username'],
      [{ username: '   ', password: 'operator123' }, 'username'],
      [{ username: 'operator', password: '' }, 'password'],
      [{ username: 12, password: 'operator123' }, 'username'],
    ];
    for (const [body, field] of cases) {
      const res = await postLogin(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().status.message).toContain(PESAN.dataTidakValid);
      expect(res.json().status.message).toContain(field);
    }
    expect(await countRows(loginAttempts)).toBe(attempts);
    expect(await countRows(logAktivitas)).toBe(logs);
    expect(await countRows(refreshTokens)).toBe(tokens);
  });

  it('refuses an inactive account with 403 only when the password is right', async () => {
    const right = await postLogin({ username: 'uji.nonaktif', password: FIXTURE_PASSWORD });
    expect(right.statusCode).toBe(403);
    expect(right.json().status.message).toBe(PESAN.akunNonaktif);
    const wrong = await postLogin({ username: 'uji.nonaktif', password: 'bukan-ini' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().status.message).toBe(PESAN.loginGagal);
    expect(await logsOf(fx.nonaktif.id, 'login')).toHaveLength(0);
  });

  describe('throttle per account and IP (login_attempts; per account over all addresses: kunci-login.test.ts)', () => {
    it(`answers 429 after ${LOGIN_MAX_GAGAL} failures, before checking the password`, async () => {
      const ip = nextIp();
      for (let i = 0; i < LOGIN_MAX_GAGAL; i++) {
        expect((await postLogin({ username: 'uji.mahasiswa', password: `salah-${i}` }, { ip })).statusCode).toBe(401);
      }
      const blocked = await postLogin({ username: 'UJI.MAHASISWA', password: FIXTURE_PASSWORD }, { ip });
      expect(blocked.statusCode).toBe(429);
      const retryAfter = blocked.json().detail.retry_after;
      expect(blocked.json().status).toEqual({ code: ERROR_CODES.tooManyRequests, message: PESAN_KUNCI_LOGIN.alamat(retryAfter) });
      expect(retryAfter).toBeGreaterThan(LOGIN_WINDOW_S - 60);
      expect(retryAfter).toBeLessThanOrEqual(LOGIN_WINDOW_S);
      expect(blocked.json().status.message).toContain('15 menit');
      // A throttled attempt is not a new failure.
      const [n] = await db().select({ n: count() }).from(loginAttempts).where(eq(loginAttempts.ipAddress, ip));
      expect(Number(n!.n)).toBe(LOGIN_MAX_GAGAL);

      // Another account from the same IP is not throttled; the same account from another IP once its short wait
      // (a few failures over every address) has passed.
      expect((await postLogin({ username: 'uji.dosen', password: FIXTURE_PASSWORD }, { ip })).statusCode).toBe(200);
      await db()
        .update(loginAttempts)
        .set({ attemptedAt: sql`${loginAttempts.attemptedAt} - make_interval(secs => ${jedaLoginAkun(LOGIN_MAX_GAGAL)})` })
        .where(eq(loginAttempts.username, 'uji.mahasiswa'));
      expect((await postLogin({ username: 'uji.mahasiswa', password: FIXTURE_PASSWORD }, { ip: nextIp() })).statusCode).toBe(200);
      // Nor is the same username at another college.
      expect((await postLogin({ username: 'uji.mahasiswa', password: 'x' }, { ip, collegeId: 2 })).statusCode).toBe(401);
    });

    it('holds across several API processes sharing the database', async () => {
      const ip = nextIp();
      const config = { ...t.app.deps.config };
      const second = await buildApp({ config, database: t.database });
      await second.ready();
      try {
        for (let i = 0; i < LOGIN_MAX_GAGAL; i++) await postLogin({ username: 'uji.dosen', password: 'salah' }, { ip });
        const res = await second.inject({
          method: 'POST',
          url: '/api/v2/access_token',
          headers: { 'college-id': '1' },
          remoteAddress: ip,
          payload: { username: 'uji.dosen', password: FIXTURE_PASSWORD },
        } as InjectOptions);
        expect(res.statusCode).toBe(429);
      } finally {
        await second.close();
      }
    });

    it('forgets failures that left the window, and a success clears the account', async () => {
      const ip = nextIp();
      for (let i = 0; i < LOGIN_MAX_GAGAL; i++) await postLogin({ username: 'uji.dosen', password: 'salah' }, { ip });
      expect((await postLogin({ username: 'uji.dosen', password: FIXTURE_PASSWORD }, { ip })).statusCode).toBe(429);
      await db()
        .update(loginAttempts)
        .set({ attemptedAt: sql`now() - make_interval(secs => ${LOGIN_WINDOW_S + 5})` })
        .where(eq(loginAttempts.ipAddress, ip));
      expect((await postLogin({ username: 'uji.dosen', password: FIXTURE_PASSWORD }, { ip })).statusCode).toBe(200);
      const [left] = await db().select({ n: count() }).from(loginAttempts).where(eq(loginAttempts.ipAddress, ip));
      expect(Number(left!.n)).toBe(0);

      // MAX-1 failures, a success, MAX-1 failures again: never throttled because the success cleared the account.
      for (let round = 0; round < 2; round++) {
        for (let i = 0; i < LOGIN_MAX_GAGAL - 1; i++) await postLogin({ username: 'uji.dosen', password: 'salah' }, { ip });
        expect((await postLogin({ username: 'uji.dosen', password: FIXTURE_PASSWORD }, { ip })).statusCode).toBe(200);
      }
    });
  });

  it('has a coarse per-IP guard (LOGIN_RATE_LIMIT_PER_MIN) on the login route only', async () => {
    const ip = nextIp();
    const max = t.app.deps.config.loginRateLimitPerMin;
    expect(max).toBeGreaterThan(LOGIN_MAX_GAGAL);
    for (let i = 0; i < max; i++) {
      // Invalid bodies: the guard counts requests, not failures, and these cost no argon2 time.
      expect((await postLogin({ username: 'x' }, { ip })).statusCode).toBe(400);
    }
    const res = await postLogin({ username: 'operator', password: 'operator123' }, { ip });
    expect(res.statusCode).toBe(429);
    expect(res.json().status.code).toBe(ERROR_CODES.tooManyRequests);
    expect((await postLogin({ username: 'operator', password: 'operator123' }, { ip: nextIp() })).statusCode).toBe(200);
    // Other routes from that IP are not limited.
    const refresh = await t.app.inject({ method: 'POST', url: '/api/v2/refresh_token', headers: { 'college-id': '1' }, remoteAddress: ip, payload: { refresh_token: 'abc' } } as InjectOptions);
    expect(refresh.statusCode).toBe(401);
  });
});

describe('POST /api/v2/refresh_token', () => {
  it('rotates: the presented token is marked rotated and a new one of the same family is issued', async () => {
    const first = await loginAkun(t.app, 'uji.dosen', FIXTURE_PASSWORD, { ip: nextIp() });
    const res = await postRefresh(first.refresh_token);
    expect(res.statusCode).toBe(200);
    const next = res.json().data;
    expect(next.token_type).toBe('Bearer');
    expect(next.refresh_token).not.toBe(first.refresh_token);
    const [oldRow, newRow] = [await tokenRow(first.refresh_token), await tokenRow(next.refresh_token)];
    expect(oldRow!.rotatedAt).not.toBeNull();
    expect(newRow).toMatchObject({ familyId: oldRow!.familyId, userId: fx.dosen.user.id, rotatedAt: null, revokedAt: null });
    const info = await t.app.inject({ url: '/api/v2/user_info', headers: bearer(next.access_token) });
    expect(info.statusCode).toBe(200);
    expect(info.json().data.username).toBe('uji.dosen');
  });

  it('detects reuse of a rotated token: 401 refresh_token_reused, the family is revoked, the newest token dies too', async () => {
    const first = await loginAkun(t.app, 'uji.mahasiswa', FIXTURE_PASSWORD, { ip: nextIp() });
    const second = (await postRefresh(first.refresh_token)).json().data;
    const third = (await postRefresh(second.refresh_token)).json().data;
    expect(third.refresh_token).toBeTruthy();

    const reuse = await postRefresh(first.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().status).toEqual({ code: ERROR_CODES.tokenReused, message: PESAN.refreshTokenDipakaiUlang });
    const family = await db().select().from(refreshTokens).where(eq(refreshTokens.familyId, (await tokenRow(first.refresh_token))!.familyId));
    expect(family).toHaveLength(3);
    expect(family.every((r) => r.revokedAt !== null)).toBe(true);

    const newest = await postRefresh(third.refresh_token);
    expect(newest.statusCode).toBe(401);
    expect(newest.json().status.message).toBe(PESAN.refreshTokenTidakValid);
  });

  it('lets only one of two concurrent refreshes with the same token succeed', async () => {
    const first = await loginAkun(t.app, 'uji.dosen', FIXTURE_PASSWORD, { ip: nextIp() });
    const results = await Promise.all([postRefresh(first.refresh_token), postRefresh(first.refresh_token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    const loser = results.find((r) => r.statusCode === 401)!;
    expect(loser.json().status.code).toBe(ERROR_CODES.tokenReused);
  });

  it('refuses expired, unknown and revoked tokens with 401', async () => {
    const a = await loginAkun(t.app, 'uji.dosen', FIXTURE_PASSWORD, { ip: nextIp() });
    await db().update(refreshTokens).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(refreshTokens.tokenHash, hashToken(a.refresh_token)));
    const b = await loginAkun(t.app, 'uji.dosen', FIXTURE_PASSWORD, { ip: nextIp() });
    await db().update(refreshTokens).set({ revokedAt: sql`now()` }).where(eq(refreshTokens.tokenHash, hashToken(b.refresh_token)));
    for (const token of [a.refresh_token, 'token-yang-tidak-pernah-ada', b.refresh_token]) {
      const res = await postRefresh(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().status.message).toBe(PESAN.refreshTokenTidakValid);
    }
    expect((await tokenRow(a.refresh_token))!.rotatedAt).toBeNull();
  });

  it("refuses another college's token without touching it", async () => {
    const a = await loginAkun(t.app, 'uji.dosen', FIXTURE_PASSWORD, { ip: nextIp() });
    const res = await postRefresh(a.refresh_token, 2);
    expect(res.statusCode).toBe(401);
    expect(await tokenRow(a.refresh_token)).toMatchObject({ rotatedAt: null, revokedAt: null });
    expect((await postRefresh(a.refresh_token, 1)).statusCode).toBe(200);
  });

  it('refuses a token of a user deactivated since: the deactivation itself revoked its family', async () => {
    const a = await loginAkun(t.app, 'uji.dosen', FIXTURE_PASSWORD, { ip: nextIp() });
    await db().update(users).set({ isActive: false }).where(eq(users.id, fx.dosen.user.id));
    try {
      const res = await postRefresh(a.refresh_token);
      expect(res.statusCode).toBe(401);
      expect(res.json().status.code).toBe(ERROR_CODES.tokenExpired);
      expect((await tokenRow(a.refresh_token))!.revokedAt).not.toBeNull();
    } finally {
      await db().update(users).set({ isActive: true }).where(eq(users.id, fx.dosen.user.id));
    }
  });

  it('rejects bad input with 400 naming refresh_token and needs college-id', async () => {
    const tokens = await countRows(refreshTokens);
    for (const payload of [{}, { refresh_token: '' }, { refresh_token: 42 }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v2/refresh_token', headers: { 'college-id': '1' }, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().status.message).toContain('refresh_token');
    }
    expect(await countRows(refreshTokens)).toBe(tokens);
    const noTenant = await t.app.inject({ method: 'POST', url: '/api/v2/refresh_token', payload: { refresh_token: 'x' } });
    expect(noTenant.statusCode).toBe(400);
  });
});

describe('GET /api/v2/user_info', () => {
  it('needs a valid token', async () => {
    expect((await t.app.inject({ url: '/api/v2/user_info', headers: { 'college-id': '1' } })).statusCode).toBe(401);
    const bad = await t.app.inject({ url: '/api/v2/user_info', headers: { 'college-id': '1', authorization: 'Bearer bukan.token.sah' } });
    expect(bad.statusCode).toBe(401);
  });

  it('refuses a token of college 1 with header college-id 2', async () => {
    const h = await headersOf(t.app, 'operator', 'operator123', 1, nextIp());
    const res = await t.app.inject({ url: '/api/v2/user_info', headers: { ...h, 'college-id': '2' } });
    expect(res.statusCode).toBe(403);
  });

  it("describes an operator and the operator's college", async () => {
    const h = await headersOf(t.app, 'operator', 'operator123', 1, nextIp());
    const res = await t.app.inject({ url: '/api/v2/user_info', headers: h });
    expect(res.statusCode).toBe(200);
    const [u] = await db().select().from(users).where(eq(users.id, await userId(db(), 1, 'operator')));
    const [c] = await db().select().from(colleges).where(eq(colleges.id, 1));
    expect(res.json().data).toEqual({
      id: u!.id,
      username: u!.username,
      role: 'ROLE_OPERATOR',
      nama: u!.nama,
      gelar_depan: u!.gelarDepan,
      gelar_akademik: u!.gelarAkademik,
      email: u!.email,
      avatar_url: u!.avatarUrl,
      nomor_induk: null,
      id_dosen: null,
      id_mahasiswa: null,
      login_as_operator: null,
      college: { id: 1, nama: c!.nama, singkatan: c!.singkatan, time_zone: c!.timeZone },
    });
  });

  it('gives lecturers their nidn and students their nim as nomor_induk', async () => {
    const d = await t.app.inject({ url: '/api/v2/user_info', headers: await headersOf(t.app, 'uji.dosen', FIXTURE_PASSWORD, 1, nextIp()) });
    expect(d.json().data).toMatchObject({
      role: 'ROLE_DOSEN',
      nama: fx.dosen.user.nama,
      gelar_depan: fx.dosen.user.gelarDepan,
      gelar_akademik: fx.dosen.user.gelarAkademik,
      nomor_induk: fx.dosen.dosen.nidn,
      id_dosen: fx.dosen.dosen.id,
      id_mahasiswa: null,
    });
    const m = await t.app.inject({ url: '/api/v2/user_info', headers: await headersOf(t.app, 'uji.mahasiswa', FIXTURE_PASSWORD, 1, nextIp()) });
    expect(m.json().data).toMatchObject({
      role: 'ROLE_MAHASISWA',
      nomor_induk: fx.mahasiswa.mahasiswa.nim,
      id_mahasiswa: fx.mahasiswa.mahasiswa.id,
      id_dosen: null,
    });
  });

  it('shows college 2 to its own operator', async () => {
    const res = await t.app.inject({ url: '/api/v2/user_info', headers: await headersOf(t.app, 'operator2', 'operator123', 2, nextIp()) });
    const [c2] = await db().select().from(colleges).where(eq(colleges.id, 2));
    expect(res.json().data.college).toEqual({ id: 2, nama: c2!.nama, singkatan: c2!.singkatan, time_zone: c2!.timeZone });
  });

  it('logs out (401) a user deactivated after the token was issued', async () => {
    const h = await headersOf(t.app, 'uji.mahasiswa', FIXTURE_PASSWORD, 1, nextIp());
    await db().update(users).set({ isActive: false }).where(eq(users.id, fx.mahasiswa.user.id));
    try {
      expect((await t.app.inject({ url: '/api/v2/user_info', headers: h })).statusCode).toBe(401);
    } finally {
      await db().update(users).set({ isActive: true }).where(eq(users.id, fx.mahasiswa.user.id));
    }
  });
});

describe('Login Akun Lain', () => {
  const postLoginAs = (headers: Record<string, string>, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/v2/lms/login_as', headers, payload: payload as object });

  describe('POST /api/v2/lms/login_as', () => {
    it('needs a login', async () => {
      expect((await postLoginAs({ 'college-id': '1' }, { username: 'uji.dosen' })).statusCode).toBe(401);
    });

    it('needs an operator with write on kelas_kuliah', async () => {
      const callers: [string, string][] = [
        ['uji.dosen', FIXTURE_PASSWORD],
        ['uji.mahasiswa', FIXTURE_PASSWORD],
        ['operator.laporan', 'operator123'],
        ['uji.op.kelas', FIXTURE_PASSWORD], // read on kelas_kuliah is not enough
        ['uji.op.nonaktif', FIXTURE_PASSWORD], // write, but the operator record is inactive
      ];
      const logs = await countRows(logAktivitas);
      for (const [u, p] of callers) {
        const res = await postLoginAs(await headersOf(t.app, u, p, 1, nextIp()), { username: 'uji.mahasiswa' });
        expect(res.statusCode, u).toBe(403);
      }
      // Only the callers' own login activities were written.
      expect(await countRows(logAktivitas)).toBe(logs + callers.length);
    });

    it('refuses a token of college 1 with header college-id 2', async () => {
      const h = await headersOf(t.app, 'operator', 'operator123', 1, nextIp());
      expect((await postLoginAs({ ...h, 'college-id': '2' }, { username: 'uji.dosen2' })).statusCode).toBe(403);
    });

    it('rejects bad input with 400 naming username and writes nothing', async () => {
      const h = await headersOf(t.app, 'operator', 'operator123', 1, nextIp());
      const logs = await countRows(logAktivitas);
      const tokens = await countRows(refreshTokens);
      for (const payload of [{}, { username: '' }, { username: ['a'] }]) {
        const res = await postLoginAs(h, payload);
        expect(res.statusCode).toBe(400);
        expect(res.json().status.message).toContain('username');
      }
      expect(await countRows(logAktivitas)).toBe(logs);
      expect(await countRows(refreshTokens)).toBe(tokens);
    });

    it('answers 404 for unknown, inactive and other-college accounts and 400 for operators', async () => {
      const h = await headersOf(t.app, 'operator', 'operator123', 1, nextIp());
      for (const username of ['tidak.ada', 'uji.nonaktif', 'uji.dosen2']) {
        const res = await postLoginAs(h, { username });
        expect(res.statusCode, username).toBe(404);
        expect(res.json().status.message).toBe(PESAN_LOGIN_AS.akunTidakDitemukan);
      }
      const op = await postLoginAs(h, { username: 'operator.laporan' });
      expect(op.statusCode).toBe(400);
      expect(op.json().status.message).toContain(PESAN_LOGIN_AS.bukanDosenMahasiswa);
      const h2 = await headersOf(t.app, 'operator2', 'operator123', 2, nextIp());
      expect((await postLoginAs(h2, { username: 'uji.mahasiswa' })).statusCode).toBe(404);
    });

    it('opens a session whose token carries the operator, visible in user_info and in both activity logs', async () => {
      const ip = nextIp();
      const h = await headersOf(t.app, 'operator', 'operator123', 1, ip);
      const opId = await userId(db(), 1, 'operator');
      const res = await t.app.inject({ method: 'POST', url: '/api/v2/lms/login_as', headers: h, remoteAddress: ip, payload: { username: 'UJI.MAHASISWA' } } as InjectOptions);
      expect(res.statusCode).toBe(200);
      const session = res.json().data;
      expect(session.token_type).toBe('Bearer');
      expect(await t.app.deps.tokens.verifyAccess(session.access_token)).toMatchObject({
        userId: fx.mahasiswa.user.id,
        role: 'ROLE_MAHASISWA',
        operator: 'operator',
      });

      const info = await t.app.inject({ url: '/api/v2/user_info', headers: bearer(session.access_token) });
      expect(info.json().data).toMatchObject({ username: 'uji.mahasiswa', role: 'ROLE_MAHASISWA', login_as_operator: 'operator', nomor_induk: fx.mahasiswa.mahasiswa.nim });

      const [opLog] = (await logsOf(opId, 'login_as')).slice(-1);
      expect(opLog).toMatchObject({ role: 'ROLE_OPERATOR', operator: null, ipAddress: ip });
      expect(opLog!.detail).toContain('uji.mahasiswa');
      const [targetLog] = (await logsOf(fx.mahasiswa.user.id, 'login_as')).slice(-1);
      expect(targetLog).toMatchObject({ role: 'ROLE_MAHASISWA', operator: 'operator', ipAddress: ip });
      expect(targetLog!.detail).toContain('operator');

      // The session cannot itself open another one.
      expect((await postLoginAs(bearer(session.access_token), { username: 'uji.dosen' })).statusCode).toBe(403);

      // The operator claim survives refresh-token rotation.
      const rotated = await postRefresh(session.refresh_token);
      expect(rotated.statusCode).toBe(200);
      const info2 = await t.app.inject({ url: '/api/v2/user_info', headers: bearer(rotated.json().data.access_token) });
      expect(info2.json().data.login_as_operator).toBe('operator');
    });

    it('a login-as session cannot be refreshed once its operator lost write on kelas_kuliah', async () => {
      const h = await headersOf(t.app, 'uji.op.master', FIXTURE_PASSWORD, 1, nextIp());
      expect((await postLoginAs(h, { username: 'uji.dosen' })).statusCode).toBe(403);
      const opH = await headersOf(t.app, 'operator', 'operator123', 1, nextIp());
      const session = (await postLoginAs(opH, { username: 'uji.dosen' })).json().data;
      await db().execute(sql`update operators set hak_akses = hak_akses || '{"kelas_kuliah":"read"}'::jsonb where user_id = ${await userId(db(), 1, 'operator')}`);
      try {
        expect((await postRefresh(session.refresh_token)).statusCode).toBe(401);
      } finally {
        await db().execute(sql`update operators set hak_akses = hak_akses || '{"kelas_kuliah":"write"}'::jsonb where user_id = ${await userId(db(), 1, 'operator')}`);
      }
    });
  });

  describe('GET /api/v2/lms/login_as/akun', () => {
    const getAkun = (headers: Record<string, string>, query = '') => t.app.inject({ url: `/api/v2/lms/login_as/akun${query}`, headers });
    let op: Record<string, string>;
    beforeAll(async () => {
      op = await headersOf(t.app, 'operator', 'operator123', 1, nextIp());
    });

    it('needs a login, the permission and the right college', async () => {
      expect((await getAkun({ 'college-id': '1' })).statusCode).toBe(401);
      for (const [u, p] of [['uji.dosen', FIXTURE_PASSWORD], ['operator.laporan', 'operator123'], ['uji.op.kelas', FIXTURE_PASSWORD]] as const) {
        expect((await getAkun(await headersOf(t.app, u, p, 1, nextIp()))).statusCode, u).toBe(403);
      }
      expect((await getAkun({ ...op, 'college-id': '2' })).statusCode).toBe(403);
    });

    it('rejects bad filters with 400 naming the field', async () => {
      for (const [q, field] of [['?role=ROLE_OPERATOR', 'role'], ['?per_page=0', 'per_page'], ['?page=abc', 'page']]) {
        const res = await getAkun(op, q);
        expect(res.statusCode, q).toBe(400);
        expect(res.json().status.message).toContain(field);
      }
    });

    it('lists the active lecturers and students of the college only, paginated', async () => {
      const [expected] = await db()
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.collegeId, 1), eq(users.isActive, true), sql`${users.role} in ('ROLE_DOSEN','ROLE_MAHASISWA')`));
      const res = await getAkun(op, '?per_page=3');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.meta).toEqual({ page: 1, per_page: 3, total_items: Number(expected!.n), total_pages: Math.ceil(Number(expected!.n) / 3) });
      expect(body.data.length).toBe(Math.min(3, Number(expected!.n)));
      expect(body.data.every((a: { role: string }) => a.role === 'ROLE_DOSEN' || a.role === 'ROLE_MAHASISWA')).toBe(true);

      const all = (await getAkun(op, '?ignore_default_pagination=true')).json().data as { username: string }[];
      expect(all).toHaveLength(Number(expected!.n));
      const names = all.map((a) => a.username);
      expect(names).toContain('uji.dosen');
      expect(names).not.toContain('uji.nonaktif');
      expect(names).not.toContain('uji.dosen2');
      expect(names).not.toContain('operator');
    });

    it('searches by name, username, nim and nidn, case-insensitively, wildcards taken literally', async () => {
      const byNim = (await getAkun(op, `?search=${fx.mahasiswa.mahasiswa.nim}`)).json().data;
      expect(byNim).toEqual([
        {
          id: fx.mahasiswa.user.id,
          username: 'uji.mahasiswa',
          nama: fx.mahasiswa.user.nama,
          gelar_depan: '',
          gelar_akademik: '',
          role: 'ROLE_MAHASISWA',
          nomor_induk: fx.mahasiswa.mahasiswa.nim,
        },
      ]);
      const byNidn = (await getAkun(op, `?search=${fx.dosen.dosen.nidn.slice(2)}`)).json().data;
      expect(byNidn.map((a: { username: string }) => a.username)).toEqual(['uji.dosen']);
      expect(byNidn[0].nomor_induk).toBe(fx.dosen.dosen.nidn);
      const byName = (await getAkun(op, '?search=bambang%20UJI')).json().data;
      expect(byName.map((a: { id: number }) => a.id)).toEqual([fx.dosen.user.id]);
      const byUsername = (await getAkun(op, '?search=UJI.MAHA')).json().data;
      expect(byUsername.map((a: { id: number }) => a.id)).toEqual([fx.mahasiswa.user.id]);
      const roleFiltered = (await getAkun(op, '?search=uji&role=ROLE_DOSEN&ignore_default_pagination=true')).json().data;
      expect(roleFiltered.map((a: { username: string }) => a.username)).toEqual(['uji.dosen']);
      expect((await getAkun(op, '?search=%25')).json().data).toEqual([]);
      expect((await getAkun(op, '?search=uji_dosen')).json().data).toEqual([]);
      // College 2 sees its own people only.
      const h2 = await headersOf(t.app, 'operator2', 'operator123', 2, nextIp());
      expect((await getAkun(h2, '?search=uji')).json().data.map((a: { username: string }) => a.username)).toEqual(['uji.dosen2']);
    });
  });
});
