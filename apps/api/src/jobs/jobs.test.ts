import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { createTestDatabase } from '../../test/helpers';
import type { Database } from '../db/client';
import { loginAttempts, refreshTokens, sesiDicabut, users } from '../db/schema';
import { isMultiStatement, pgliteBossAdapter } from './boss';
import { CLEANUP_CRON, CLEANUP_GRACE_MS, CLEANUP_QUEUE, runMaintenanceCleanup } from './cleanup';
import { startJobs, type JobsRunner } from './index';

let database: Database & { drop(): Promise<void> };
let userId: number;
const HOUR = 3600_000;

beforeAll(async () => {
  database = await createTestDatabase();
  const [u] = await database.db.select().from(users).where(and(eq(users.collegeId, 1), eq(users.username, 'mahasiswa')));
  userId = u!.id;
});
afterAll(async () => database?.drop());

/** Rows on both sides of the one-day cutoff; returns their ids. */
async function insertRows(now = Date.now()) {
  const token = (expiresAt: number) => ({
    userId,
    collegeId: 1,
    familyId: randomUUID(),
    tokenHash: randomBytes(16).toString('hex'),
    expiresAt: new Date(expiresAt),
  });
  const tokens = await database.db
    .insert(refreshTokens)
    .values([token(now - CLEANUP_GRACE_MS - HOUR), token(now - HOUR), token(now + 23 * HOUR)])
    .returning({ id: refreshTokens.id });
  const attempt = (at: number) => ({ collegeId: 1, username: 'mahasiswa', ipAddress: '10.0.0.1', attemptedAt: new Date(at) });
  const attempts = await database.db
    .insert(loginAttempts)
    .values([attempt(now - CLEANUP_GRACE_MS - HOUR), attempt(now - 2 * CLEANUP_GRACE_MS), attempt(now - HOUR)])
    .returning({ id: loginAttempts.id });
  return {
    oldTokens: [tokens[0]!.id],
    keptTokens: [tokens[1]!.id, tokens[2]!.id],
    oldAttempts: [attempts[0]!.id, attempts[1]!.id],
    keptAttempts: [attempts[2]!.id],
  };
}

async function remaining(ids: Awaited<ReturnType<typeof insertRows>>) {
  const t = await database.db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(inArray(refreshTokens.id, [...ids.oldTokens, ...ids.keptTokens]));
  const a = await database.db
    .select({ id: loginAttempts.id })
    .from(loginAttempts)
    .where(inArray(loginAttempts.id, [...ids.oldAttempts, ...ids.keptAttempts]));
  return { tokens: t.map((r) => r.id).sort(), attempts: a.map((r) => r.id).sort((x, y) => x - y) };
}

beforeEach(async () => {
  await database.db.delete(refreshTokens);
  await database.db.delete(loginAttempts);
});

describe('runMaintenanceCleanup', () => {
  it('deletes refresh tokens expired over a day ago and login attempts older than a day, keeping the rest', async () => {
    const ids = await insertRows();
    const day = 24 * 60 * 60 * 1000;
    const oldSid = randomUUID();
    const recentSid = randomUUID();
    await database.db.insert(sesiDicabut).values([
      { sid: oldSid, collegeId: 1, userId: 1, dicabutPada: new Date(Date.now() - 2 * day) },
      { sid: recentSid, collegeId: 1, userId: 1, dicabutPada: new Date(Date.now() - 60_000) },
    ]);
    const result = await runMaintenanceCleanup(database.db);
    expect(result).toEqual({ refreshTokens: ids.oldTokens.length, loginAttempts: ids.oldAttempts.length, sesiDicabut: 1 });
    expect(await remaining(ids)).toEqual({ tokens: [...ids.keptTokens].sort(), attempts: ids.keptAttempts });
    const sesi = await database.db.select({ sid: sesiDicabut.sid }).from(sesiDicabut).where(inArray(sesiDicabut.sid, [oldSid, recentSid]));
    expect(sesi.map((r) => r.sid)).toEqual([recentSid]);
    // A revocation younger than one access-token lifetime is kept even when the grace is shorter.
    expect((await runMaintenanceCleanup(database.db, new Date(Date.now() + day), 2 * day)).sesiDicabut).toBe(0);
    // Running again finds nothing more.
    expect(await runMaintenanceCleanup(database.db)).toEqual({ refreshTokens: 0, loginAttempts: 0, sesiDicabut: 0 });
  });
});

