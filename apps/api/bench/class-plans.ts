/**
 * Query plans of the hot class reads on the large campus (PostgreSQL): every SQL statement one request of each
 * scenario sends, captured from the pg driver with its parameters, then run again under
 * `EXPLAIN (ANALYZE, BUFFERS)`. Plans and buffer counts are deterministic for a given data set; the timings are
 * those of the machine at the time. Short (one request per scenario), so it runs on a busy machine too:
 *
 *   npx tsx apps/api/bench/class-plans.ts            → bench/results/class-plans-latest.md
 *   BENCH_OUT=class-plans-before npx tsx apps/api/bench/class-plans.ts
 *
 * BENCH_KEEP_DB=1 reuses the database of a previous run (same migrations) instead of rebuilding it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db/client';
import { seedDemo } from '../src/db/seed';
import { seedLargeCampus } from './large-campus';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DB_NAME = 'lms_bench_plans';
const OUT = process.env.BENCH_OUT ?? 'class-plans';

type Captured = { text: string; values: unknown[]; name?: string };
let capture: Captured[] | null = null;
{
  const proto = pg.Client.prototype as unknown as { query: (...a: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    const q = args[0] as string | { text: string; values?: unknown[] };
    if (capture) {
      // pg takes the values in the config object or as the second argument (drizzle does the latter).
      const values = Array.isArray(args[1]) ? (args[1] as unknown[]) : typeof q === 'string' ? [] : (q.values ?? []);
      capture.push({ text: typeof q === 'string' ? q : q.text, values, name: typeof q === 'string' ? undefined : (q as { name?: string }).name });
    }
    return original.apply(this, args);
  };
}

/** A bound value as an SQL literal (numbers, text, text arrays, null). */
function literal(v: unknown): string {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'number') return String(v);
  if (Array.isArray(v)) return literal(`{${v.map((x) => `"${String(x).replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`);
  return `'${String(v).replace(/'/g, "''")}'`;
}

