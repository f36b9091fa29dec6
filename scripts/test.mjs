#!/usr/bin/env node
// `npm test`: every test — shared and web unit tests, API tests on PGlite, then the browser journeys.
// With TEST_DATABASE_URL set, the API suite runs a second time on that PostgreSQL.
// Every stage runs even when an earlier one fails, and the last line sums them all up.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-test-report-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedStages = [];
// Names of failed tests with the first line of their error, repeated at the very end: a CI log is often read
// from its tail only, and a long stage's failure would otherwise scroll out of it.
const failedTests = [];
const firstLine = (msg) => String(msg ?? '').replace(new RegExp(String.fromCharCode(27) + '\\[[0-9;]*m', 'g'), '').split('\n').find((l) => l.trim()) ?? '';

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function stage(label, cmd, args, env, count) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const c = count();
  if (c) {
    totals.passed += c.passed;
    totals.failed += c.failed;
    totals.skipped += c.skipped;
    console.log(`${label}: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped (${Math.round((Date.now() - started) / 1000)} s)`);
  }
  if (r.status !== 0 || !c) {
    failedStages.push(label);
    // A stage that died before reporting counts as one failure, so the sum never looks green.
    if (!c) totals.failed += 1;
    console.error(`${label}: GAGAL (exit ${r.status})`);
  }
}

const vitestCount = (file) => () => {
  const j = readJson(file);
  for (const f of j?.testResults ?? []) {
    const rel = path.relative(root, f.name);
    if (f.status === 'failed' && !(f.assertionResults ?? []).some((a) => a.status === 'failed')) failedTests.push(`${rel}: ${firstLine(f.message)}`);
    for (const a of f.assertionResults ?? []) if (a.status === 'failed') failedTests.push(`${rel} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
  }
  return j && { passed: j.numPassedTests, failed: j.numFailedTests + (j.numRuntimeErrorTestSuites ?? 0), skipped: j.numPendingTests + j.numTodoTests };
};

const vitest = (label, file, extraArgs, env) =>
  stage(label, 'npx', ['vitest', 'run', ...extraArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], env, vitestCount(file));

vitest('unit + API (PGlite)', path.join(tmp, 'vitest-pglite.json'), [], { TEST_DATABASE_URL: '' });
const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl) vitest('API (PostgreSQL)', path.join(tmp, 'vitest-postgres.json'), ['--project', 'api'], { TEST_DATABASE_URL: pgUrl });

const pwFile = path.join(tmp, 'playwright.json');
stage('browser journeys (Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: pwFile }, () => {
  const j = readJson(pwFile);
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const results = t.results ?? [];
        if (t.status === 'unexpected') failedTests.push(`${spec.file} › ${spec.title}: ${firstLine(results.at(-1)?.error?.message)}`);
        else if (t.status === 'flaky') failedTests.push(`(lolos saat diulang) ${spec.file} › ${spec.title}: ${firstLine(results[0]?.error?.message)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of j?.suites ?? []) walk(suite);
  return j && { passed: j.stats.expected + j.stats.flaky, failed: j.stats.unexpected, skipped: j.stats.skipped };
});

fs.rmSync(tmp, { recursive: true, force: true });
if (failedTests.length) console.error(`\nTes gagal:\n${failedTests.map((t) => `- ${t.slice(0, 400)}`).join('\n')}`);
if (failedStages.length) console.error(`\nTahap gagal: ${failedStages.join(', ')}`);
console.log(`\nTotal: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStages.length ? 1 : 0);
