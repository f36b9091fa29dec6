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
const webDist = `${dataDir}-web`;
fs.rmSync(dataDir, { recursive: true, force: true });

const build = spawnSync('npx', ['vite', 'build', '--outDir', webDist, '--emptyOutDir', '--logLevel', 'warn'], { cwd: path.join(root, 'apps/web'), stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: path.join(root, 'apps/api'),
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, WEB_DIST: webDist },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
