import { and, count, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ERROR_CODES,
  LOGIN_GAGAL_TANPA_JEDA,
  LOGIN_MAX_GAGAL_AKUN,
  LOGIN_WINDOW_S,
  PESAN_KUNCI_LOGIN,
  PESAN_PENGGUNA,
  jedaLoginAkun,
} from '@lms/shared';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { logAktivitas, loginAttempts } from '../../db/schema';
import { FIXTURE_PASSWORD, headersOf, seedIdentityFixtures, userId, type Fixtures } from './auth.fixtures';
import { passwordCheck } from './password';

/**
 * Login lockout per account over every address (issue 33 point 2): failures of one username from any number of
 * addresses share one budget, with a growing wait and then a lock the user is told about; an operator with write on
 * data_master unlocks. Password checks are counted at the one place a login checks one (passwordCheck.verify).
 */
let t: TestContext;
let fx: Fixtures;
let ipSeq = 0;
const nextIp = () => `10.33.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;

beforeAll(async () => {
  t = await createTestApp();
  fx = await seedIdentityFixtures(t.database.db);
});
afterAll(async () => t?.close());
afterEach(async () => {
  vi.restoreAllMocks();
  await db().delete(loginAttempts);
});

const db = () => t.database.db;
const login = (username: string, password: string, ip: string, collegeId = 1) =>
  t.app.inject({ method: 'POST', url: '/api/v2/access_token', headers: { 'college-id': String(collegeId) }, remoteAddress: ip, payload: { username, password } } as InjectOptions);

async function failures(username: string) {
  const [row] = await db().select({ n: count() }).from(loginAttempts).where(eq(loginAttempts.username, username));
  return Number(row!.n);
}

/** As if `detik` seconds had passed for the account's failures (the throttle reads the database clock). */
async function lewati(username: string, detik: number) {
  await db()
    .update(loginAttempts)
    .set({ attemptedAt: sql`${loginAttempts.attemptedAt} - make_interval(secs => ${detik})` })
    .where(eq(loginAttempts.username, username));
}

/** Moves the account's failures so that the newest is now: a wait measured from here does not depend on load. */
async function newestNow(username: string) {
  await db().execute(sql`update login_attempts set attempted_at = attempted_at + (now() - (select max(attempted_at) from login_attempts where username = ${username}))
    where username = ${username}`);
}

describe('lockout per account over every address', () => {
  it(`5 addresses × 5 wrong passwords check at most ${LOGIN_MAX_GAGAL_AKUN} passwords, then the account is locked — the right password too`, async () => {
    const verify = vi.spyOn(passwordCheck, 'verify');
    const ips = Array.from({ length: 5 }, nextIp);
    const answers: { status: number; code: string; message: string; retry: number | undefined }[] = [];
    let gagal = 0;
    for (let round = 0; round < 5; round++) {
      for (const ip of ips) {
        // Each wait is let pass, so only the lock can stop the guesses.
        if (gagal < LOGIN_MAX_GAGAL_AKUN) await lewati('uji.mahasiswa', jedaLoginAkun(gagal));
        const res = await login('uji.mahasiswa', `tebakan-${round}-${ip}`, ip);
        if (res.statusCode === 401) gagal++;
        answers.push({ status: res.statusCode, code: res.json().status.code, message: res.json().status.message, retry: res.json().detail?.retry_after });
      }
    }
    expect(verify).toHaveBeenCalledTimes(LOGIN_MAX_GAGAL_AKUN);
    expect(answers.slice(0, LOGIN_MAX_GAGAL_AKUN).map((a) => a.status)).toEqual(Array(LOGIN_MAX_GAGAL_AKUN).fill(401));
    const refused = answers.slice(LOGIN_MAX_GAGAL_AKUN);
    expect(refused.every((a) => a.status === 429 && a.code === ERROR_CODES.akunTerkunci)).toBe(true);
    expect(await failures('uji.mahasiswa')).toBe(LOGIN_MAX_GAGAL_AKUN);

    // The user is told how long: the oldest counted failure (moved back by the waits let pass) leaves the window then.
    const waitedS = Array.from({ length: LOGIN_MAX_GAGAL_AKUN }, (_, n) => jedaLoginAkun(n)).reduce((a, b) => a + b, 0);
    const last = refused.at(-1)!;
    expect(last.retry).toBeGreaterThan(LOGIN_WINDOW_S - waitedS - 30);
    expect(last.retry).toBeLessThanOrEqual(LOGIN_WINDOW_S - waitedS);
    expect(last.message).toBe(PESAN_KUNCI_LOGIN.terkunci(last.retry!));
    expect(last.message).toContain(`Coba lagi dalam ${Math.ceil(last.retry! / 60)} menit`);

    // The right password from a fresh address is refused with the lock message, without a password check.
    const right = await login('UJI.MAHASISWA', FIXTURE_PASSWORD, nextIp());
    expect(right.statusCode).toBe(429);
    expect(right.json().status).toEqual({ code: ERROR_CODES.akunTerkunci, message: PESAN_KUNCI_LOGIN.terkunci(right.json().detail.retry_after) });
    expect(verify).toHaveBeenCalledTimes(LOGIN_MAX_GAGAL_AKUN);
    expect(await failures('uji.mahasiswa')).toBe(LOGIN_MAX_GAGAL_AKUN);

    // One user's lock never locks another: another account from the very same addresses logs in.
    for (const ip of ips.slice(0, 2)) expect((await login('uji.dosen', FIXTURE_PASSWORD, ip)).statusCode).toBe(200);
  });

  it('parallel attempts from 5 addresses: each reaches the password check only inside the budget', async () => {
    const verify = vi.spyOn(passwordCheck, 'verify');
    const ips = Array.from({ length: 5 }, nextIp);
    const res = await Promise.all(ips.flatMap((ip) => Array.from({ length: 5 }, (_, i) => login('uji.dosen', `tebakan-${i}`, ip))));
    const codes = res.map((r) => r.statusCode);
    // A 401 is only answered after a password check; the rest were refused before one (the account must wait).
    expect(codes.filter((c) => c === 401)).toHaveLength(LOGIN_GAGAL_TANPA_JEDA);
    expect(codes.filter((c) => c === 429)).toHaveLength(25 - LOGIN_GAGAL_TANPA_JEDA);
    expect(verify).toHaveBeenCalledTimes(LOGIN_GAGAL_TANPA_JEDA);
    expect(await failures('uji.dosen')).toBe(LOGIN_GAGAL_TANPA_JEDA);
  });

  it('makes the account wait longer after each failure past the free ones, from any address', async () => {
    for (let i = 0; i < LOGIN_GAGAL_TANPA_JEDA; i++) expect((await login('uji.dosen', 'salah', nextIp())).statusCode).toBe(401);
    const verify = vi.spyOn(passwordCheck, 'verify');
    await newestNow('uji.dosen');
    const wait = await login('uji.dosen', FIXTURE_PASSWORD, nextIp());
    expect(wait.statusCode).toBe(429);
    const first = wait.json().detail.retry_after as number;
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(jedaLoginAkun(LOGIN_GAGAL_TANPA_JEDA));
    expect(wait.json().status).toEqual({ code: ERROR_CODES.tooManyRequests, message: PESAN_KUNCI_LOGIN.jeda(first) });
    expect(wait.json().status.message).toContain('detik');
    expect(verify).not.toHaveBeenCalled();

    await lewati('uji.dosen', jedaLoginAkun(LOGIN_GAGAL_TANPA_JEDA));
    expect((await login('uji.dosen', 'salah', nextIp())).statusCode).toBe(401);
    await newestNow('uji.dosen');
    const longer = (await login('uji.dosen', 'salah', nextIp())).json();
    expect(longer.detail.retry_after).toBeGreaterThan(jedaLoginAkun(LOGIN_GAGAL_TANPA_JEDA));
    expect(longer.detail.retry_after).toBeLessThanOrEqual(jedaLoginAkun(LOGIN_GAGAL_TANPA_JEDA + 1));
    expect(verify).toHaveBeenCalledTimes(1);

    // Once the wait is over the right password logs in and forgets every failure of the account.
    await lewati('uji.dosen', jedaLoginAkun(LOGIN_GAGAL_TANPA_JEDA + 1));
    expect((await login('uji.dosen', FIXTURE_PASSWORD, nextIp())).statusCode).toBe(200);
    expect(await failures('uji.dosen')).toBe(0);
  });
});

describe('POST /api/v2/lms/pengguna/{id}/buka_kunci_login', () => {
  /** Locks the account as LOGIN_MAX_GAGAL_AKUN failures from as many addresses would. */
  async function kunci(username: string) {
    await db()
      .insert(loginAttempts)
      .values(Array.from({ length: LOGIN_MAX_GAGAL_AKUN }, () => ({ collegeId: 1, username, ipAddress: nextIp() })));
  }
  const unlock = (headers: Record<string, string>, id: number | string) =>
    t.app.inject({ method: 'POST', url: `/api/v2/lms/pengguna/${id}/buka_kunci_login`, headers });
  const unlockLogs = async () =>
    Number((await db().select({ n: count() }).from(logAktivitas).where(eq(logAktivitas.jenisAktivitas, 'buka_kunci_login')))[0]!.n);

  it('shows the lock on the user screens, refuses callers without write on data_master, and unlocks (logged)', async () => {
    const op = await headersOf(t.app, 'operator', 'operator123', 1, nextIp());
    await kunci('uji.mahasiswa');
    const id = fx.mahasiswa.user.id;

    const detail = (await t.app.inject({ url: `/api/v2/lms/pengguna/${id}`, headers: op })).json().data;
    const sampai = Date.parse(detail.login_terkunci_sampai);
    expect(Math.abs(sampai - (Date.now() + LOGIN_WINDOW_S * 1000))).toBeLessThan(60_000);
    const list = (await t.app.inject({ url: '/api/v2/lms/pengguna?role=mahasiswa&search=uji', headers: op })).json().data as { username: string; login_terkunci_sampai: string | null }[];
    expect(list.find((p) => p.username === 'uji.mahasiswa')!.login_terkunci_sampai).toBe(detail.login_terkunci_sampai);
    const dosen = (await t.app.inject({ url: `/api/v2/lms/pengguna/${fx.dosen.user.id}`, headers: op })).json().data;
    expect(dosen.login_terkunci_sampai).toBeNull();

    const refusals: [Record<string, string>, number | string, number][] = [
      [{ 'college-id': '1' }, id, 401],
      [await headersOf(t.app, 'uji.dosen', FIXTURE_PASSWORD, 1, nextIp()), id, 403],
      [await headersOf(t.app, 'operator.laporan', 'operator123', 1, nextIp()), id, 403],
      [await headersOf(t.app, 'uji.op.master', FIXTURE_PASSWORD, 1, nextIp()), id, 403],
      [{ ...(await headersOf(t.app, 'operator2', 'operator123', 2, nextIp())), 'college-id': '1' }, id, 403],
      [await headersOf(t.app, 'operator2', 'operator123', 2, nextIp()), id, 404],
      [op, 2_000_000_000, 404],
      [op, 'abc', 400],
    ];
    for (const [headers, target, status] of refusals) {
      const res = await unlock(headers, target);
      expect([target, res.statusCode]).toEqual([target, status]);
      if (status === 404) expect(res.json().status.message).toBe(PESAN_PENGGUNA.tidakDitemukan);
      if (status === 400) expect(res.json().status.message).toContain('id');
    }
    expect(await failures('uji.mahasiswa')).toBe(LOGIN_MAX_GAGAL_AKUN);
    expect(await unlockLogs()).toBe(0);

    const res = await unlock(op, id);
    expect(res.statusCode).toBe(200);
    expect(res.json().status.message).toBe(PESAN_KUNCI_LOGIN.dibuka);
    expect(res.json().data).toMatchObject({ id, username: 'uji.mahasiswa', login_terkunci_sampai: null });
    expect(await failures('uji.mahasiswa')).toBe(0);
    const [log] = await db()
      .select()
      .from(logAktivitas)
      .where(and(eq(logAktivitas.jenisAktivitas, 'buka_kunci_login'), eq(logAktivitas.userId, await userId(db(), 1, 'operator'))));
    expect(log).toMatchObject({ collegeId: 1, role: 'ROLE_OPERATOR' });
    expect(log!.detail).toContain("'uji.mahasiswa'");
    expect(log!.detail).toContain(`${LOGIN_MAX_GAGAL_AKUN} percobaan gagal`);

    // The user logs in at once; a second unlock finds nothing to unlock and logs nothing.
    expect((await login('uji.mahasiswa', FIXTURE_PASSWORD, nextIp())).statusCode).toBe(200);
    const again = await unlock(op, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().status.message).toBe(PESAN_KUNCI_LOGIN.tidakTerkunci);
    expect(await unlockLogs()).toBe(1);
  });
});
