/**
 * Migrate + seed once per test run, then let every test file clone the result:
 * - PGlite: a dump of the data directory (gzipped tar) that each file loads into a fresh in-memory instance;
 * - PostgreSQL: a template database that each file copies with `CREATE DATABASE … TEMPLATE …`.
 * Two snapshots per engine: migrated and empty (`seed: false`), and migrated plus the demo campus.
 *
 * A snapshot's name carries a hash of everything that shapes its contents (migrations, schema, seed, shared
 * package, database client, engine version), so a changed migration or seed is never served from a stale copy.
 * The demo seed places meetings and announcements relative to the current time, so a snapshot is also reused
 * only while it is younger than MAX_AGE_MS; older ones are rebuilt and, after CLEANUP_AGE_MS, dropped.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createDatabase } from '../src/db/client';
import { seedDemo } from '../src/db/seed';

const API = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = path.resolve(API, '../..');
export const CACHE_DIR = path.join(ROOT, 'node_modules/.cache/lms-test-snapshots');
const MAX_AGE_MS = 15 * 60_000;
// A run never lasts this long, so no run can still be cloning a snapshot this old.
const CLEANUP_AGE_MS = 60 * 60_000;
/** Serialises snapshot building across concurrent runs on one PostgreSQL server. */
const PG_LOCK_KEY = 727_276;

export type Snapshots = { seeded: string; empty: string };

const SOURCES = [
  'apps/api/src/db/migrations',
  'apps/api/src/db/schema',
  'apps/api/src/db/seed',
  // The seed writes registry rows through the registry's own row builder (barisAktivitas, registerAktivitas).
  'apps/api/src/modules/aktivitas/aktivitas.service.ts',
  // The demo attendance goes through the system's recalculation and the meeting summary of the attendance module.
  'apps/api/src/modules/kehadiran/kehadiran-pertemuan.service.ts',
  'apps/api/src/modules/kehadiran/kehadiran.repo.ts',
  'apps/api/src/db/client.ts',
  'apps/api/src/db/query-gate.ts',
  'apps/api/test/snapshot.ts',
  'packages/shared/src',
  'node_modules/@electric-sql/pglite/package.json',
  'node_modules/drizzle-orm/package.json',
];

function listFiles(p: string): string[] {
  if (!fs.existsSync(p)) return [];
  if (!fs.statSync(p).isDirectory()) return [p];
  return fs
    .readdirSync(p, { withFileTypes: true })
    .filter((e) => !/\.test\.tsx?$/.test(e.name))
    .flatMap((e) => listFiles(path.join(p, e.name)));
}

