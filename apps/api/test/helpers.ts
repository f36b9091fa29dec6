import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDatabase, type Database } from '../src/db/client';
import { seedDemo } from '../src/db/seed';
import type { Snapshots } from './snapshot';

/**
 * A fresh, migrated, demo-seeded database per test file: in-memory PGlite by default,
 * or a throw-away database on the PostgreSQL named by TEST_DATABASE_URL (CI runs both).
 * Each one is a copy of the snapshot the global setup built once for the run (see snapshot.ts); outside a
 * vitest run with that setup, it migrates and seeds from scratch. `seed: false` gives an empty migrated database.
 */
export async function createTestDatabase({ seed = true }: { seed?: boolean } = {}): Promise<Database & { drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const provided = injectedSnapshots(adminUrl ? 'postgres' : 'pglite');
  const snapshot = provided ? (seed ? provided.seeded : provided.empty) : null;
  if (!adminUrl) {
    const database = await createDatabase(snapshot ? { memory: true, loadDataDir: new Blob([fs.readFileSync(snapshot)], { type: 'application/x-gzip' }) } : { memory: true });
    if (!snapshot) {
      await database.migrate();
      if (seed) await seedDemo(database.db);
    }
    return Object.assign(database, { drop: async () => database.close() });
  }
  const name = `lms_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(snapshot ? `CREATE DATABASE ${name} TEMPLATE ${snapshot}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ databaseUrl: url.toString(), poolSize: 5 });
  if (!snapshot) {
    await database.migrate();
    if (seed) await seedDemo(database.db);
  }
  return Object.assign(database, {
    drop: async () => {
      await database.close();
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  });
}

/** The run's snapshots for this engine, or null when the global setup did not build them (e.g. another runner). */
function injectedSnapshots(engine: 'pglite' | 'postgres'): Snapshots | null {
  let provided: ReturnType<typeof inject<'dbSnapshots'>> | undefined;
  try {
    provided = inject('dbSnapshots');
  } catch {
    return null;
  }
  return provided?.engine === engine ? provided.snapshots : null;
}

export type TestContext = { app: FastifyInstance; database: Database & { drop(): Promise<void> }; close(): Promise<void> };

/** `amatiAktivitas`: record the activity-log rows each write request writes (plugins/aktivitas-rute.ts). */
export async function createTestApp({ amatiAktivitas = false }: { amatiAktivitas?: boolean } = {}): Promise<TestContext> {
  const database = await createTestDatabase();
  // Uploaded files of each test app go to a private temporary directory, removed on close.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-test-'));
  const config = {
    ...loadConfig({ JWT_SECRET: 'test-secret-test-secret-test-secret', SEED_DEMO: 'false', DATA_DIR: dataDir }),
    runWorker: false,
  };
  const app = await buildApp({ config, database, amatiAktivitas });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Logs a demo account in and returns request headers for it. */
export async function loginHeaders(app: FastifyInstance, username: string, password: string, collegeId = 1) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v2/access_token',
    headers: { 'college-id': String(collegeId) },
    payload: { username, password },
  });
  if (res.statusCode !== 200) throw new Error(`login ${username} gagal: ${res.statusCode} ${res.body}`);
  const token = res.json().data.access_token as string;
  return { authorization: `Bearer ${token}`, 'college-id': String(collegeId) };
}

/** Request headers of the demo accounts most tests need, logged in at once. */
export async function demoHeaders(app: FastifyInstance) {
  const [operator, operatorLaporan, dosen, mahasiswa, operator2] = await Promise.all([
    loginHeaders(app, 'operator', 'operator123'),
    loginHeaders(app, 'operator.laporan', 'operator123'),
    loginHeaders(app, 'dosen', 'dosen123'),
    loginHeaders(app, 'mahasiswa', 'mahasiswa123'),
    loginHeaders(app, 'operator2', 'operator123', 2),
  ]);
  return { operator, operatorLaporan, dosen, mahasiswa, operator2 };
}

/**
 * Every statement drizzle sends on this handle from now until `stop()` (its logger sees each execution, prepared or
 * not, on both engines): for tests that pin how many round trips a hot route costs.
 */
export function catatStatement(db: Database['db']) {
  const logger = (db as unknown as { session: { logger: { logQuery(q: string, p: unknown[]): void } } }).session.logger;
  const asli = logger.logQuery;
  const sent: string[] = [];
  logger.logQuery = (q, p) => {
    sent.push(q);
    asli.call(logger, q, p);
  };
  return { sent, stop: () => void (logger.logQuery = asli) };
}
