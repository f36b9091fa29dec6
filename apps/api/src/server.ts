import fs from 'node:fs';
import { buildApp } from './app';
import { loadConfig } from './config';
import { createDatabase } from './db/client';
import { DEMO_ACCOUNTS } from './db/seed/accounts';
import { seedDemoIfEmpty } from './db/seed';
import { seedDemoFiles } from './db/seed/files';
import { startJobs, type JobsRunner } from './jobs';

const config = loadConfig();
fs.mkdirSync(config.dataDir, { recursive: true });
const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const seeded = config.seedDemo ? await seedDemoIfEmpty(database.db) : false;

const app = await buildApp({ config, database, logger: { level: config.logLevel } });
// Uploaded banners and syllabus attachments of the demo go through the storage backend, which the app owns.
if (seeded) await seedDemoFiles(app.deps);
await app.listen({ port: config.port, host: config.host, backlog: config.listenBacklog });
// Embedded mode (or RUN_WORKER=true): the pg-boss workers of worker.ts run inside this process.
let jobs: JobsRunner | null = null;
// They share the app's storage backend and event bus, so a job's progress reaches this process's SSE clients directly.
if (config.runWorker) jobs = await startJobs({ database, databaseUrl: config.databaseUrl, log: app.log, deps: app.deps });

const url = `http://localhost:${config.port}`;
console.log(`\nLMS berjalan di ${url}  (basis data: ${database.kind === 'pglite' ? `PGlite ${config.dataDir}` : 'PostgreSQL'})`);
console.log(`Dokumentasi API: ${url}/api/docs`);
if (seeded || database.kind === 'pglite') {
  console.log('Akun demo (kampus 1: http://localhost:' + config.port + ', kampus 2: http://kampus2.localhost:' + config.port + '):');
  for (const a of Object.values(DEMO_ACCOUNTS)) console.log(`  ${a.username.padEnd(18)} ${a.password}`);
}

let closing = false;
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, async () => {
    if (closing) return;
    closing = true;
    app.log.info({ sig }, 'menutup server');
    try {
      // Open SSE streams are ended by app.close(); running jobs finish before the database goes away.
      await app.close();
      await jobs?.stop();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'server gagal ditutup dengan rapi');
      process.exit(1);
    }
  });
}
