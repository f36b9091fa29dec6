/**
 * Live streams at scale (issue 7 point 6): does holding 10,000 open SSE streams slow a one-write route?
 *
 * Three processes, so no event loop is shared with another's work: the API (this file with role `server`, the
 * production app on a throw-away database), a holder that opens the streams and reads them (role `holder`), and
 * this orchestrator, which drives PUT /api/v2/lms/visitor/last_active with autocannon at 10 clients — first with
 * no stream open ("before"), then with all streams open ("after"), then again without (the machine's load drifts),
 * each for BENCH_SECONDS (a whole `time` period, so every stream is written to during the measurement).
 * Target: p99 with streams rises by less than 20% over the mean of both phases without.
 *
 * Run alone: `npx tsx apps/api/bench/streams.bench.ts` (from `npm run bench` too). Knobs (env): BENCH_STREAMS=10000
 * BENCH_SECONDS=20 BENCH_ENGINE=postgres|pglite BENCH_DATABASE_URL=postgres://… BENCH_STRICT=1 (exit 1 on a miss).
 * Needs a file-descriptor limit above the stream count in the API process (see README).
 * Writes bench/results/streams-latest.md and .json.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { ask, forkRole, type Msg } from './child-ipc';
import type autocannonFn from 'autocannon';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../../..');
const STREAMS = Number(process.env.BENCH_STREAMS ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const ENGINE = process.env.BENCH_ENGINE === 'pglite' ? 'pglite' : 'postgres';
const ROLE = process.env.STREAMS_BENCH_ROLE;
const TARGET_RISE = 0.2;

type Autocannon = typeof autocannonFn;

const child = (role: string, env: Record<string, string> = {}) => forkRole(fileURLToPath(import.meta.url), 'STREAMS_BENCH_ROLE', role, env);

// ---------------------------------------------------------------------------------------------------------------
// role=server: the production app on a throw-away database, plus its event-loop delay on request.

async function server() {
  const pg = (await import('pg')).default;
  const { buildApp } = await import('../src/app');
  const { loadConfig } = await import('../src/config');
  const { createDatabase } = await import('../src/db/client');
  const { seedDemo } = await import('../src/db/seed');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-bench-streams-'));
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const dbName = 'lms_bench_streams';
  let dbUrl: string | undefined;
  if (ENGINE === 'postgres') {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const u = new URL(adminUrl);
    u.pathname = `/${dbName}`;
    dbUrl = u.toString();
  }
  const database = await createDatabase(dbUrl ? { databaseUrl: dbUrl } : { dataDir: path.join(dataDir, 'db') });
  await database.migrate();
  await seedDemo(database.db);
  const config = { ...loadConfig({ SEED_DEMO: 'false', DATA_DIR: dataDir, LOG_LEVEL: 'info' }), runWorker: false, loginRateLimitPerMin: 1_000_000 };
  const app = await buildApp({ config, database, logger: { level: 'info' } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  let cpu = { at: performance.now(), usage: process.cpuUsage() };
  process.on('message', async (m: Msg) => {
    if (m.type === 'loop-reset') {
      loop.reset();
      cpu = { at: performance.now(), usage: process.cpuUsage() };
      process.send!({ type: 'loop-reset-done' });
    }
    if (m.type === 'loop') {
      const used = process.cpuUsage(cpu.usage);
      // CPU the API process burnt per second of wall time (ms/s; 1000 = one core busy).
      const cpuMsPerS = (used.user + used.system) / 1000 / ((performance.now() - cpu.at) / 1000);
      process.send!({ type: 'loop-stats', p99: loop.percentile(99) / 1e6, max: loop.max / 1e6, cpuMsPerS, subscribers: app.events.stats().subscribers });
    }
    if (m.type === 'stop') {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    }
  });
  process.send!({ type: 'ready', port: (app.server.address() as { port: number }).port });
}

// ---------------------------------------------------------------------------------------------------------------
// role=holder: opens the streams (as the web does: every stream in one connection) and counts what arrives.

async function holder() {
  const { EVENT_STREAMS } = await import('@lms/shared');
  const port = Number(process.env.BENCH_PORT);
  const headers = JSON.parse(process.env.BENCH_HEADERS!) as Record<string, string>;
  const query = EVENT_STREAMS.map((s) => `stream=${s}`).join('&');
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const reqs: http.ClientRequest[] = [];
  let open = 0;
  let failed = 0;
  let timeEvents = 0;
  const openOne = () =>
    new Promise<void>((resolve) => {
      const req = http.get({ host: '127.0.0.1', port, path: `/api/v2/lms/events?${query}`, headers, agent }, (res) => {
        if (res.statusCode !== 200) {
          failed += 1;
          res.resume();
          return resolve();
        }
        open += 1;
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          for (let i = chunk.indexOf('event: time'); i >= 0; i = chunk.indexOf('event: time', i + 1)) timeEvents += 1;
        });
        resolve();
      });
      req.on('error', () => {
        failed += 1;
        resolve();
      });
      reqs.push(req);
    });
  const t0 = Date.now();
  for (let i = 0; i < STREAMS; i += 250) await Promise.all(Array.from({ length: Math.min(250, STREAMS - i) }, openOne));
  process.send!({ type: 'opened', open, failed, ms: Date.now() - t0 });
  process.on('message', (m: Msg) => {
    if (m.type === 'count-reset') {
      timeEvents = 0;
      process.send!({ type: 'count-reset-done' });
    }
    if (m.type === 'count') process.send!({ type: 'counted', timeEvents, open });
    if (m.type === 'stop') {
      for (const r of reqs) r.destroy();
      process.exit(0);
    }
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Orchestrator.

type Phase = { streams: number; rps: number; p50: number; p90: number; p99: number; errors: number; loopP99: number; cpuMsPerS: number; timeEvents?: number };

async function measure(autocannon: Autocannon, base: string, headers: Record<string, string>, seconds: number) {
  const r = await autocannon({ url: `${base}/api/v2/lms/visitor/last_active`, method: 'PUT', headers, connections: 10, duration: seconds, timeout: 10 });
  return { rps: r.requests.average, p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx };
}

async function main() {
  const autocannon = (await import('autocannon')).default;
  const srv = child('server', { BENCH_ENGINE: ENGINE });
  const { port } = await ask<Msg & { port: number }>(srv, null, 'ready');
  const base = `http://127.0.0.1:${port}`;
  const login = await fetch(`${base}/api/v2/access_token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'college-id': '1' },
    body: JSON.stringify({ username: 'mahasiswa', password: 'mahasiswa123' }),
  });
  if (!login.ok) throw new Error(`login: HTTP ${login.status}`);
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const headers = { authorization: `Bearer ${token}`, 'college-id': '1' };

  console.log(`streams bench: ${ENGINE}, ${STREAMS} streams, ${SECONDS} s per phase`);
  await measure(autocannon, base, headers, 3); // warm-up (JIT, pool)
  const phase = async (streams: number, hold?: ChildProcess): Promise<Phase> => {
    await ask(srv, { type: 'loop-reset' }, 'loop-reset-done');
    if (hold) await ask(hold, { type: 'count-reset' }, 'count-reset-done');
    const m = await measure(autocannon, base, headers, SECONDS);
    const loop = await ask<Msg & { p99: number; cpuMsPerS: number }>(srv, { type: 'loop' }, 'loop-stats');
    const counted = hold ? await ask<Msg & { timeEvents: number }>(hold, { type: 'count' }, 'counted') : null;
    return { streams, ...m, loopP99: loop.p99, cpuMsPerS: loop.cpuMsPerS, timeEvents: counted?.timeEvents };
  };

  const before = await phase(0);
  console.log(`  tanpa stream: p99 ${before.p99} ms, p50 ${before.p50} ms, ${before.rps.toFixed(0)} req/s`);
  const hold = child('holder', { BENCH_PORT: String(port), BENCH_HEADERS: JSON.stringify(headers) });
  const opened = await ask<Msg & { open: number; failed: number; ms: number }>(hold, null, 'opened');
  const subs = await ask<Msg & { subscribers: number }>(srv, { type: 'loop' }, 'loop-stats');
  console.log(`  ${opened.open} stream terbuka (${opened.failed} gagal) dalam ${(opened.ms / 1000).toFixed(1)} s; server: ${subs.subscribers} pelanggan`);
  await new Promise((r) => setTimeout(r, 2000));
  const after = await phase(opened.open, hold);
  console.log(`  ${opened.open} stream: p99 ${after.p99} ms, p50 ${after.p50} ms, ${after.rps.toFixed(0)} req/s; ${after.timeEvents} event time`);
  hold.send({ type: 'stop' });
  // The machine's load drifts: measure "before" again once the streams are gone and compare with both.
  for (let i = 0; i < 100; i += 1) {
    const s = await ask<Msg & { subscribers: number }>(srv, { type: 'loop' }, 'loop-stats');
    if (s.subscribers === 0) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const again = await phase(0);
  console.log(`  tanpa stream lagi: p99 ${again.p99} ms, p50 ${again.p50} ms, ${again.rps.toFixed(0)} req/s`);
  srv.send({ type: 'stop' });

  const baseP99 = (before.p99 + again.p99) / 2;
  const rise = baseP99 > 0 ? after.p99 / baseP99 - 1 : 0;
  const pass = opened.open === STREAMS && rise < TARGET_RISE && after.errors === 0;
  const rows = [before, after, again]
    .map((p) => `| ${p.streams} | ${p.rps.toFixed(0)} | ${p.p50} | ${p.p90} | ${p.p99} | ${p.errors} | ${p.loopP99.toFixed(1)} | ${p.cpuMsPerS.toFixed(0)} | ${(p.cpuMsPerS / Math.max(1, p.rps)).toFixed(2)} | ${p.timeEvents ?? '-'} |`)
    .join('\n');
  const md = [
    `# Streams bench (${new Date().toISOString().slice(0, 16)}Z, ${ENGINE}, ${os.cpus().length} CPU)`,
    '',
    `PUT /api/v2/lms/visitor/last_active, 10 clients, ${SECONDS} s per phase; streams carry every stream of the catalog.`,
    '',
    '| open streams | req/s | p50 ms | p90 ms | p99 ms | errors | API loop delay p99 ms | API CPU ms/s | API CPU ms/request | `time` events sent |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    rows,
    '',
    `Opening ${opened.open} streams took ${(opened.ms / 1000).toFixed(1)} s (${opened.failed} failed).`,
    `p99 rise with streams open, against the mean of both phases without: ${(rise * 100).toFixed(1)}% (target < ${TARGET_RISE * 100}%): ${pass ? 'MET' : 'MISSED'}.`,
    '',
  ].join('\n');
  const dir = path.join(ROOT, 'bench/results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'streams-latest.md'), md);
  fs.writeFileSync(path.join(dir, 'streams-latest.json'), JSON.stringify({ engine: ENGINE, seconds: SECONDS, before, after, again, opened, rise, pass }, null, 2));
  console.log(`\n${md}`);
  if (!pass && process.env.BENCH_STRICT === '1') process.exit(1);
  process.exit(0);
}

if (ROLE === 'server') await server();
else if (ROLE === 'holder') await holder();
else await main();