describe(`pg-boss on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  let jobs: JobsRunner;
  const logged: object[] = [];

  beforeAll(async () => {
    let databaseUrl: string | undefined;
    if (process.env.TEST_DATABASE_URL) {
      const { rows } = await database.query<{ name: string }>('select current_database() as name');
      const url = new URL(process.env.TEST_DATABASE_URL);
      url.pathname = `/${rows[0]!.name}`;
      databaseUrl = url.toString();
    }
    jobs = await startJobs({
      database,
      databaseUrl,
      log: { info: (o) => logged.push(o), error: (o) => logged.push(o) },
      pollingIntervalSeconds: 0.5,
    });
  });
  afterAll(async () => jobs?.stop());

  it('registers the 15-minute cleanup schedule', async () => {
    const schedules = await jobs.boss.getSchedules();
    expect(schedules.find((s) => s.name === CLEANUP_QUEUE)).toMatchObject({ cron: CLEANUP_CRON });
    expect(CLEANUP_CRON).toBe('*/15 * * * *');
  });

  it('processes a sent cleanup job: the job completes and the old rows are gone', async () => {
    const ids = await insertRows();
    const id = await jobs.boss.send(CLEANUP_QUEUE, {});
    expect(id).toBeTruthy();
    const until = Date.now() + 15_000;
    let state: string | undefined;
    while (Date.now() < until) {
      state = (await jobs.boss.getJobById(CLEANUP_QUEUE, id!))?.state;
      if (state === 'completed' || state === 'failed') break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(state).toBe('completed');
    expect(await remaining(ids)).toEqual({ tokens: [...ids.keptTokens].sort(), attempts: ids.keptAttempts });
    expect(logged).toContainEqual(expect.objectContaining({ job: CLEANUP_QUEUE, refreshTokens: 1, loginAttempts: 2 }));
  });

  it('starts a second time on the same database without error (schema, queue and schedule are idempotent)', async () => {
    if (process.env.TEST_DATABASE_URL) {
      const { rows } = await database.query<{ name: string }>('select current_database() as name');
      const url = new URL(process.env.TEST_DATABASE_URL);
      url.pathname = `/${rows[0]!.name}`;
      const second = await startJobs({ database, databaseUrl: url.toString(), log: { info: () => {}, error: () => {} } });
      await second.stop();
    } else {
      const second = await startJobs({ database, log: { info: () => {}, error: () => {} } });
      await second.stop();
    }
    const schedules = await jobs.boss.getSchedules();
    expect(schedules.filter((s) => s.name === CLEANUP_QUEUE)).toHaveLength(1);
  });
});

describe('PGlite adapter for pg-boss', () => {
  it('tells multi-statement text from single statements', () => {
    expect(isMultiStatement('BEGIN; SELECT 1; COMMIT;')).toBe(true);
    expect(isMultiStatement('SELECT 1;  \n')).toBe(false);
    expect(isMultiStatement('SELECT 1')).toBe(false);
    expect(isMultiStatement('SELECT $1; SELECT 2', [1])).toBe(false);
  });

  it.runIf(!process.env.TEST_DATABASE_URL)('leaves the single PGlite session usable after a failed multi-statement batch', async () => {
    const adapter = pgliteBossAdapter(database);
    await expect(adapter.executeSql('BEGIN; SELECT 1/0; COMMIT;', [])).rejects.toThrow();
    const { rows } = await adapter.executeSql('SELECT 41 + 1 AS n', []);
    expect(rows[0]).toEqual({ n: 42 });
    // Not stuck inside the aborted transaction: a write outside it persists.
    await adapter.executeSql(`INSERT INTO login_attempts (college_id, username, ip_address) VALUES (1, 'x', 'y')`, []);
    const c = await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM login_attempts WHERE username = 'x'`);
    expect(c.rows[0]!.n).toBe(1);
  });
});
