/**
 * Load section of `npm run bench`: every route of routes.ts at 10, 50 and 200 concurrent clients (autocannon,
 * a few seconds each), beside the bare SELECT and the bare single-row upsert in the same run, on PostgreSQL and
 * on PGlite. The API runs in its own process (load-server.ts) on the demo campus plus the large campus.
 * Writes bench/results/load-<date>.md (+ load-latest.md/json) and prints the table.
 *
 * Knobs (env): BENCH_ENGINES=postgres,pglite  BENCH_CLIENTS=10,50,200  BENCH_SECONDS=4  BENCH_RUNS=1 (medians)
 * BENCH_BARE_EVERY=8 (the bare routes again after every 8 routes and at the end; 0 = only at the start)
 * BENCH_ROUTES=<comma-separated name fragments; the bare routes always run>  BENCH_CPU_PROF=<file prefix>
 * BENCH_OUT=<report name, default load>.
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { BENCH_ROUTES, type BenchFixtures, type BenchRole, type BenchRoute } from './routes';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../../..');
const list = (v: string | undefined, d: string) => (v ?? d).split(',').map((s) => s.trim()).filter(Boolean);
const ENGINES = list(process.env.BENCH_ENGINES, 'postgres,pglite') as ('postgres' | 'pglite')[];
const CLIENTS = list(process.env.BENCH_CLIENTS, '10,50,200').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const RUNS = Number(process.env.BENCH_RUNS ?? 1);
/** The bare routes are measured again after this many other routes and at the end (0: only at the start). */
const BARE_EVERY = Number(process.env.BENCH_BARE_EVERY ?? 8);
const FILTER = list(process.env.BENCH_ROUTES, '');
const OUT = process.env.BENCH_OUT ?? 'load';
const PASSWORDS: Record<BenchRole, [string, string]> = {
  operator: ['operator', 'operator123'],
  dosen: ['dosen', 'dosen123'],
  mahasiswa: ['mahasiswa', 'mahasiswa123'],
};

type Row = {
  engine: string;
  route: BenchRoute;
  clients: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
  /** A bare route measured again later in the run. */
  again?: boolean;
};

function startServer(engine: string): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(path.join(HERE, 'load-server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_ENGINE: engine, BENCH_CPU_PROF: process.env.BENCH_CPU_PROF ? `${process.env.BENCH_CPU_PROF}-${engine}.cpuprofile` : '' },
    // Request logs go where production sends them (stdout), here to /dev/null; errors stay visible.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server ${engine} berhenti (exit ${code})`)));
    child.on('message', (m: { type: string; port?: number }) => {
      if (m.type === 'ready') resolve({ child, port: m.port! });
    });
  });
}

const message = <T = unknown>(child: ChildProcess, type: string, reply: string) =>
  new Promise<T>((resolve) => {
    const on = (m: { type: string }) => {
      if (m.type === reply) {
        child.off('message', on);
        resolve(m as T);
      }
    };
    child.on('message', on);
    child.send({ type });
  });

async function login(base: string, who: BenchRole) {
  const [username, password] = PASSWORDS[who];
  const res = await fetch(`${base}/api/v2/access_token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'college-id': '1' },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`login ${username}: HTTP ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { data: { access_token: string } };
  return { authorization: `Bearer ${body.data.access_token}`, 'college-id': '1' };
}

async function fixtures(base: string, h: Record<string, string>): Promise<BenchFixtures> {
  const get = async (url: string) => {
    const res = await fetch(base + url, { headers: h });
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
    return ((await res.json()) as { data: { id: string | number }[] }).data;
  };
  // A demo class of the student that has meetings (the demo seed generates them for every current class).
  const kelas = await get('/api/v2/lms/kelas_kuliah?per_page=50');
  for (const k of kelas) {
    const pertemuan = await get(`/api/v2/lms/kelas_kuliah/${encodeURIComponent(String(k.id))}/pertemuan`);
    if (pertemuan.length) return { kelasId: String(k.id), pertemuanId: Number(pertemuan[0]!.id) };
  }
  throw new Error('tidak ada kelas mahasiswa demo dengan pertemuan');
}

async function cannon(base: string, route: BenchRoute, f: BenchFixtures, headers: Record<string, string>, connections: number, seconds: number) {
  const body = route.body?.(f);
  const r = await autocannon({
    url: base + route.path(f),
    method: route.method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    connections,
    duration: seconds,
    timeout: 10,
  });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx, requests: r.requests.total };
}

