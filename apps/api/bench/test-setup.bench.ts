/**
 * What one API test file pays before its first test: migrate + seed from scratch (the old way) against cloning
 * the run's snapshot (test/snapshot.ts), interleaved so machine load hits both alike. Not part of `npm run bench`:
 * `npx tsx bench/test-setup.bench.ts` (PGlite) or with TEST_DATABASE_URL (PostgreSQL).
 */
import fs from 'node:fs';
import pg from 'pg';
import { createDatabase } from '../src/db/client';
import { seedDemo } from '../src/db/seed';
import { pgliteSnapshots, postgresSnapshots } from '../test/snapshot';

const ROUNDS = Number(process.env.ROUNDS ?? 3);
const adminUrl = process.env.TEST_DATABASE_URL;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function pgDb(template?: string) {
  const name = `lms_setup_bench_${Math.random().toString(16).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  const database = await createDatabase({ databaseUrl: url.toString(), poolSize: 5 });
  return { database, drop: async () => { await database.close(); await admin.query(`DROP DATABASE ${name} WITH (FORCE)`); await admin.end(); } };
}

const t = performance.now();
const snaps = adminUrl ? await postgresSnapshots(adminUrl) : await pgliteSnapshots();
console.log(`snapshot siap dalam ${(performance.now() - t).toFixed(0)} ms (dibuat sekali per run, atau dipakai ulang)`);
const scratch: number[] = [];
const clone: number[] = [];
for (let i = 0; i < ROUNDS; i++) {
  let t0 = performance.now();
  if (adminUrl) {
    const d = await pgDb();
    await d.database.migrate();
    await seedDemo(d.database.db);
    scratch.push(performance.now() - t0);
    await d.drop();
    t0 = performance.now();
    const c = await pgDb(snaps.seeded);
    await c.database.query('select 1');
    clone.push(performance.now() - t0);
    await c.drop();
  } else {
    const d = await createDatabase({ memory: true });
    await d.migrate();
    await seedDemo(d.db);
    scratch.push(performance.now() - t0);
    await d.close();
    t0 = performance.now();
    const c = await createDatabase({ memory: true, loadDataDir: new Blob([fs.readFileSync(snaps.seeded)], { type: 'application/x-gzip' }) });
    await c.query('select 1');
    clone.push(performance.now() - t0);
    await c.close();
  }
}
console.log(`${adminUrl ? 'PostgreSQL' : 'PGlite'}: migrate + seed ${median(scratch).toFixed(0)} ms, clone ${median(clone).toFixed(0)} ms (median of ${ROUNDS}; all: ${scratch.map((x) => x.toFixed(0)).join('/')} vs ${clone.map((x) => x.toFixed(0)).join('/')})`);
