import type PgBoss from 'pg-boss';
import { createBuiltinAcademicSystem } from '../modules/akademik/academic-system.builtin';
import { KIRIM_NILAI_QUEUE, runKirimNilai, type KirimPayload } from '../modules/nilai/nilai-kirim.service';
import { queueOptions } from './queues';
import type { WorkerDeps } from './index';

/**
 * `nilai-kirim-sikad`: sends one Siakad component of a class (modules/nilai). One per class and component at a time
 * (singletonKey, 'stately'); pg-boss retries a failed run, which skips the rows already sent.
 */
export async function startNilaiWorkers(boss: PgBoss, deps: WorkerDeps, pollingIntervalSeconds?: number) {
  const academic = createBuiltinAcademicSystem(deps.db);
  await boss.createQueue(KIRIM_NILAI_QUEUE, { name: KIRIM_NILAI_QUEUE, ...queueOptions(KIRIM_NILAI_QUEUE, 'singleton') });
  await boss.work<KirimPayload>(KIRIM_NILAI_QUEUE, { pollingIntervalSeconds: pollingIntervalSeconds ?? 2 }, async ([job]) => {
    if (job) return runKirimNilai({ ...deps, academic }, job.data);
  });
}
