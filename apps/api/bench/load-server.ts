/**
 * The API under load, in its own process (so the load generator does not share its event loop): started by
 * load.bench.ts with BENCH_ENGINE=postgres|pglite. Builds a throw-away database with the demo campus plus the
 * large campus, the production app (request logging on, as `npm start`), and the two bare routes every
 * figure is compared with. Reports its port over IPC; with BENCH_CPU_PROF=<file> it records a CPU profile from
 * the first measured request until it is told to stop.
 */
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDatabase, type Database } from '../src/db/client';
import { seedDemo } from '../src/db/seed';
import { seedLargeCampus } from './large-campus';

// Per-request SQL with timings (BENCH_SQL_TRACE): every statement the pg driver sends, recorded between
// 'trace-start' and 'trace-stop'. Pool.query delegates to Client.query, so patching the client sees them all.
type Traced = { sql: string; ms: number };
let trace: Traced[] | null = null;
{
  const proto = pg.Client.prototype as unknown as { query: (...a: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    const sink = trace;
    if (!sink) return original.apply(this, args);
    const t0 = performance.now();
    const q = args[0] as string | { text: string };
    const text = typeof q === 'string' ? q : q.text;
    const done = (err: unknown) => sink.push({ sql: `${err ? '(error) ' : ''}${text}`, ms: performance.now() - t0 });
    // Pool.query passes a callback; drizzle awaits the returned promise.
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const cb = args[last] as (err: unknown, res: unknown) => void;
      args[last] = (err: unknown, res: unknown) => {
        done(err);
        cb(err, res);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args);
    if (result instanceof Promise) void result.then(() => done(null), done);
    return result;
  };
}

const engine = process.env.BENCH_ENGINE === 'pglite' ? 'pglite' : 'postgres';
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DB_NAME = 'lms_bench_load';

async function prepareDatabase(): Promise<{ database: Database; cleanup: () => Promise<void> }> {
  if (engine === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-bench-pglite-'));
    const database = await createDatabase({ dataDir: dir });
    await database.migrate();
    await seedDemo(database.db);
    await seedLargeCampus(database);
    return { database, cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DB_NAME}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DB_NAME}`;
  const database = await createDatabase({ databaseUrl: url.toString() });
  await database.migrate();
  await seedDemo(database.db);
  const seeder = new pg.Client({ connectionString: url.toString() });
  await seeder.connect();
  await seedLargeCampus(seeder);
  await seeder.end();
  return { database, cleanup: async () => {} };
}

const { database, cleanup } = await prepareDatabase();
// The bare write's table: one row per user, as small as a write can be.
await database.exec(
  'create table if not exists bench_upsert (college_id int not null, user_id int not null, at timestamptz not null, primary key (college_id, user_id))',
);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-bench-files-'));
const config = {
  ...loadConfig({ SEED_DEMO: 'false', DATA_DIR: dataDir, LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' }),
  runWorker: false,
  // Every bench client logs in from the same address: the per-IP login guard must not refuse them.
  loginRateLimitPerMin: 1_000_000,
};
const app = await buildApp({ config, database, logger: { level: config.logLevel } });
// A route marked `cache: 'off'` (bench/routes.ts) measures the read cache's miss path: while its requests arrive
// (routes are measured one after another) every answer is built from the database, as on the first read after a
// write. Emptying the cache per request would not do: concurrent reads of one key share one build.
const readCache = app.deps.readCache;
let readCacheOff = false;
app.deps.readCache = {
  ...readCache,
  get: (db, collegeId, ruang, key, build, options) => (readCacheOff ? build() : readCache.get(db, collegeId, ruang, key, build, options)),
  peek: (collegeId, ruang, key) => (readCacheOff ? undefined : readCache.peek(collegeId, ruang, key)),
};
app.addHook('onRequest', async (request) => {
  if (request.url.startsWith('/api/bench/')) return;
  readCacheOff = request.headers['x-bench-read-cache'] === 'off';
});

// Bare read: one indexed SELECT of a class-list page, behind the same tenant and token hooks, in the envelope.
app.get('/api/bench/bare', async (request) => {
  const res = await database.query(
    'select id, periode, status from kelas_kuliah where college_id = $1 and periode = $2 order by periode desc, id limit $3',
    [request.college.id, 20261, 10],
  );
  return { status: { code: 'success', message: 'Berhasil' }, data: res.rows };
});
// Bare write: one single-row upsert, same hooks.
app.put('/api/bench/bare_upsert', async (request) => {
  await database.query(
    'insert into bench_upsert (college_id, user_id, at) values ($1, $2, now()) on conflict (college_id, user_id) do update set at = excluded.at',
    [request.college.id, request.actor.userId],
  );
  return { status: { code: 'success', message: 'Berhasil' }, data: null };
});

await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as { port: number }).port;

let profiler: Session | null = null;
process.on('message', async (msg: { type: string }) => {
  if (msg.type === 'profile-start' && process.env.BENCH_CPU_PROF) {
    profiler = new Session();
    profiler.connect();
    await profiler.post('Profiler.setSamplingInterval', { interval: 200 });
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
    process.send!({ type: 'profile-started' });
  }
  if (msg.type === 'profile-stop' && profiler) {
    const { profile } = await profiler.post('Profiler.stop');
    fs.writeFileSync(process.env.BENCH_CPU_PROF!, JSON.stringify(profile));
    profiler.disconnect();
    profiler = null;
    process.send!({ type: 'profile-stopped' });
  }
  if (msg.type === 'trace-start') {
    trace = [];
    process.send!({ type: 'trace-started' });
  }
  if (msg.type === 'trace-stop') {
    process.send!({ type: 'trace-stopped', statements: trace ?? [] });
    trace = null;
  }
  if (msg.type === 'stop') {
    await app.close();
    await database.close();
    await cleanup();
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  }
});
process.send!({ type: 'ready', port, engine });
