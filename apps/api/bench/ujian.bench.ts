/**
 * `npm run bench:ujian` (issue 'Exams I' point 8): one exam taken by many students at once, on PostgreSQL, with two
 * API processes and a worker, as a campus runs a midterm. Not a test: it prints and writes a report.
 *
 * Roles (this file, forked): the orchestrator (default), `server` (the production app + the bare upsert route),
 * `worker` (the pg-boss workers, which close attempts left at their deadline) and `driver` (simulated students).
 * Each student: connects to the exam stream, starts within BENCH_START_S, changes an answer every BENCH_SAVE_S,
 * and submits at the end; half-way the lecturer lengthens the exam (event time_changed). Then a saturation phase
 * puts the save route and a bare Fastify + pg single-row upsert under the same 50 clients, side by side.
 * The report: p50/p95/p99 of start and save, the spread of time_changed arrival, errors, and the check that the
 * database holds every acknowledged answer (its sequence or a newer one) — 0 lost.
 *
 * Knobs (env): BENCH_STUDENTS=5000 BENCH_START_S=120 BENCH_SAVE_S=15 BENCH_DURATION_S=300 BENCH_DRIVERS=2
 * BENCH_SAT_S=10 BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test; diagnosis: BENCH_CPU_PROF=<dir> (a CPU
 * profile per API process), BENCH_TIMELINE=1 (start and save latency per 2 s of the run), BENCH_NO_STREAMS=1 (students
 * hold no stream: what the streams cost). Writes bench/results/ujian-latest.md (repository root).
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { SignJWT } from 'jose';
import pg from 'pg';
import { runDriver, type DriverInput, type DriverResult } from './ujian-driver';
import { JEDA_MUAT_ULANG_MAKS_MS } from '@lms/shared';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROLE = process.env.UJIAN_BENCH_ROLE;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DB_NAME = 'lms_bench_ujian';
const SECRET = 'bench-ujian-secret-bench-ujian-secret';
const N = Number(process.env.BENCH_STUDENTS ?? 5000);
const START_S = Number(process.env.BENCH_START_S ?? 120);
const SAVE_S = Number(process.env.BENCH_SAVE_S ?? 15);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 300);
const DRIVERS = Number(process.env.BENCH_DRIVERS ?? 2);
const SAT_S = Number(process.env.BENCH_SAT_S ?? 10);

const dbUrl = () => {
  const u = new URL(ADMIN_URL);
  u.pathname = `/${DB_NAME}`;
  return u.toString();
};

type Msg = { type: string; [k: string]: unknown };
/** [epoch ms, p99 ms, max ms] of one 2 s window of a process's event-loop delay. */
type Lag = [number, number, number];
const spawned: ChildProcess[] = [];
const child = (role: string, env: Record<string, string> = {}) => {
  // BENCH_CPU_PROF=dir: each API process writes a CPU profile there when it stops (read with profile-summary.ts).
  const prof = role === 'server' && process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const c = fork(fileURLToPath(import.meta.url), [], { execArgv: ['--import', 'tsx', ...prof], env: { ...process.env, ...env, UJIAN_BENCH_ROLE: role, JWT_SECRET: SECRET }, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  spawned.push(c);
  return c;
};
const wait = <T extends Msg>(c: ChildProcess, type: string) =>
  new Promise<T>((resolve, reject) => {
    const on = (m: Msg) => {
      if (m.type !== type) return;
      c.off('message', on);
      resolve(m as T);
    };
    c.on('message', on);
    c.once('exit', (code) => reject(new Error(`proses ${type} berhenti (exit ${code})`)));
  });

// ---------------------------------------------------------------------------------------------------------------

async function prepareDatabase() {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DB_NAME}`);
  await admin.end();
  const { createDatabase } = await import('../src/db/client');
  const { seedDemo } = await import('../src/db/seed');
  const database = await createDatabase({ databaseUrl: dbUrl() });
  await database.migrate();
  await seedDemo(database.db);
  await database.exec('create table if not exists bench_upsert (college_id int not null, user_id int not null, at timestamptz not null, primary key (college_id, user_id))');
  // N students in TIF201 A (the demo lecturer's class), plus 50 for the saturation phase.
  const kelas = (await database.query<{ id: string }>(`select kk.id from kelas_kuliah kk join mata_kuliah mk on mk.id = kk.id_mata_kuliah join label_kelas lk on lk.id = kk.id_label_kelas where mk.kode = 'TIF201' and lk.nama = 'A' and kk.periode = 20261`)).rows[0]!.id;
  const hash = (await database.query<{ h: string }>(`select password_hash h from users where username = 'mahasiswa'`)).rows[0]!.h;
  await database.query(`insert into users (college_id, username, password_hash, role, nama) select 1, 'ujian.mhs' || g, $1, 'ROLE_MAHASISWA', 'Peserta Ujian ' || g from generate_series(1, $2::int) g`, [hash, N + 50]);
  await database.query(`insert into mahasiswa (college_id, user_id, nim, angkatan) select 1, u.id, 'U' || lpad(substr(u.username, 10), 7, '0'), 2024 from users u where u.username like 'ujian.mhs%'`);
  await database.query(`insert into kelas_peserta (id_kelas_kuliah, id_mahasiswa) select $1, m.id from mahasiswa m join users u on u.id = m.user_id where u.username like 'ujian.mhs%'`, [kelas]);
  const users = (await database.query<{ id: number; username: string }>(`select id, username from users where username like 'ujian.mhs%' order by id`)).rows;
  const dosen = (await database.query<{ id: number }>(`select id from users where username = 'dosen' and college_id = 1`)).rows[0]!.id;
  const pertemuan = (await database.query<{ id: number }>(`select id from pertemuan where id_kelas_kuliah = $1 order by nomor limit 1`, [kelas])).rows[0]!.id;
  await database.close();
  return { users, dosen, pertemuan };
}

const token = (userId: number, username: string, role: 'ROLE_MAHASISWA' | 'ROLE_DOSEN') =>
  new SignJWT({ cid: 1, role, usr: username, op: null, sid: `bench-${userId}` })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + 6 * 3600)
    .sign(new TextEncoder().encode(SECRET));

async function call(port: number, tok: string, method: string, p: string, body?: unknown) {
  const res = await fetch(`http://127.0.0.1:${port}/api${p}`, {
    method,
    headers: { authorization: `Bearer ${tok}`, 'college-id': '1', ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { data: Record<string, unknown> };
  if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

const pct = (xs: number[], p: number) => {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

async function orchestrate() {
  const t0 = Date.now();
  console.log(`bench:ujian — ${N} mahasiswa, mulai dalam ${START_S} s, simpan tiap ${SAVE_S} s, ${DURATION_S} s, PostgreSQL, 2 proses API + worker`);
  const prep = await prepareDatabase();
  const servers = [child('server'), child('server')];
  const ports = (await Promise.all(servers.map((s) => wait<{ type: string; port: number }>(s, 'ready')))).map((m) => m.port);
  const worker = child('worker');
  await wait(worker, 'ready');
  const dosenTok = await token(prep.dosen, 'dosen', 'ROLE_DOSEN');

  // The exam: a running quiz with 10 questions in two groups, through the API.
  const mulai = new Date(Date.now() - 60_000).toISOString();
  const selesai = new Date(Date.now() + (DURATION_S + START_S + 7200) * 1000).toISOString();
  const body = { id_pertemuan: prep.pertemuan, jenis: 'kuis', judul: 'UTS Bench', deskripsi: '<p>Bench</p>', gunakan_batas_waktu: true, durasi: Math.ceil((DURATION_S + START_S) / 60) + 5, waktu_mulai: mulai, waktu_selesai: selesai };
  const u = await call(ports[0]!, dosenTok, 'POST', '/v2/lms/ujian', body);
  const idUjian = u.id as number;
  const k = (await call(ports[0]!, dosenTok, 'POST', `/v2/lms/ujian/${idUjian}/kelompok_soal`, { nama: 'A', aturan: 'semua' })) as unknown as { id: number }[];
  for (let i = 0; i < 10; i++) {
    await call(ports[0]!, dosenTok, 'POST', `/v2/lms/ujian/${idUjian}/kelompok_soal/${k[0]!.id}/soal`, i % 2
      ? { jenis: 'benar_salah', pertanyaan: `<p>Pernyataan ${i}</p>`, benar_salah: { kunci: 'benar' } }
      : { jenis: 'pilihan', pertanyaan: `<p>Soal ${i}</p>`, pilihan: { pilihan: ['A', 'B', 'C', 'D'], kunci: 0 } });
  }

  const students = await Promise.all(prep.users.slice(0, N).map(async (x, i) => ({ userId: x.id, token: await token(x.id, x.username, 'ROLE_MAHASISWA'), port: ports[i % 2]! })));
  const drivers = Array.from({ length: DRIVERS }, () => child('driver'));
  await Promise.all(drivers.map((d) => wait(d, 'ready')));
  let perubahan = 0;
  const results = drivers.map((d) => wait<{ type: string; result: DriverResult & { lag: Lag[] } }>(d, 'done'));
  const runStart = Date.now();
  drivers.forEach((d, i) =>
    d.send({ type: 'run', input: { idUjian, students: students.filter((_, j) => j % DRIVERS === i), startMs: START_S * 1000, saveMs: SAVE_S * 1000, durationMs: DURATION_S * 1000 } satisfies DriverInput }),
  );
  // Half-way the lecturer lengthens the exam.
  await new Promise((r) => setTimeout(r, (DURATION_S * 1000) / 2));
  // A lecturer's browser retries a request that could not connect; the spread counts from the attempt that got in.
  let ubahGagal = 0;
  for (;;) {
    perubahan = Date.now();
    try {
      await call(ports[1]!, dosenTok, 'PUT', `/v2/lms/ujian/${idUjian}`, { ...body, durasi: body.durasi + 10 });
      break;
    } catch (err) {
      ubahGagal += 1;
      console.error(`PUT ujian gagal (${ubahGagal}): ${(err as Error).message}`);
      if (ubahGagal >= 5) throw err;
    }
  }
  const done = (await Promise.all(results)).map((r) => r.result);
  await Promise.all(drivers.map((d) => d.kill()));

  // 0 lost: every acknowledged answer is stored with its sequence or a newer one (and the same value when equal).
  const check = new pg.Client({ connectionString: dbUrl() });
  await check.connect();
  const rows = (await check.query<{ id_user: number; id_soal: number; seq: string; jawaban: unknown }>(
    'select p.id_user, j.id_soal, j.seq, j.jawaban from ujian_jawaban j join ujian_pengerjaan p on p.id = j.id_pengerjaan where p.id_ujian = $1',
    [idUjian],
  )).rows;
  const stored = new Map(rows.map((r) => [`${r.id_user}:${r.id_soal}`, r]));
  let lost = 0;
  let acked = 0;
  for (const d of done) {
    for (const a of d.acks) {
      acked += 1;
      const s = stored.get(`${a.userId}:${a.idSoal}`);
      if (!s || Number(s.seq) < a.seq || (Number(s.seq) === a.seq && JSON.stringify(s.jawaban) !== JSON.stringify(a.jawaban))) lost += 1;
    }
  }
  const submitted = (await check.query<{ n: string }>('select count(*) n from ujian_pengerjaan where id_ujian = $1 and waktu_selesai is not null', [idUjian])).rows[0]!.n;

  // Saturation: the save route and the bare upsert, 50 clients each, same run.
  const sat = await Promise.all(prep.users.slice(N, N + 50).map(async (x, i) => ({ tok: await token(x.id, x.username, 'ROLE_MAHASISWA'), port: ports[i % 2]! })));
  for (const s of sat) await call(s.port, s.tok, 'POST', `/v2/lms/ujian/${idUjian}/pengerjaan/start`);
  const soal = (await check.query<{ id: number; jenis: string }>('select id, jenis from ujian_soal where id_ujian = $1 and jenis = $2', [idUjian, 'pilihan'])).rows;
  await check.end();
  let seq = 1;
  const runCannon = (p: string, write: boolean) =>
    new Promise<autocannon.Result>((resolve, reject) => {
      let i = 0;
      autocannon(
        {
          url: `http://127.0.0.1:${ports[0]}`,
          connections: 50,
          duration: SAT_S,
          requests: [
            {
              method: 'PUT',
              setupRequest: (req) => {
                const s = sat[i++ % sat.length]!;
                const q = soal[i % soal.length]!;
                return {
                  ...req,
                  path: write ? `/api/v2/lms/ujian/${idUjian}/pengerjaan/jawaban/${q.id}` : p,
                  headers: { authorization: `Bearer ${s.tok}`, 'college-id': '1', 'content-type': 'application/json' },
                  // The bare route too gets a body: Fastify answers an empty body sent as JSON with 400, which is
                  // what the first full-size run measured as the bare route's 27,355 errors.
                  body: write ? JSON.stringify({ seq: seq++, jawaban: { pilihan: seq % 4 } }) : '{}',
                };
              },
            },
          ],
        },
        (err, r) => (err ? reject(err) : resolve(r)),
      );
    });
  const bare = await runCannon('/api/bench/bare_upsert', false);
  const save = await runCannon('', true);

  const stats = servers.map((c) => wait<{ type: string; saves: [number, number][]; lag: Lag[] }>(c, 'stats'));
  await Promise.all([...servers, worker].map((c) => new Promise<void>((r) => { c.once('exit', () => r()); c.send({ type: 'stop' }); })));
  const serverStats = await Promise.all(stats);

  const all = <K extends 'startMs' | 'saveMs' | 'reloadMs'>(key: K) => done.flatMap((d) => d[key]);
  // Saves by phase of the run: while students are still starting (and streams opening), around the lecturer's
  // time change (its fan-out to every stream), and the rest — where a tail comes from shows in which row it sits.
  const mulaiSelesai = runStart + START_S * 1000;
  const fase = (f: (at: number) => boolean) => done.flatMap((d) => d.saveMs.filter((_, i) => f(d.saveAt[i]!)));
  const dekatUbah = (at: number) => Math.abs(at - perubahan) <= 5000;
  if (process.env.BENCH_TIMELINE) {
    for (const key of ['start', 'save'] as const) {
      const rows = done.flatMap((d) => (key === 'start' ? d.startMs.map((ms, i) => [d.startAt[i]!, ms]) : d.saveMs.map((ms, i) => [d.saveAt[i]!, ms])));
      const buckets = new Map<number, number[]>();
      for (const [at, ms] of rows) {
        const b = Math.floor((at! - runStart) / 2000);
        if (!buckets.has(b)) buckets.set(b, []);
        buckets.get(b)!.push(ms!);
      }
      console.log(key, [...buckets.entries()].sort((a, b) => a[0] - b[0]).map(([b, xs]) => `${b * 2}s:n${xs.length}/p50 ${pct(xs, 50).toFixed(0)}/max ${Math.max(...xs).toFixed(0)}`).join('  '));
    }
  }
  const fases: [string, number[]][] = [
    [`selama jendela mulai (0-${START_S} s)`, fase((at) => at < mulaiSelesai && !dekatUbah(at))],
    ['±5 s sekitar PUT perubahan waktu', fase(dekatUbah)],
    ['sisanya', fase((at) => at >= mulaiSelesai && !dekatUbah(at))],
  ];
  // The server's own times, for the saves of the simulated run only (the saturation phase came after it).
  const akhirSimulasi = runStart + DURATION_S * 1000 + 30_000;
  const simpanServer = serverStats.flatMap((x) => x.saves).filter(([at]) => at <= akhirSimulasi);
  const faseServerOf = (f: (at: number) => boolean) => simpanServer.filter(([at]) => f(at)).map(([, ms]) => ms);
  const faseServer: [string, number[]][] = [
    ['semua', faseServerOf(() => true)],
    [`selama jendela mulai (0-${START_S} s)`, faseServerOf((at) => at < mulaiSelesai && !dekatUbah(at))],
    ['±5 s sekitar PUT perubahan waktu', faseServerOf(dekatUbah)],
    ['sisanya', faseServerOf((at) => at >= mulaiSelesai && !dekatUbah(at))],
  ];
  const diSimulasi = (rows: Lag[]) => rows.filter(([at]) => at >= runStart && at <= akhirSimulasi);
  const lagRows: [string, Lag[]][] = [
    ...serverStats.map((x, i): [string, Lag[]] => [`API ${i + 1}`, diSimulasi(x.lag)]),
    ...done.map((d, i): [string, Lag[]] => [`driver ${i + 1}`, diSimulasi((d as DriverResult & { lag: Lag[] }).lag)]),
  ];
  const errors = done.reduce((a, d) => a + d.errors, 0);
  const jenisGalat = new Map<string, number>();
  for (const d of done) for (const [k, n] of Object.entries(d.errorKinds)) jenisGalat.set(k, (jenisGalat.get(k) ?? 0) + n);
  const spread = done.flatMap((d) => d.timeChangedAt).map((t) => t - perubahan);
  const lines = [
    `# bench:ujian — ${new Date().toISOString()}`,
    '',
    `${N} mahasiswa, ${DRIVERS} driver, 2 proses API + 1 worker, PostgreSQL; mulai dalam ${START_S} s, simpan tiap ${SAVE_S} s, ${DURATION_S} s; ${os.cpus().length} CPU.`,
    '',
    '| ukuran | jumlah | p50 ms | p95 ms | p99 ms |',
    '|---|---|---|---|---|',
    `| start | ${all('startMs').length} | ${pct(all('startMs'), 50).toFixed(1)} | ${pct(all('startMs'), 95).toFixed(1)} | ${pct(all('startMs'), 99).toFixed(1)} |`,
    `| simpan jawaban | ${all('saveMs').length} | ${pct(all('saveMs'), 50).toFixed(1)} | ${pct(all('saveMs'), 95).toFixed(1)} | ${pct(all('saveMs'), 99).toFixed(1)} |`,
    `| time_changed tiba (sejak PUT) | ${spread.length}/${N} | ${pct(spread, 50)} | ${pct(spread, 95)} | ${pct(spread, 99)} |`,
    `| GET ujian setelah time_changed (acak dalam ${JEDA_MUAT_ULANG_MAKS_MS / 1000} s) | ${all('reloadMs').length} | ${pct(all('reloadMs'), 50).toFixed(1)} | ${pct(all('reloadMs'), 95).toFixed(1)} | ${pct(all('reloadMs'), 99).toFixed(1)} |`,
    '',
    '| simpan jawaban, per fase | jumlah | p50 ms | p95 ms | p99 ms |',
    '|---|---|---|---|---|',
    ...fases.map(([nama, xs]) => `| ${nama} | ${xs.length} | ${pct(xs, 50).toFixed(1)} | ${pct(xs, 95).toFixed(1)} | ${pct(xs, 99).toFixed(1)} |`),
    '',
    'Simpan jawaban diukur di server API (dari permintaan tiba sampai jawabannya selesai dikirim), fase yang sama:',
    '',
    '| simpan jawaban di server | jumlah | p50 ms | p95 ms | p99 ms |',
    '|---|---|---|---|---|',
    ...faseServer.map(([nama, xs]) => `| ${nama} | ${xs.length} | ${pct(xs, 50).toFixed(1)} | ${pct(xs, 95).toFixed(1)} | ${pct(xs, 99).toFixed(1)} |`),
    '',
    'Jeda event loop per proses selama simulasi (p99 tiap jendela 2 s: median / terburuk; maks):',
    '',
    '| proses | p99 median ms | p99 terburuk ms | maks ms |',
    '|---|---|---|---|',
    ...lagRows.map(([nama, rows]) => `| ${nama} | ${pct(rows.map((r) => r[1]), 50).toFixed(0)} | ${Math.max(0, ...rows.map((r) => r[1])).toFixed(0)} | ${Math.max(0, ...rows.map((r) => r[2])).toFixed(0)} |`),
    '',
    `Galat: ${errors}. Jawaban diakui: ${acked}; hilang: ${lost}. Pengerjaan terkirim: ${submitted}/${N}. PUT perubahan waktu diulang: ${ubahGagal}.`,
    ...(jenisGalat.size ? ['', ...[...jenisGalat].sort((a, b) => b[1] - a[1]).map(([k, n]) => `- galat ${k}: ${n}`)] : []),
    '',
    '| saturasi 50 klien | req/s | p50 ms | p99 ms | galat |',
    '|---|---|---|---|---|',
    `| bare upsert (Fastify + pg) | ${bare.requests.average.toFixed(0)} | ${bare.latency.p50} | ${bare.latency.p99} | ${bare.errors + bare.non2xx} |`,
    `| PUT …/pengerjaan/jawaban/{idSoal} | ${save.requests.average.toFixed(0)} | ${save.latency.p50} | ${save.latency.p99} | ${save.errors + save.non2xx} |`,
    `| rasio simpan / bare | ${((100 * save.requests.average) / Math.max(1, bare.requests.average)).toFixed(0)}% | | | |`,
    '',
    `Durasi total ${((Date.now() - t0) / 1000).toFixed(0)} s.`,
  ];
  const out = path.join(HERE, '../../../bench/results');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, 'ujian-latest.md'), `${lines.join('\n')}\n`);
  console.log(lines.join('\n'));
  process.exit(lost === 0 ? 0 : 1);
}

// ---------------------------------------------------------------------------------------------------------------
/** Event-loop delay of this process, p99 and max per 2 s window (epoch ms of the window's end). */
function sampleLag() {
  const h = monitorEventLoopDelay({ resolution: 10 });
  h.enable();
  const rows: Lag[] = [];
  const t = setInterval(() => {
    rows.push([Date.now(), h.percentile(99) / 1e6, h.max / 1e6]);
    h.reset();
  }, 2000);
  return {
    stop: () => {
      clearInterval(t);
      h.disable();
      return rows;
    },
  };
}

if (ROLE === 'server') {
  const { buildApp } = await import('../src/app');
  const { loadConfig } = await import('../src/config');
  const { createDatabase } = await import('../src/db/client');
  const database = await createDatabase({ databaseUrl: dbUrl(), poolSize: 20 });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-bench-ujian-'));
  const config = { ...loadConfig({ SEED_DEMO: 'false', DATA_DIR: dataDir, LOG_LEVEL: 'warn', JWT_SECRET: SECRET }), runWorker: false, loginRateLimitPerMin: 1_000_000 };
  const app = await buildApp({ config, database, logger: { level: 'warn' } });
  app.put('/api/bench/bare_upsert', async (request) => {
    await database.query(
      'insert into bench_upsert (college_id, user_id, at) values ($1, $2, now()) on conflict (college_id, user_id) do update set at = excluded.at',
      [request.college.id, request.actor.userId],
    );
    return { status: { code: 'success', message: 'Berhasil' }, data: null };
  });
  // What the server itself spends on each save, from the request's arrival to the end of its answer: beside the
  // drivers' figure, which also holds the time the simulated students' own loop was too busy to read the answer.
  const saves: [number, number][] = [];
  const mulaiAt = new WeakMap<object, [number, number]>();
  app.addHook('onRequest', async (request) => {
    if (request.method === 'PUT' && request.url.includes('/pengerjaan/jawaban/')) mulaiAt.set(request, [Date.now(), performance.now()]);
  });
  app.addHook('onResponse', async (request) => {
    const m = mulaiAt.get(request);
    if (m) saves.push([m[0], performance.now() - m[1]]);
  });
  const lag = sampleLag();
  await app.listen({ port: 0, host: '127.0.0.1', backlog: config.listenBacklog });
  process.on('message', async (m: Msg) => {
    if (m.type === 'stop') {
      // Sent before exiting (a large message is still in the pipe when process.exit runs otherwise).
      await new Promise<void>((r) => process.send!({ type: 'stats', saves, lag: lag.stop() }, () => r()));
      await app.close();
      await database.close();
      process.exit(0);
    }
  });
  process.send!({ type: 'ready', port: (app.server.address() as { port: number }).port });
} else if (ROLE === 'worker') {
  const { createDatabase } = await import('../src/db/client');
  const { startJobs } = await import('../src/jobs');
  const database = await createDatabase({ databaseUrl: dbUrl(), poolSize: 3 });
  const jobs = await startJobs({ database, databaseUrl: dbUrl(), log: { info: () => {}, error: (o, m) => console.error(m, o) }, pollingIntervalSeconds: 2 });
  process.on('message', async (m: Msg) => {
    if (m.type === 'stop') {
      await jobs.stop();
      await database.close();
      process.exit(0);
    }
  });
  process.send!({ type: 'ready' });
} else if (ROLE === 'driver') {
  process.on('message', async (m: Msg) => {
    if (m.type !== 'run') return;
    const lag = sampleLag();
    const r = await runDriver(m.input as DriverInput);
    process.send!({ type: 'done', result: { ...r, lag: lag.stop() } });
  });
  process.send!({ type: 'ready' });
} else {
  try {
    await orchestrate();
  } finally {
    // A failed run leaves no process behind.
    for (const c of spawned) if (c.exitCode === null) c.kill('SIGKILL');
  }
}

