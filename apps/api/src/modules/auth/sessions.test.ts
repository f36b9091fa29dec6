import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, LOGIN_MAX_GAGAL } from '@lms/shared';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { buildApp } from '../../app';
import { createDatabase, type Database } from '../../db/client';
import { loginAttempts, operators, sesiDicabut, users } from '../../db/schema';
import { createSessionRevocations, pruneSesiDicabut } from '../../lib/sessions';
import { bearer, FIXTURE_PASSWORD, loginAkun, seedIdentityFixtures, userId, type Fixtures } from './auth.fixtures';

/**
 * Two API processes on one database: on PostgreSQL each app has its own pool and its own LISTEN connection (as two
 * processes would); on PGlite both share the one embedded database.
 */
let t: TestContext;
let fx: Fixtures;
let second: FastifyInstance;
let secondDb: Database | null = null;
const apps = () => [t.app, second] as const;
let ipSeq = 0;
const nextIp = () => `10.60.0.${++ipSeq}`;

beforeAll(async () => {
  t = await createTestApp();
  fx = await seedIdentityFixtures(t.database.db);
  if (t.database.kind === 'postgres') {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    const [row] = (await t.database.query<{ name: string }>('select current_database() as name')).rows;
    url.pathname = `/${row!.name}`;
    secondDb = await createDatabase({ databaseUrl: url.toString(), poolSize: 5 });
  }
  second = await buildApp({ config: t.app.deps.config, database: secondDb ?? t.database });
  await second.ready();
});
afterAll(async () => {
  await second?.close();
  await secondDb?.close();
  await t?.close();
});

const db = () => t.database.db;
const userInfo = (app: FastifyInstance, token: string) => app.inject({ url: '/api/v2/user_info', headers: bearer(token) });

/** Waits until both processes refuse the token as an ended session (NOTIFY is asynchronous); fails after 3 s. */
async function expectRefusedEverywhere(token: string) {
  for (const app of apps()) {
    const end = Date.now() + 3000;
    let res = await userInfo(app, token);
    // A request that reads the user row may refuse a deactivated user (401 unauthorized) before the revocation
    // notice reached this process; wait for the notice itself, which is what ends every later request cheaply.
    while ((res.statusCode === 200 || res.json().status.code !== ERROR_CODES.sessionRevoked) && Date.now() < end) {
      await new Promise((r) => setTimeout(r, 20));
      res = await userInfo(app, token);
    }
    expect(res.statusCode).toBe(401);
    expect(res.json().status.code).toBe(ERROR_CODES.sessionRevoked);
  }
}

async function expectAcceptedEverywhere(token: string) {
  for (const app of apps()) expect((await userInfo(app, token)).statusCode).toBe(200);
}

describe('login throttle under parallel attempts', () => {
  it(`lets at most ${LOGIN_MAX_GAGAL} of 40 parallel wrong passwords reach the password check, across two processes`, async () => {
    const ip = nextIp();
    const attempt = (app: FastifyInstance, i: number) =>
      app.inject({
        method: 'POST',
        url: '/api/v2/access_token',
        headers: { 'college-id': '1' },
        remoteAddress: ip,
        payload: { username: 'uji.mahasiswa', password: `salah-${i}` },
      } as InjectOptions);
    const res = await Promise.all(Array.from({ length: 40 }, (_, i) => attempt(i % 2 ? second : t.app, i)));
    const codes = res.map((r) => r.statusCode);
    // A 401 is only ever answered after the password was checked; everything else was refused before it.
    expect(codes.filter((c) => c === 401)).toHaveLength(LOGIN_MAX_GAGAL);
    expect(codes.filter((c) => c === 429)).toHaveLength(40 - LOGIN_MAX_GAGAL);
    const [n] = await db().select({ n: count() }).from(loginAttempts).where(eq(loginAttempts.ipAddress, ip));
    expect(Number(n!.n)).toBe(LOGIN_MAX_GAGAL);
    // The account now waits between attempts from any address; the later scenarios log it in at once.
    await db().delete(loginAttempts).where(eq(loginAttempts.username, 'uji.mahasiswa'));
  });
});

