import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Migrates and seeds once per run; every test file clones that snapshot (test/snapshot.ts).
    globalSetup: ['test/global-setup.ts'],
    // Test files share a worker's imported modules (the app, drizzle, the schema) instead of importing them again
    // each: every file still builds its own app on its own database, and modules keep per-database state in
    // WeakMaps keyed by that database, so nothing carries over. This halves the suite's time on 2 cores.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
