/**
 * Production job worker: `npm run worker -w @lms/api` (DATABASE_URL must name the PostgreSQL the API uses).
 * In embedded mode (PGlite, RUN_WORKER not false) server.ts runs the same workers inside the API process instead,
 * because a PGlite data directory cannot be opened by two processes.
 */
import { loadConfig } from './config';
import { createDatabase } from './db/client';
import { startJobs, type JobsLog } from './jobs';
import { mulaiDetak } from './ops/detak';
import { buatPenutupan, pasangSinyal, waktuJob } from './ops/penutupan';

const log: JobsLog = {
  info: (obj, msg) => console.log(JSON.stringify({ level: 'info', time: new Date().toISOString(), msg, ...obj })),
  error: (obj, msg) => console.error(JSON.stringify({ level: 'error', time: new Date().toISOString(), msg, ...obj, err: String((obj as { err?: unknown }).err ?? '') })),
};

const config = loadConfig();
if (!config.databaseUrl) {
  console.error('Worker terpisah membutuhkan DATABASE_URL (PostgreSQL). Pada mode tertanam (PGlite) worker berjalan di dalam proses API.');
  process.exit(1);
}

const database = await createDatabase({ databaseUrl: config.databaseUrl, poolSize: 3 });
await database.migrate();
const jobs = await startJobs({ database, databaseUrl: config.databaseUrl, log });
// GET /api/ready of every API process reads this heartbeat.
const detak = await mulaiDetak(database.db, log);
log.info({ pid: process.pid }, 'worker berjalan');

pasangSinyal(
  buatPenutupan({
    timeoutMs: config.shutdownTimeoutMs,
    log,
    langkah: [
      async () => {
        await detak.stop();
        await jobs.stop(waktuJob(config.shutdownTimeoutMs));
      },
    ],
    akhir: () => database.close(),
  }),
);