describe('ending a session ends its access tokens on every process', () => {
  it('logout: refused at once by the process that logged out and by the other; other sessions live on', async () => {
    const s = await loginAkun(t.app, 'uji.dosen', FIXTURE_PASSWORD, { ip: nextIp() });
    const other = await loginAkun(second, 'uji.dosen', FIXTURE_PASSWORD, { ip: nextIp() });
    await expectAcceptedEverywhere(s.access_token);
    const out = await t.app.inject({ method: 'POST', url: '/api/v2/lms/log_aktivitas/logout', headers: bearer(s.access_token) });
    expect(out.statusCode).toBe(200);
    // The process that committed the logout knows without waiting for the broadcast.
    expect((await userInfo(t.app, s.access_token)).statusCode).toBe(401);
    await expectRefusedEverywhere(s.access_token);
    await expectAcceptedEverywhere(other.access_token);
  });

  it('a reused refresh token ends the whole chain: the old and the newest access tokens alike', async () => {
    const first = await loginAkun(t.app, 'uji.dosen', FIXTURE_PASSWORD, { ip: nextIp() });
    const rotate = (app: FastifyInstance, token: string) =>
      app.inject({ method: 'POST', url: '/api/v2/refresh_token', headers: { 'college-id': '1' }, payload: { refresh_token: token } });
    const rotated = await rotate(t.app, first.refresh_token);
    expect(rotated.statusCode).toBe(200);
    const newest = rotated.json().data as { access_token: string };
    await expectAcceptedEverywhere(newest.access_token);

    const reuse = await rotate(second, first.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().status.code).toBe(ERROR_CODES.tokenReused);
    expect((await userInfo(second, newest.access_token)).statusCode).toBe(401);
    await expectRefusedEverywhere(newest.access_token);
    await expectRefusedEverywhere(first.access_token);
  });

  it('a deactivated user (by any writer of users.is_active) is out at once; reactivated, they can sign in again', async () => {
    const s = await loginAkun(t.app, 'uji.mahasiswa', FIXTURE_PASSWORD, { ip: nextIp() });
    const bystander = await loginAkun(t.app, 'uji.dosen', FIXTURE_PASSWORD, { ip: nextIp() });
    await db().update(users).set({ isActive: false }).where(eq(users.id, fx.mahasiswa.user.id));
    try {
      await expectRefusedEverywhere(s.access_token);
      await expectAcceptedEverywhere(bystander.access_token);
    } finally {
      await db().update(users).set({ isActive: true }).where(eq(users.id, fx.mahasiswa.user.id));
    }
    const again = await loginAkun(second, 'uji.mahasiswa', FIXTURE_PASSWORD, { ip: nextIp() });
    await expectAcceptedEverywhere(again.access_token);
  });

  it("a withdrawn login-as right ends the sessions the operator opened that way, not the operator's own", async () => {
    const opId = await userId(db(), 1, 'operator');
    const op = await loginAkun(t.app, 'operator', 'operator123', { ip: nextIp() });
    const own = await loginAkun(t.app, 'uji.dosen', FIXTURE_PASSWORD, { ip: nextIp() });
    const res = await second.inject({ method: 'POST', url: '/api/v2/lms/login_as', headers: bearer(op.access_token), payload: { username: 'uji.dosen' } });
    expect(res.statusCode).toBe(200);
    const asDosen = res.json().data as { access_token: string };
    await expectAcceptedEverywhere(asDosen.access_token);

    await db().execute(sql`update operators set hak_akses = hak_akses || '{"kelas_kuliah":"read"}'::jsonb where user_id = ${opId}`);
    try {
      await expectRefusedEverywhere(asDosen.access_token);
      await expectAcceptedEverywhere(op.access_token);
      await expectAcceptedEverywhere(own.access_token);
      // Changing another area leaves later login-as sessions alone.
      await db().execute(sql`update operators set hak_akses = hak_akses || '{"kelas_kuliah":"write"}'::jsonb where user_id = ${opId}`);
      const next = (await t.app.inject({ method: 'POST', url: '/api/v2/lms/login_as', headers: bearer(op.access_token), payload: { username: 'uji.dosen' } })).json().data;
      await db().update(operators).set({ hakAkses: sql`hak_akses || '{"pengumuman":"read"}'::jsonb` }).where(eq(operators.userId, opId));
      await expectAcceptedEverywhere(next.access_token);
    } finally {
      await db().execute(sql`update operators set hak_akses = hak_akses || '{"kelas_kuliah":"write","pengumuman":"write"}'::jsonb where user_id = ${opId}`);
    }
  });

  it('a process started after a revocation refuses the token from its first request', async () => {
    const s = await loginAkun(t.app, 'uji.dosen', FIXTURE_PASSWORD, { ip: nextIp() });
    await t.app.inject({ method: 'POST', url: '/api/v2/lms/log_aktivitas/logout', headers: bearer(s.access_token) });
    const [row] = await db().select({ n: count() }).from(sesiDicabut).where(and(eq(sesiDicabut.userId, fx.dosen.user.id)));
    expect(Number(row!.n)).toBeGreaterThan(0);
    const third = await buildApp({ config: t.app.deps.config, database: t.database });
    try {
      await third.ready();
      const res = await userInfo(third, s.access_token);
      expect(res.statusCode).toBe(401);
      expect(res.json().status.code).toBe(ERROR_CODES.sessionRevoked);
    } finally {
      await third.close();
    }
  });
});

describe('the in-memory set of ended sessions', () => {
  it('catches up by re-reading when a broadcast was lost, and keeps only what a live token could still carry', async () => {
    const set = createSessionRevocations(t.database, { tokenTtlS: t.app.deps.config.accessTokenTtl, resyncMs: 60_000 });
    await set.start();
    const lost = randomUUID();
    const old = randomUUID();
    try {
      // As if the LISTEN connection had been down: the row exists, no notification arrives.
      await t.database.exec('alter table sesi_dicabut disable trigger sesi_dicabut_umumkan');
      try {
        await db().insert(sesiDicabut).values({ sid: lost, collegeId: 1, userId: fx.dosen.user.id });
        await db()
          .insert(sesiDicabut)
          .values({ sid: old, collegeId: 1, userId: fx.dosen.user.id, dicabutPada: sql`now() - interval '2 days'` });
      } finally {
        await t.database.exec('alter table sesi_dicabut enable trigger sesi_dicabut_umumkan');
      }
      await new Promise((r) => setTimeout(r, 100));
      expect(set.isRevoked(lost)).toBe(false);
      await set.resync();
      expect(set.isRevoked(lost)).toBe(true);
      // Older than any access token can live: never loaded, and pruned from the table by the maintenance cleanup.
      expect(set.isRevoked(old)).toBe(false);
      expect(await pruneSesiDicabut(db(), new Date(Date.now() - 24 * 3600 * 1000))).toBeGreaterThanOrEqual(1);
      const left = await db().select({ sid: sesiDicabut.sid }).from(sesiDicabut).where(eq(sesiDicabut.sid, old));
      expect(left).toHaveLength(0);
      expect(await db().select({ sid: sesiDicabut.sid }).from(sesiDicabut).where(eq(sesiDicabut.sid, lost))).toHaveLength(1);
    } finally {
      await set.close();
    }
  });
});
