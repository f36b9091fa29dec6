import type PgBoss from 'pg-boss';
import type { Deps } from '../../deps';
import { queueOptions } from '../../jobs/queues';
import type { WorkerDeps } from '../../jobs/status';
import { KIRIM_NILAI_QUEUE, runKirimNilai, type KirimPayload } from './nilai-kirim.service';

/**
 * `nilai-kirim-sikad`: sends one Siakad component of a class. One per class and component at a time
 * (singletonKey, 'stately'); pg-boss retries a failed run, which skips the rows already sent.
 * The academic system comes from startJobs (jobs/index.ts), which composes it.
 */
export async function startNilaiWorkers(boss: PgBoss, deps: WorkerDeps & Pick<Deps, 'academic'>, pollingIntervalSeconds?: number) {
  await boss.createQueue(KIRIM_NILAI_QUEUE, { name: KIRIM_NILAI_QUEUE, ...queueOptions(KIRIM_NILAI_QUEUE, 'singleton') });
  await boss.work<KirimPayload>(KIRIM_NILAI_QUEUE, { pollingIntervalSeconds: pollingIntervalSeconds ?? 2 }, async ([job]) => {
    if (job) return runKirimNilai(deps, job.data);
  });
}