/** Content hash of every source that decides what a migrated, seeded database holds. */
export function sourceHash(): string {
  const h = createHash('sha256');
  for (const file of SOURCES.flatMap((s) => listFiles(path.join(ROOT, s))).sort()) {
    h.update(path.relative(ROOT, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  }
  return h.digest('hex').slice(0, 12);
}

const stamp = (d = new Date()) => d.toISOString().replace(/\D/g, '').slice(0, 14);
const stampAge = (s: string) =>
  Date.now() - Date.UTC(+s.slice(0, 4), +s.slice(4, 6) - 1, +s.slice(6, 8), +s.slice(8, 10), +s.slice(10, 12), +s.slice(12, 14));

// --- PGlite ---------------------------------------------------------------------------------------------------

/** Dump files `pglite-<hash>-<stamp>-{seed,empty}.tar.gz` in the cache directory; returns their paths. */
export async function pgliteSnapshots(): Promise<Snapshots> {
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  const hash = sourceHash();
  const files = fs.readdirSync(CACHE_DIR);
  for (const f of files) {
    const m = /^pglite-[0-9a-f]+-(\d{14})-/.exec(f);
    if ((m && stampAge(m[1]!) > CLEANUP_AGE_MS) || (f.endsWith('.tmp') && Date.now() - fs.statSync(path.join(CACHE_DIR, f)).mtimeMs > CLEANUP_AGE_MS)) {
      fs.rmSync(path.join(CACHE_DIR, f), { force: true });
    }
  }
  const fresh = files
    .map((f) => new RegExp(`^pglite-${hash}-(\\d{14})-seed\\.tar\\.gz$`).exec(f)?.[1])
    .filter((s): s is string => !!s && stampAge(s) < MAX_AGE_MS && files.includes(`pglite-${hash}-${s}-empty.tar.gz`))
    .sort()
    .at(-1);
  const name = (s: string, kind: string) => path.join(CACHE_DIR, `pglite-${hash}-${s}-${kind}.tar.gz`);
  if (fresh) return { seeded: name(fresh, 'seed'), empty: name(fresh, 'empty') };

  const s = stamp();
  const database = await createDatabase({ memory: true });
  try {
    await database.migrate();
    await writeAtomically(name(s, 'empty'), await database.dumpDataDir!());
    await seedDemo(database.db);
    await writeAtomically(name(s, 'seed'), await database.dumpDataDir!());
  } finally {
    await database.close();
  }
  return { seeded: name(s, 'seed'), empty: name(s, 'empty') };
}

/** Concurrent runs may build the same snapshot: each writes its own temporary file and renames it (atomic). */
async function writeAtomically(file: string, blob: Blob) {
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, Buffer.from(await blob.arrayBuffer()));
  fs.renameSync(tmp, file);
}

// --- PostgreSQL -----------------------------------------------------------------------------------------------

const withDb = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * Template databases `lms_snap_<hash>_<stamp>_{seed,empty}` on the server of `adminUrl`. Built under an advisory
 * lock so concurrent runs build once; a finished template is marked `IS_TEMPLATE` and closed to connections, which
 * also lets any number of test files copy it at the same time.
 */
export async function postgresSnapshots(adminUrl: string): Promise<Snapshots> {
  const hash = sourceHash();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [PG_LOCK_KEY]);
    const { rows } = await admin.query<{ datname: string; datistemplate: boolean }>(
      `select datname, datistemplate from pg_database where datname like 'lms\\_snap\\_%'`,
    );
    for (const r of rows) {
      const s = /^lms_snap_[0-9a-f]+_(\d{14})_/.exec(r.datname)?.[1];
      if (s && stampAge(s) > CLEANUP_AGE_MS) {
        if (r.datistemplate) await admin.query(`ALTER DATABASE ${r.datname} IS_TEMPLATE false`);
        await admin.query(`DROP DATABASE IF EXISTS ${r.datname} WITH (FORCE)`);
      }
    }
    const done = new Set(rows.filter((r) => r.datistemplate).map((r) => r.datname));
    const fresh = [...done]
      .map((n) => new RegExp(`^lms_snap_${hash}_(\\d{14})_seed$`).exec(n)?.[1])
      .filter((s): s is string => !!s && stampAge(s) < MAX_AGE_MS && done.has(`lms_snap_${hash}_${s}_empty`))
      .sort()
      .at(-1);
    const name = (s: string, kind: string) => `lms_snap_${hash}_${s}_${kind}`;
    if (fresh) return { seeded: name(fresh, 'seed'), empty: name(fresh, 'empty') };

    const s = stamp();
    await admin.query(`CREATE DATABASE ${name(s, 'empty')}`);
    const empty = await createDatabase({ databaseUrl: withDb(adminUrl, name(s, 'empty')), poolSize: 2 });
    try {
      await empty.migrate();
    } finally {
      await empty.close();
    }
    await admin.query(`CREATE DATABASE ${name(s, 'seed')} TEMPLATE ${name(s, 'empty')}`);
    const seeded = await createDatabase({ databaseUrl: withDb(adminUrl, name(s, 'seed')), poolSize: 2 });
    try {
      await seedDemo(seeded.db);
    } finally {
      await seeded.close();
    }
    for (const kind of ['empty', 'seed']) {
      await admin.query(`ALTER DATABASE ${name(s, kind)} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
    }
    return { seeded: name(s, 'seed'), empty: name(s, 'empty') };
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [PG_LOCK_KEY]).catch(() => {});
    await admin.end();
  }
}