async function database() {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DB_NAME}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [DB_NAME])).rowCount;
  const keep = process.env.BENCH_KEEP_DB === '1' && exists;
  if (!keep) {
    await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${DB_NAME}`);
  }
  await admin.end();
  // One connection: the named statements the API prepares are then visible to EXPLAIN EXECUTE.
  const db = await createDatabase({ databaseUrl: url.toString(), poolSize: 1 });
  await db.migrate();
  if (!keep) {
    await seedDemo(db.db);
    const seeder = new pg.Client({ connectionString: url.toString() });
    await seeder.connect();
    await seedLargeCampus(seeder);
    await seeder.end();
  }
  // The steady state of a live database (autovacuum has set the visibility map, statistics are current).
  await db.exec('VACUUM ANALYZE');
  return db;
}

async function main() {
  const db = await database();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-bench-plans-'));
  const config = { ...loadConfig({ SEED_DEMO: 'false', DATA_DIR: dataDir, LOG_LEVEL: 'warn' }), runWorker: false, loginRateLimitPerMin: 1_000_000 };
  const app = await buildApp({ config, database: db });
  const login = async (username: string, password: string) => {
    const res = await app.inject({ method: 'POST', url: '/api/v2/access_token', headers: { 'college-id': '1' }, payload: { username, password } });
    return { authorization: `Bearer ${(res.json() as { data: { access_token: string } }).data.access_token}`, 'college-id': '1' };
  };
  const as = { operator: await login('operator', 'operator123'), dosen: await login('dosen', 'dosen123'), mahasiswa: await login('mahasiswa', 'mahasiswa123') };
  const kelasMhs = (await app.inject({ url: '/api/v2/lms/kelas_kuliah?per_page=1', headers: as.mahasiswa })).json() as { data: { id: string }[] };
  const kelasId = encodeURIComponent(kelasMhs.data[0]!.id);

  const scenarios: { name: string; who: keyof typeof as; url: string }[] = [
    { name: 'class list, page 1 (operator)', who: 'operator', url: '/api/v2/lms/kelas_kuliah?per_page=10' },
    { name: 'class list, periode (operator)', who: 'operator', url: '/api/v2/lms/kelas_kuliah?periode=20261&per_page=10' },
    { name: 'class list, page 100 (operator)', who: 'operator', url: '/api/v2/lms/kelas_kuliah?periode=20261&page=100&per_page=10' },
    { name: 'class list, search course (operator)', who: 'operator', url: '/api/v2/lms/kelas_kuliah?periode=20261&search=basis%20data&per_page=10' },
    { name: 'class list (dosen)', who: 'dosen', url: '/api/v2/lms/kelas_kuliah?per_page=10' },
    { name: 'class list (mahasiswa)', who: 'mahasiswa', url: '/api/v2/lms/kelas_kuliah?per_page=10' },
    { name: 'class detail (mahasiswa)', who: 'mahasiswa', url: `/api/v2/lms/kelas_kuliah/${kelasId}` },
  ];

  const md: string[] = [
    `# Query plans of the class reads (${new Date().toISOString().slice(0, 10)})`,
    '',
    'One request per scenario on the large campus (PostgreSQL); every statement it sent, re-run under',
    '`EXPLAIN (ANALYZE, BUFFERS)` with the same parameters, five times (the run with the median execution time is',
    'shown). Buffers (shared hits + reads) are the deterministic figure; times depend on the machine at the time.',
    '',
    '| scenario | statements | total_items | shared buffers (all statements) | planning ms | execution ms |',
    '|---|---:|---:|---:|---:|---:|',
  ];
  const details: string[] = [];
  for (const s of scenarios) {
    // Warm caches; more than five runs, so a named statement has settled on its custom or generic plan.
    for (let i = 0; i < 8; i++) await app.inject({ url: s.url, headers: as[s.who] });
    capture = [];
    const res = await app.inject({ url: s.url, headers: as[s.who] });
    const statements = capture;
    capture = null;
    if (res.statusCode !== 200) throw new Error(`${s.name}: HTTP ${res.statusCode} ${res.body}`);
    const total = (res.json() as { meta?: { total_items?: number } }).meta?.total_items ?? '-';
    let buffers = 0;
    let planning = 0;
    let execution = 0;
    details.push(`## ${s.name}`, '', `\`GET ${s.url}\` as ${s.who}: ${statements.length} statements.`, '');
    for (const st of statements) {
      // Five runs; the plan shown and its times are those of the run with the median execution time.
      const runs: string[][] = [];
      for (let i = 0; i < 5; i++) {
        // A named statement is explained as it is executed (its cached plan, generic or custom).
        // (EXECUTE takes no bind parameters under EXPLAIN: the values go in as literals.)
        const [text, values] = st.name ? [`execute ${st.name}(${st.values.map(literal).join(', ')})`, []] : [st.text, st.values];
        runs.push((await db.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${text}`, values)).rows.map((r) => r['QUERY PLAN']));
      }
      const execOf = (p: string[]) => Number(/^Execution Time: ([\d.]+)/.exec(p.find((l) => l.startsWith('Execution Time')) ?? '')?.[1] ?? 0);
      const plan = runs.sort((a, b) => execOf(a) - execOf(b))[2]!;
      // The root node's Buffers line (before its first child) holds the whole execution's.
      const firstChild = plan.findIndex((l) => l.includes('->'));
      const root = plan.slice(0, firstChild < 0 ? plan.length : firstChild).find((l) => /^\s+Buffers: /.test(l));
      const b = root ? /shared(?: hit=(\d+))?(?: read=(\d+))?/.exec(root) : null;
      if (b) buffers += Number(b[1] ?? 0) + Number(b[2] ?? 0);
      for (const line of plan) {
        const p = /^Planning Time: ([\d.]+)/.exec(line);
        if (p) planning += Number(p[1]);
        const e = /^Execution Time: ([\d.]+)/.exec(line);
        if (e) execution += Number(e[1]);
      }
      details.push(...(st.name ? [`Prepared statement \`${st.name}\`:`, ''] : []), '```sql', st.text.replace(/\s+/g, ' ').trim(), '```', '', '```', ...plan, '```', '');
    }
    md.push(`| ${s.name} | ${statements.length} | ${total} | ${buffers} | ${planning.toFixed(2)} | ${execution.toFixed(2)} |`);
    console.log(`${s.name.padEnd(40)} statements ${statements.length}  buffers ${buffers}  plan ${planning.toFixed(2)} ms  exec ${execution.toFixed(2)} ms`);
  }
  const named = (await db.query<{ name: string; generic_plans: number; custom_plans: number }>(
    'select name, generic_plans, custom_plans from pg_prepared_statements order by name',
  )).rows;
  if (named.length) {
    md.push('', 'Named statements of the connection after the run (PostgreSQL plans a named statement custom for its first five', 'executions, then keeps a generic plan when it costs no more):', '', '| statement | generic plans | custom plans |', '|---|---:|---:|');
    md.push(...named.map((r) => `| ${r.name} | ${r.generic_plans} | ${r.custom_plans} |`));
  }
  md.push('', ...details);
  await app.close();
  await db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  const dir = path.join(ROOT, 'bench/results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${OUT}-latest.md`), md.join('\n'));
  console.log(`\nLaporan: bench/results/${OUT}-latest.md`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
