import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { loadConfig } from './config';
import { createDatabase } from './db/client';
import { DEMO_ACCOUNTS } from './db/seed/accounts';
import { seedDemoIfEmpty } from './db/seed';
import { seedDemoFiles } from './db/seed/files';
import { startJobs, type JobsRunner } from './jobs';
import { mulaiDetak, type Detak } from './ops/detak';
import { DataDirDipakai, klaimDataDir, type Klaim } from './ops/pemilik-data';
import { buatPenutupan, pasangSinyal, waktuJob } from './ops/penutupan';

const config = loadConfig();
fs.mkdirSync(config.dataDir, { recursive: true });
// The embedded database's directory is this process's alone: a second server or a backup opening it would corrupt it.
let klaim: Klaim | null = null;
if (!config.databaseUrl) {
  try {
    klaim = klaimDataDir(config.dataDir, 'server');
  } catch (err) {
    if (!(err instanceof DataDirDipakai)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}
const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const seeded = config.seedDemo ? await seedDemoIfEmpty(database.db) : false;

const app = await buildApp({ config, database, logger: { level: config.logLevel } });
// Uploaded banners and syllabus attachments of the demo go through the storage backend, which the app owns.
if (seeded) await seedDemoFiles(app.deps);
await app.listen({ port: config.port, host: config.host, backlog: config.listenBacklog });
// Embedded mode (or RUN_WORKER=true): the pg-boss workers of worker.ts run inside this process.
let jobs: JobsRunner | null = null;
let detak: Detak | null = null;
if (config.runWorker) {
  // They share the app's storage backend and event bus, so a job's progress reaches this process's SSE clients directly.
  jobs = await startJobs({ database, databaseUrl: config.databaseUrl, log: app.log, deps: app.deps });
  detak = await mulaiDetak(database.db, app.log);
}
if (klaim) {
  // `npm run backup` finds this process through the data directory and asks it for the archive with this token.
  const token = randomBytes(32).toString('base64url');
  app.ops.tokenCadangan = token;
  const { port } = app.server.address() as AddressInfo;
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host.includes(':') ? `[${config.host}]` : config.host;
  klaim.perbarui({ url: `http://${host}:${port}`, token });
}

const url = `http://localhost:${config.port}`;
console.log(`\nLMS berjalan di ${url}  (basis data: ${database.kind === 'pglite' ? `PGlite ${config.dataDir}` : 'PostgreSQL'})`);
console.log(`Dokumentasi API: ${url}/api/docs`);
if (seeded || database.kind === 'pglite') {
  console.log('Akun demo (kampus 1: http://localhost:' + config.port + ', kampus 2: http://kampus2.localhost:' + config.port + '):');
  for (const a of Object.values(DEMO_ACCOUNTS)) console.log(`  ${a.username.padEnd(18)} ${a.password}`);
}

pasangSinyal(
  buatPenutupan({
    timeoutMs: config.shutdownTimeoutMs,
    log: app.log,
    mulai: () => {
      app.ops.sedangBerhenti = true;
    },
    langkah: [
      () => app.close(),
      async () => {
        await detak?.stop();
        await jobs?.stop(waktuJob(config.shutdownTimeoutMs));
      },
    ],
    akhir: async () => {
      await database.close();
      klaim?.lepas();
    },
    paksa: () => {
      app.server.closeAllConnections();
      klaim?.lepas();
    },
  }),
);