/** The route's caller's login headers, and the bench server's mark for a read-cache miss. */
const routeHeaders = (r: BenchRoute, h: Record<BenchRole, Record<string, string>>) =>
  r.cache === 'off' ? { ...h[r.who], 'x-bench-read-cache': 'off' } : h[r.who];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function benchEngine(engine: 'postgres' | 'pglite', routes: BenchRoute[]): Promise<Row[]> {
  const t0 = Date.now();
  const { child, port } = await startServer(engine);
  console.log(`\n[${engine}] server siap dalam ${((Date.now() - t0) / 1000).toFixed(1)} s (data + aplikasi)`);
  const base = `http://127.0.0.1:${port}`;
  const headers = { operator: await login(base, 'operator'), dosen: await login(base, 'dosen'), mahasiswa: await login(base, 'mahasiswa') };
  const f = await fixtures(base, headers.mahasiswa);
  for (const r of routes) {
    const res = await fetch(base + r.path(f), { method: r.method, headers: routeHeaders(r, headers) });
    if (!res.ok) throw new Error(`${r.name}: HTTP ${res.status} ${await res.text()}`);
  }
  if (process.env.BENCH_SQL_TRACE) await traceSql(engine, child, base, routes, f, headers);
  const rows: Row[] = [];
  let profiling = false;
  // The machine's speed drifts over a run of minutes (the cores are shared): the bare routes are measured again
  // every BARE_EVERY routes and at the end, and each route is compared with the bare measurements around it.
  const bares = routes.filter((r) => r.kind.startsWith('bare'));
  const order: { route: BenchRoute; again: boolean }[] = [];
  let since = 0;
  for (const route of routes) {
    if (route.kind.startsWith('bare')) {
      order.push({ route, again: false });
      continue;
    }
    if (BARE_EVERY > 0 && since === BARE_EVERY) {
      for (const b of bares) order.push({ route: b, again: true });
      since = 0;
    }
    order.push({ route, again: false });
    since++;
  }
  if (BARE_EVERY > 0 && since > 0) for (const b of bares) order.push({ route: b, again: true });
  for (const { route, again } of order) {
    // The profile covers the measured routes only, not the baselines (they would outweigh them in samples).
    if (process.env.BENCH_CPU_PROF && !profiling && !route.kind.startsWith('bare')) {
      await message(child, 'profile-start', 'profile-started');
      profiling = true;
    }
    if (profiling && route.kind.startsWith('bare')) continue;
    await cannon(base, route, f, routeHeaders(route, headers), 10, 1); // warm-up: JIT, caches, pool
    for (const clients of CLIENTS) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        runs.push(await cannon(base, route, f, routeHeaders(route, headers), clients, SECONDS));
        // Requests the clients gave up on may still wait in the server's queues: one more request behind them
        // (the pool and the PGlite gate are FIFO) returns once they are done, so the next level starts clean.
        await fetch(base + '/api/bench/bare', { headers: headers.operator }).then((r) => r.arrayBuffer());
      }
      const row: Row = {
        engine,
        route,
        clients,
        rps: median(runs.map((x) => x.rps)),
        p50: median(runs.map((x) => x.p50)),
        p99: median(runs.map((x) => x.p99)),
        errors: runs.reduce((a, x) => a + x.errors, 0),
        requests: runs.reduce((a, x) => a + x.requests, 0),
        again,
      };
      rows.push(row);
      console.log(
        `[${engine}] ${(again ? `${route.name} (lagi)` : route.name).padEnd(34)} c=${String(clients).padStart(3)}  ${row.rps.toFixed(0).padStart(6)} req/s  p50 ${String(row.p50).padStart(5)} ms  p99 ${String(row.p99).padStart(5)} ms  err ${row.errors}`,
      );
    }
  }
  if (profiling) await message(child, 'profile-stop', 'profile-stopped');
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.send({ type: 'stop' });
  });
  return rows;
}

/** One request per route after a warm-up, with every SQL statement it sent and its time (BENCH_SQL_TRACE=1). */
async function traceSql(
  engine: string,
  child: ChildProcess,
  base: string,
  routes: BenchRoute[],
  f: BenchFixtures,
  headers: Record<BenchRole, Record<string, string>>,
) {
  const out = [`# SQL per request (${engine}, ${new Date().toISOString().slice(0, 10)})`, ''];
  for (const r of routes) {
    const send = () => fetch(base + r.path(f), { method: r.method, headers: routeHeaders(r, headers) }).then((res) => res.arrayBuffer());
    for (let i = 0; i < 20; i++) await send();
    await message(child, 'trace-start', 'trace-started');
    const t0 = performance.now();
    await send();
    const total = performance.now() - t0;
    const { statements } = await message<{ statements: { sql: string; ms: number }[] }>(child, 'trace-stop', 'trace-stopped');
    const sqlMs = statements.reduce((a, x) => a + x.ms, 0);
    out.push(`## ${r.name}: ${statements.length} statements, ${sqlMs.toFixed(2)} ms in SQL of ${total.toFixed(2)} ms end to end`, '');
    for (const st of statements) out.push(`- ${st.ms.toFixed(2)} ms: \`${st.sql.replace(/\s+/g, ' ').slice(0, 400)}\``);
    out.push('');
  }
  const file = path.join(ROOT, 'bench/results', `${OUT}-sql-${engine}.md`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, out.join('\n'));
  console.log(`[${engine}] SQL per permintaan: ${path.relative(ROOT, file)}`);
}

