// Starts the product as `npm start` does (build the web app, then the API serving it, which migrates and seeds the
// demo campus) on a fresh embedded database, for the browser journeys.
// The web app is built into a directory of this run, not apps/web/dist: another build of the same tree (an
// `npm start`, a second journey run) empties apps/web/dist while it builds, and a running journey would then be
// served an index.html whose assets are gone (a blank page).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = process.env.E2E_DATA_DIR ?? '/tmp/lms-e2e-data';
const webDist = process.env.E2E_WEB_DIST ?? `${dataDir}-web`;
fs.rmSync(dataDir, { recursive: true, force: true });

// Both servers of a run share one build. Playwright starts them one after the other, but either may find the
// other mid-build: the first to take the lock (mkdir is atomic) builds and leaves a marker; the other waits for it.
// The run id keeps an earlier run's build or lock from being taken for this one's; those are removed here.
const run = process.env.E2E_RUN_ID ?? String(process.pid);
const lock = `${webDist}.${run}.lock`;
const marker = path.join(webDist, `.built-${run}`);
let builder = false;
if (!fs.existsSync(marker)) {
  try {
    fs.mkdirSync(lock);
    builder = true;
  } catch {
    // another server of this run is building
  }
}
if (builder) {
  const dir = path.dirname(webDist);
  for (const f of fs.readdirSync(dir)) {
    if (f.startsWith(`${path.basename(webDist)}.`) && f.endsWith('.lock') && path.join(dir, f) !== lock) fs.rmSync(path.join(dir, f), { recursive: true, force: true });
  }
  const build = spawnSync('npx', ['vite', 'build', '--outDir', webDist, '--emptyOutDir', '--logLevel', 'warn'], { cwd: path.join(root, 'apps/web'), stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  fs.writeFileSync(marker, '');
} else {
  const deadline = Date.now() + 280_000;
  while (!fs.existsSync(marker)) {
    if (Date.now() > deadline) {
      console.error('build aplikasi web tidak selesai');
      process.exit(1);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: path.join(root, 'apps/api'),
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, WEB_DIST: webDist },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
