import type PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { createBoss } from './boss';
import { CLEANUP_CRON, CLEANUP_QUEUE, runMaintenanceCleanup } from './cleanup';

export type JobsLog = { info(obj: object, msg: string): void; error(obj: object, msg: string): void };

export type JobsRunner = { boss: PgBoss; stop(): Promise<void> };

export type StartJobsOptions = {
  database: Database;
  databaseUrl?: string;
  log: JobsLog;
  /** How often a worker looks for new jobs (pg-boss default 2 s; cleanup is not urgent). */
  pollingIntervalSeconds?: number;
  cronMonitorIntervalSeconds?: number;
};

/**
 * Starts pg-boss (creating or migrating its schema), the workers and the schedules. Used by worker.ts (its own
 * process, production) and by server.ts in embedded mode (config.runWorker). buildApp never calls it.
 * Several workers may run at once on PostgreSQL: queue creation and schedules are idempotent and pg-boss
 * hands each job (and each cron tick) to exactly one of them.
 */
export async function startJobs(opts: StartJobsOptions): Promise<JobsRunner> {
  const { database, log } = opts;
  const boss = createBoss({
    database,
    databaseUrl: opts.databaseUrl,
    cronMonitorIntervalSeconds: opts.cronMonitorIntervalSeconds,
  });
  boss.on('error', (err) => log.error({ err }, 'pg-boss error'));
  await boss.start();

  await boss.createQueue(CLEANUP_QUEUE);
  await boss.work(CLEANUP_QUEUE, { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 10 }, async () => {
    const result = await runMaintenanceCleanup(database.db);
    log.info({ job: CLEANUP_QUEUE, ...result }, 'maintenance cleanup done');
    return result;
  });
  await boss.schedule(CLEANUP_QUEUE, CLEANUP_CRON);

  let stopping: Promise<void> | null = null;
  return {
    boss,
    stop: () =>
      (stopping ??= boss.stop({ graceful: true, wait: true, timeout: 10_000 })),
  };
}
