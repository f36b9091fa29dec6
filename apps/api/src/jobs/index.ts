import { eq } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { colleges } from '../db/schema';
import { systemActor, type Deps } from '../deps';
import { createEventBus } from '../plugins/events';
import { createStorage } from '../plugins/storage';
import { createBoss } from './boss';
import { CLEANUP_CRON, CLEANUP_QUEUE, runMaintenanceCleanup } from './cleanup';
import { queueOptions } from './queues';
import { createJob, runTrackedJob, type TrackedJobPayload, type WorkerDeps } from './status';
import { SWEEP_CRON, SWEEP_QUEUE, sweepOrphanFiles } from './sweep-files';
import { TUTUP_PENGERJAAN_CRON, TUTUP_PENGERJAAN_QUEUE, tutupPengerjaanLewat } from '../modules/ujian/tutup-pengerjaan.job';
import { startTugasWorkers } from '../modules/tugas/unduh.job';
import { startUjianWorkers } from '../modules/ujian/perhitungan.job';
import { startKehadiranWorkers } from '../modules/kehadiran/kehadiran.job';
import { startBapWorkers } from '../modules/bap/bap-zip.job';
import { startNilaiWorkers } from '../modules/nilai/nilai.job';
import { createBuiltinAcademicSystem } from '../modules/akademik/academic-system.builtin';
import { createAudienceResolver } from '../modules/events/audience';
import { registerModuleRegistries } from '../registries';

export type JobsLog = { info(obj: object, msg: string): void; error(obj: object, msg: string): void };

/** `stop` waits up to `timeoutMs` (default 10 s) for running jobs; pg-boss fails the rest, which queues their retry. */
export type JobsRunner = { boss: PgBoss; stop(timeoutMs?: number): Promise<void> };

export type { WorkerDeps };

export type StartJobsOptions = {
  database: Database;
  databaseUrl?: string;
  log: JobsLog;
  /** Storage and events of the app (server.ts passes app.deps); built from the environment when absent (worker.ts). */
  deps?: Partial<Pick<Deps, 'storage' | 'events'>>;
  /** How often a worker looks for new jobs (pg-boss default 2 s; cleanup is not urgent). */
  pollingIntervalSeconds?: number;
  cronMonitorIntervalSeconds?: number;
};

/** The sweep's payload: a tracked run one operator asked for, or a scheduled run over every college. */
type SweepPayload = Partial<TrackedJobPayload>;

/**
 * Runs the orphan sweep of one college as the system actor, tracked by its job row (created here for scheduled
 * runs). Exported for tests.
 */
export async function runSweepJob(deps: WorkerDeps, collegeId: number, jobId?: string) {
  const [college] = await deps.db.select().from(colleges).where(eq(colleges.id, collegeId));
  if (!college) throw new Error(`college ${collegeId} not found`);
  const actor = systemActor(college);
  const id = jobId ?? (await createJob(deps, actor, { jenis: 'sapu_file', jenisSumber: 'college', idSumber: String(collegeId) })).id;
  return runTrackedJob(deps, id, (report) => sweepOrphanFiles(deps, actor, { onProgress: report }));
}

/**
 * Starts pg-boss (creating or migrating its schema), the workers and the schedules. Used by worker.ts (its own
 * process, production) and by server.ts in embedded mode (config.runWorker). buildApp never calls it.
 * Several workers may run at once on PostgreSQL: queue creation and schedules are idempotent and pg-boss
 * hands each job (and each cron tick) to exactly one of them.
 */
export async function startJobs(opts: StartJobsOptions): Promise<JobsRunner> {
  const { database, log } = opts;
  // The workers read the grade providers (the Siakad send) and chat contexts outside any app.
  registerModuleRegistries();
  const deps: WorkerDeps = {
    db: database.db,
    storage: opts.deps?.storage ?? createStorage(loadConfig()),
    events: opts.deps?.events ?? createEventBus(database, { resolver: createAudienceResolver(database.db) }),
  };
  const boss = createBoss({
    database,
    databaseUrl: opts.databaseUrl,
    cronMonitorIntervalSeconds: opts.cronMonitorIntervalSeconds,
  });
  boss.on('error', (err) => log.error({ err }, 'pg-boss error'));
  await boss.start();
  const polling = opts.pollingIntervalSeconds;

  await boss.createQueue(CLEANUP_QUEUE);
  await boss.work(CLEANUP_QUEUE, { pollingIntervalSeconds: polling ?? 10 }, async () => {
    const result = await runMaintenanceCleanup(database.db, new Date(), loadConfig().accessTokenTtl);
    log.info({ job: CLEANUP_QUEUE, ...result }, 'maintenance cleanup done');
    return result;
  });
  await boss.schedule(CLEANUP_QUEUE, CLEANUP_CRON);

  await boss.createQueue(SWEEP_QUEUE, { name: SWEEP_QUEUE, ...queueOptions(SWEEP_QUEUE) });
  await boss.work<SweepPayload>(SWEEP_QUEUE, { pollingIntervalSeconds: polling ?? 10 }, async ([job]) => {
    const p = job?.data ?? {};
    const ids = p.collegeId ? [p.collegeId] : (await database.db.select({ id: colleges.id }).from(colleges)).map((c) => c.id);
    const results = [];
    for (const collegeId of ids) {
      try {
        const result = await runSweepJob(deps, collegeId, p.collegeId ? p.jobId : undefined);
        log.info({ job: SWEEP_QUEUE, collegeId, ...result }, 'orphan file sweep done');
        results.push({ collegeId, ...result });
      } catch (err) {
        log.error({ err, job: SWEEP_QUEUE, collegeId }, 'orphan file sweep failed');
        // One college's failing backend must not keep the others unswept; a tracked run reports its failure.
        if (p.collegeId) throw err;
      }
    }
    return { results };
  });
  await boss.schedule(SWEEP_QUEUE, SWEEP_CRON);

  // Exam attempts whose deadline passed with nobody there to submit (modules/ujian).
  await boss.createQueue(TUTUP_PENGERJAAN_QUEUE);
  await boss.work(TUTUP_PENGERJAAN_QUEUE, { pollingIntervalSeconds: polling ?? 5 }, async () => tutupPengerjaanLewat(deps));
  await boss.schedule(TUTUP_PENGERJAAN_QUEUE, TUTUP_PENGERJAAN_CRON);

  await startTugasWorkers(boss, deps, polling);
  await startKehadiranWorkers(boss, deps, polling);
  await startUjianWorkers(boss, deps, polling);
  await startBapWorkers(boss, { ...deps, academic: createBuiltinAcademicSystem(database.db) }, polling);
  await startNilaiWorkers(boss, { ...deps, academic: createBuiltinAcademicSystem(database.db) }, polling);

  let stopping: Promise<void> | null = null;
  return {
    boss,
    stop: (timeoutMs = 10_000) => (stopping ??= boss.stop({ graceful: true, wait: true, timeout: timeoutMs })),
  };
}
