/**
 * CPU per response of the two serialisers (plugins/response-serializer.ts) on a real answer: the class list page
 * (10 items) and the class detail of the demo campus, each serialised N times in one process, five alternating
 * rounds, median. A CPU micro-measurement (process CPU time, no I/O): `npx tsx apps/api/bench/serializer.bench.ts`
 * → bench/results/serializer-latest.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { kelasDetail, kelasListItem, envelope, listEnvelope } from '@lms/shared';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db/client';
import { seedDemo } from '../src/db/seed';
import { createResponseSerializerCompiler } from '../src/plugins/response-serializer';

const N = Number(process.env.BENCH_N ?? 20_000);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-bench-serializer-'));
const db = await createDatabase({ memory: true });
await db.migrate();
await seedDemo(db.db);
const app = await buildApp({ config: { ...loadConfig({ SEED_DEMO: 'false', DATA_DIR: dataDir, LOG_LEVEL: 'error' }), runWorker: false }, database: db, serializer: 'zod' });
const login = await app.inject({ method: 'POST', url: '/api/v2/access_token', headers: { 'college-id': '1' }, payload: { username: 'operator', password: 'operator123' } });
const h = { authorization: `Bearer ${login.json().data.access_token}`, 'college-id': '1' };
const list = (await app.inject({ url: '/api/v2/lms/kelas_kuliah?per_page=10', headers: h })).json();
const detail = (await app.inject({ url: `/api/v2/lms/kelas_kuliah/${list.data[0].id}`, headers: h })).json();
await app.close();
await db.close();
fs.rmSync(dataDir, { recursive: true, force: true });
const lines: string[] = [];

const cases = [
  { name: 'class list page (10 items)', schema: listEnvelope(kelasListItem), data: list },
  { name: 'class detail', schema: envelope(kelasDetail), data: detail },
];
const route = (schema: unknown) => ({ schema, method: 'GET', url: '/bench', httpStatus: '200' });
for (const c of cases) {
  const fns = { zod: createResponseSerializerCompiler('zod', null)(route(c.schema)), compiled: createResponseSerializerCompiler('compiled', null)(route(c.schema)) };
  if (fns.zod(c.data) !== fns.compiled(c.data)) throw new Error(`${c.name}: outputs differ`);
  const times: Record<string, number[]> = { zod: [], compiled: [] };
  for (let round = 0; round < 5; round++) {
    for (const [name, fn] of Object.entries(fns)) {
      const t0 = process.cpuUsage();
      for (let i = 0; i < N / 5; i++) fn(c.data);
      const d = process.cpuUsage(t0);
      times[name]!.push(((d.user + d.system) / (N / 5)));
    }
  }
  const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[2]!;
  console.log(`${c.name.padEnd(28)} bytes ${fns.zod(c.data).length}  zod ${med(times.zod!).toFixed(1)} µs CPU  compiled ${med(times.compiled!).toFixed(1)} µs CPU`);
  lines.push(`| ${c.name} | ${fns.zod(c.data).length} | ${med(times.zod!).toFixed(1)} | ${med(times.compiled!).toFixed(1)} |`);
}
const md = [
  `# Response serialisers (${new Date().toISOString().slice(0, 10)}, Node ${process.version})`,
  '',
  `CPU per response (µs, process CPU time, median of 5 rounds of ${N / 5}); outputs checked byte-identical first.`,
  '',
  '| answer | bytes | zod parse + JSON.stringify | compiled (fast-json-stringify) |',
  '|---|---:|---:|---:|',
  ...lines,
  '',
].join('\n');
fs.mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(ROOT, 'bench/results/serializer-latest.md'), md);
process.exit(0);
