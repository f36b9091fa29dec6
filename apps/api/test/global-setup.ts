import type { TestProject } from 'vitest/node';
import { pgliteSnapshots, postgresSnapshots, type Snapshots } from './snapshot';

declare module 'vitest' {
  interface ProvidedContext {
    /** Migrated (and seeded) databases every test file clones; see snapshot.ts. */
    dbSnapshots: { engine: 'pglite' | 'postgres'; snapshots: Snapshots } | null;
  }
}

/** Runs once per test run, before any API test file: builds (or reuses) the snapshots of the engine under test. */
export default async function setup(project: TestProject) {
  const t0 = Date.now();
  const adminUrl = process.env.TEST_DATABASE_URL;
  const snapshots = adminUrl ? await postgresSnapshots(adminUrl) : await pgliteSnapshots();
  project.provide('dbSnapshots', { engine: adminUrl ? 'postgres' : 'pglite', snapshots });
  if (process.env.LMS_TEST_SNAPSHOT_LOG) console.log(`[snapshot] ${adminUrl ? 'postgres' : 'pglite'} siap dalam ${Date.now() - t0} ms`);
}
