/**
 * `npm run bench`: every benchmark in turn, each in its own process (so one's load does not colour the next):
 * the query plans of the class reads and the response serialisers' CPU (both short), the class list on a large
 * campus, the load section over routes.ts on both engines, the live streams, and the class forum with its chat
 * streams.
 * Each writes its report to bench/results/. Stops at the first one that fails.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const BENCHES = ['class-plans.ts', 'serializer.bench.ts', 'class-list.bench.ts', 'load.bench.ts', 'streams.bench.ts', 'chat.bench.ts', 'kehadiran.bench.ts'];

const t0 = Date.now();
for (const file of BENCHES) {
  console.log(`\n=== ${file} ===`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(HERE, file)], { stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`${file}: GAGAL (exit ${r.status})`);
    process.exit(1);
  }
}
console.log(`\nSemua benchmark selesai dalam ${((Date.now() - t0) / 1000).toFixed(0)} s.`);
