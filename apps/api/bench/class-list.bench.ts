/**
 * `npm run bench`: class-list latency on a large campus in PostgreSQL.
 *
 * Seeds a throw-away database (BENCH_DATABASE_URL, default the local `test` server) with the demo campus plus
 * 30,000 students, 1,500 classes and 24,000 meetings, then measures GET /api/v2/lms/kelas_kuliah over HTTP with
 * filters and search — side by side, in the same run, with a bare route that runs one indexed SELECT of the same
 * page size behind the same tenant/auth hooks. It also counts SQL statements per request (constant = no N+1)
 * and writes the report to bench/results/.
 */
import fs from 'node:fs';
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
const DB_NAME = 'lms_bench';
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const WARMUP = 30;

// Count every SQL statement the API sends: Pool.query delegates to Client.query, so patch the client only.
let statements = 0;
{
  const proto = pg.Client.prototype as unknown as { query: (...a: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    statements++;
    return original.apply(this, args);
  };
}

async function recreateDatabase() {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DB_NAME}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DB_NAME}`;
  return url.toString();
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  console.log(`Menyiapkan basis data ${DB_NAME} ...`);
  const url = await recreateDatabase();
  const database = await createDatabase({ databaseUrl: url, poolSize: 10 });
  await database.migrate();
  await seedDemo(database.db);
  const seeder = new pg.Client({ connectionString: url });
  await seeder.connect();
  const seeded = await seedLargeCampus(seeder);
  await seeder.end();
  console.log(`Kampus besar terisi dalam ${seeded.seconds.toFixed(1)} s:`, seeded.counts);

  const config = { ...loadConfig({ SEED_DEMO: 'false', DATA_DIR: '/tmp/lms-bench-data', LOG_LEVEL: 'warn' }), runWorker: false };
  const app = await buildApp({ config, database });
  // The bare baseline: one indexed SELECT of the same page size, same hooks (tenant + token), same envelope.
  app.get('/api/bench/bare', async (request) => {
    const q = request.query as { per_page?: string };
    const res = await database.query(
      'select id, periode, status from kelas_kuliah where college_id = $1 and periode = $2 order by periode desc, id limit $3',
      [request.college.id, 20261, Number(q.per_page ?? 10)],
    );
    return { status: { code: 'success', message: 'Berhasil' }, data: res.rows };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

  async function token(username: string, password: string) {
    const res = await fetch(`${base}/api/v2/access_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'college-id': '1' },
      body: JSON.stringify({ username, password }),
    });
    const body = (await res.json()) as { data: { access_token: string } };
    return { authorization: `Bearer ${body.data.access_token}`, 'college-id': '1' };
  }
  const as = {
    operator: await token('operator', 'operator123'),
    dosen: await token('dosen', 'dosen123'),
    mahasiswa: await token('mahasiswa', 'mahasiswa123'),
  };

  const scenarios: { name: string; who: keyof typeof as; url: string }[] = [
    { name: 'bare: one indexed SELECT (baseline)', who: 'operator', url: '/api/bench/bare?per_page=10' },
    { name: 'list, page 1', who: 'operator', url: '/api/v2/lms/kelas_kuliah?per_page=10' },
    { name: 'list, periode', who: 'operator', url: '/api/v2/lms/kelas_kuliah?periode=20261&per_page=10' },
    { name: 'list, periode + id_prodi', who: 'operator', url: `/api/v2/lms/kelas_kuliah?periode=20261&id_prodi=${seeded.busyProdi}&per_page=10` },
    { name: 'list, periode + status + mode', who: 'operator', url: '/api/v2/lms/kelas_kuliah?periode=20261&status=berlangsung&mode_kuliah=online&per_page=10' },
    { name: 'list, search course', who: 'operator', url: '/api/v2/lms/kelas_kuliah?periode=20261&search=basis%20data&per_page=10' },
    { name: 'list, search lecturer', who: 'operator', url: '/api/v2/lms/kelas_kuliah?search=Dosen%20Bench%2017&per_page=10' },
    { name: 'list, page 100', who: 'operator', url: '/api/v2/lms/kelas_kuliah?periode=20261&page=100&per_page=10' },
    { name: 'list, lecturer scope', who: 'dosen', url: '/api/v2/lms/kelas_kuliah?periode=20261&per_page=10' },
    { name: 'list, student scope', who: 'mahasiswa', url: '/api/v2/lms/kelas_kuliah?periode=20261&per_page=10' },
    { name: 'list, per_page 50', who: 'operator', url: '/api/v2/lms/kelas_kuliah?periode=20261&per_page=50' },
  ];

  const results: { name: string; url: string; who: string; total: number | null; p50: number; p95: number; p99: number; mean: number; sqlPerRequest: number }[] = [];
  for (const s of scenarios) {
    const headers = as[s.who];
    let total: number | null = null;
    for (let i = 0; i < WARMUP; i++) {
      const res = await fetch(base + s.url, { headers });
      if (res.status !== 200) throw new Error(`${s.name}: HTTP ${res.status} ${await res.text()}`);
      const body = (await res.json()) as { meta?: { total_items: number } };
      total = body.meta?.total_items ?? null;
    }
    const times: number[] = [];
    const before = statements;
    for (let i = 0; i < REQUESTS; i++) {
      const t0 = performance.now();
      const res = await fetch(base + s.url, { headers });
      await res.arrayBuffer();
      times.push(performance.now() - t0);
    }
    const sqlPerRequest = (statements - before) / REQUESTS;
    times.sort((a, b) => a - b);
    const r = {
      name: s.name,
      url: s.url,
      who: s.who,
      total,
      p50: pct(times, 50),
      p95: pct(times, 95),
      p99: pct(times, 99),
      mean: times.reduce((a, b) => a + b, 0) / times.length,
      sqlPerRequest,
    };
    results.push(r);
    console.log(`${r.name.padEnd(38)} p50 ${r.p50.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms  sql/req ${r.sqlPerRequest.toFixed(1)}  total ${total ?? '-'}`);
  }

  // How PostgreSQL runs the page query: operator with a period filter, and a student's scope.
  const explain = async (sqlText: string, params: unknown[]) =>
    (await database.query<{ 'QUERY PLAN': string }>(`explain ${sqlText}`, params)).rows.map((r) => r['QUERY PLAN']);
  const pageSql = (extra: string) => `select k.id from kelas_kuliah k join mata_kuliah mk on mk.id = k.id_mata_kuliah
     join label_kelas lk on lk.id = k.id_label_kelas where k.college_id = 1 and k.periode = any($1::int[]) ${extra}
     order by k.periode desc, mk.nama, lk.nama, k.id limit 10`;
  const plan = await explain(pageSql(''), [[20261]]);
  const idMahasiswa = (await database.query<{ id: number }>(`select m.id from mahasiswa m join users u on u.id = m.user_id where u.username = 'mahasiswa' and u.college_id = 1`)).rows[0]!.id;
  const planStudent = await explain(
    pageSql('and exists (select 1 from kelas_peserta p where p.id_kelas_kuliah = k.id and p.id_mahasiswa = $2)'),
    [[20261], idMahasiswa],
  );

  await app.close();
  await database.close();

  const date = new Date().toISOString().slice(0, 10);
  const dir = path.join(ROOT, 'bench/results');
  fs.mkdirSync(dir, { recursive: true });
  const env = `Node ${process.version}, ${(await import('node:os')).cpus().length} CPU, PostgreSQL via ${new URL(ADMIN_URL).host}, ${REQUESTS} sequential requests per scenario after ${WARMUP} warm-up requests, over loopback HTTP`;
  const md = [
    `# Class list benchmark (${date})`,
    '',
    `Data: ${seeded.counts.mahasiswa.toLocaleString('en')} students, ${seeded.counts.kelas.toLocaleString('en')} classes, ${seeded.counts.pertemuan.toLocaleString('en')} meetings, ${seeded.counts.peserta.toLocaleString('en')} class participants (seeded in ${seeded.seconds.toFixed(1)} s).`,
    `Setup: ${env}.`,
    '',
    '| scenario | caller | total_items | p50 ms | p95 ms | p99 ms | SQL statements / request |',
    '|---|---|---:|---:|---:|---:|---:|',
    ...results.map((r) => `| ${r.name} | ${r.who} | ${r.total ?? '-'} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.sqlPerRequest.toFixed(1)} |`),
    '',
    'Plan of the page query, operator with a period filter (it matches nearly every class of the college, so a',
    'sequential scan plus a top-N sort is the cheaper plan; with more periods the planner switches to',
    '`kelas_kuliah_college_periode_idx`):',
    '',
    '```',
    ...plan,
    '```',
    '',
    "Plan of the page query in a student's scope (index on the student's participations):",
    '',
    '```',
    ...planStudent,
    '```',
    '',
  ].join('\n');
  fs.writeFileSync(path.join(dir, `class-list-${date}.md`), md);
  fs.writeFileSync(path.join(dir, 'class-list-latest.md'), md);
  fs.writeFileSync(path.join(dir, 'class-list-latest.json'), JSON.stringify({ date, env, seeded, results, plan, planStudent }, null, 2));
  console.log(`\nLaporan: bench/results/class-list-${date}.md`);
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
