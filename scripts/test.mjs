#!/usr/bin/env node
// `npm test`: every test — shared and web unit tests, API tests on PGlite, then the browser journeys.
// With TEST_DATABASE_URL set, the API suite runs a second time on that PostgreSQL.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (label, cmd, args, env = {}) => {
  console.log(`\n=== ${label} ===`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) {
    console.error(`\n${label}: GAGAL (exit ${r.status})`);
    process.exit(r.status ?? 1);
  }
};

const pgUrl = process.env.TEST_DATABASE_URL;
run('unit + API (PGlite)', 'npx', ['vitest', 'run'], { TEST_DATABASE_URL: '' });
if (pgUrl) run('API (PostgreSQL)', 'npx', ['vitest', 'run', '--project', 'api'], { TEST_DATABASE_URL: pgUrl });
run('browser journeys (Chromium)', 'npm', ['test', '-w', '@lms/e2e']);
