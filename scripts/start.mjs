#!/usr/bin/env node
// `npm start`: build the web app when its build is missing or older than its sources, then run the API,
// which migrates, seeds the demo campus on an empty database and serves the web app on the same port.
// `npm run dev` (--dev): the API restarts on changes (tsx watch) and the web app runs on Vite's dev server
// (http://localhost:5173, /api proxied to the API) with hot reload.
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
const dist = path.join(webDir, 'dist');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

if (process.argv.includes('--dev')) {
  const port = process.env.PORT ?? '3000';
  const env = { DATA_DIR: path.join(root, 'data'), ...process.env, PORT: port };
  const api = spawn(process.execPath, ['--import', 'tsx', '--watch', 'src/server.ts'], { cwd: path.join(root, 'apps/api'), stdio: 'inherit', env });
  const web = spawn('npm', ['run', 'dev', '-w', '@lms/web'], { cwd: root, stdio: 'inherit', env: { ...env, API_URL: `http://localhost:${port}` } });
  console.log('Mode pengembangan: web di http://localhost:5173 (API di port ' + port + ')');
  const stop = (sig) => {
    api.kill(sig);
    web.kill(sig);
  };
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => stop(sig));
  api.on('exit', (code) => {
    web.kill('SIGTERM');
    process.exit(code ?? 0);
  });
} else {
  startProduct();
}

function startProduct() {
  const indexHtml = path.join(dist, 'index.html');
  const sources = Math.max(newestMtime(webDir), newestMtime(path.join(root, 'packages/shared/src')));
  if (!fs.existsSync(indexHtml) || fs.statSync(indexHtml).mtimeMs < sources) {
    console.log('Membangun aplikasi web ...');
    const r = spawnSync('npm', ['run', 'build', '-w', '@lms/web'], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }

  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(root, 'apps/api'),
    stdio: 'inherit',
    env: { WEB_DIST: dist, DATA_DIR: path.join(root, 'data'), ...process.env },
  });
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
  child.on('exit', (code) => process.exit(code ?? 0));
}