/**
 * The bare route's req/s a row is compared with: the mean of its kind's measurements just before and just after the
 * row in the run (one of them at the run's ends), same engine and clients.
 */
function bareAround(rows: readonly Pick<Row, 'engine' | 'clients' | 'rps' | 'route'>[], i: number): number | null {
  const r = rows[i]!;
  const kind = r.route.kind === 'write' ? 'bare-write' : 'bare-read';
  const same = (x: (typeof rows)[number]) => x.engine === r.engine && x.clients === r.clients && x.route.kind === kind;
  let before: number | null = null;
  for (let j = i - 1; j >= 0 && before === null; j--) if (same(rows[j]!)) before = rows[j]!.rps;
  let after: number | null = null;
  for (let j = i + 1; j < rows.length && after === null; j++) if (same(rows[j]!)) after = rows[j]!.rps;
  if (before === null || after === null) return before ?? after;
  return (before + after) / 2;
}

function table(rows: Row[]) {
  const out = [
    '| engine | route | clients | req/s | p50 ms | p99 ms | errors | ratio to bare | budget |',
    '|---|---|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const [i, r] of rows.entries()) {
    const b = r.route.kind.startsWith('bare') ? null : bareAround(rows, i);
    const ratio = b === null ? null : r.rps / b;
    const budget =
      ratio === null || !r.route.budget ? '' : r.engine === 'postgres' && r.clients === 50 ? (ratio >= r.route.budget ? `ok (≥ ${r.route.budget})` : `**under ${r.route.budget}**`) : '';
    out.push(
      `| ${r.engine} | ${r.again ? `${r.route.name} (again)` : r.route.name} | ${r.clients} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors ? `${r.errors} / ${r.requests}` : 0} | ${ratio === null ? (r.route.kind === 'bare-read' ? '1.00 (read baseline)' : '1.00 (write baseline)') : ratio.toFixed(2)} | ${budget} |`,
    );
  }
  return out.join('\n');
}

async function main() {
  const routes = BENCH_ROUTES.filter((r) => r.kind.startsWith('bare') || !FILTER.length || FILTER.some((f) => r.name.includes(f)));
  const rows: Row[] = [];
  for (const engine of ENGINES) rows.push(...(await benchEngine(engine, routes)));
  const date = new Date().toISOString().slice(0, 10);
  const env = `Node ${process.version}, ${os.cpus().length} CPU (API, database and load generator share them), load average before the run ${os.loadavg()[0]!.toFixed(1)}`;
  const md = [
    `# Load benchmark (${date})`,
    '',
    `Setup: ${env}. autocannon, ${SECONDS} s per level after a 1 s warm-up, ${RUNS} run(s) per level (median), over loopback HTTP;`,
    'data: the demo campus plus the large campus (30,000 students, 1,500 classes). Request logging on, as in production.',
    'Ratio: req/s against the bare route of the same kind (reads against one indexed SELECT, writes against one',
    'single-row upsert) at the same number of clients, in the same run: the mean of its measurements just before and',
    `just after the route (the bare routes run again after every ${BARE_EVERY} routes and at the end, as the machine's`,
    'speed drifts over a run). Errors: non-2xx answers (503 from a full PGlite queue), timeouts (10 s) and socket errors.',
    '',
    table(rows),
    '',
  ].join('\n');
  console.log(`\n${table(rows)}`);
  const dir = path.join(ROOT, 'bench/results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${OUT}-${date}.md`), md);
  fs.writeFileSync(path.join(dir, `${OUT}-latest.md`), md);
  fs.writeFileSync(
    path.join(dir, `${OUT}-latest.json`),
    JSON.stringify({ date, env, seconds: SECONDS, runs: RUNS, rows: rows.map((r) => ({ ...r, route: r.route.name, kind: r.route.kind })) }, null, 2),
  );
  console.log(`\nLaporan: bench/results/${OUT}-${date}.md`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
