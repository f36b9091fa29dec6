import type PgBoss from 'pg-boss';
import { queueOptions } from '../../jobs/queues';
import type { WorkerDeps } from '../../jobs/status';
import { HITUNG_PERSENTASE_QUEUE, runHitungPersentase, runJadwalKehadiran, type HitungPayload } from './kehadiran-hitung.service';

/**
 * Attendance queues, started by startJobs (jobs/index.ts):
 * - `kehadiran-hitung-persentase`: POST /v2/lms/kehadiran_mahasiswa/hitung_persentase (one class or a period),
 *   tracked with progress; one per class or period at a time (singletonKey, 'stately').
 * - `kehadiran-jadwal`: every minute, applies the new attendance facts (the students' actions) and settles the
 *   meetings whose activity deadline passed.
 */
export const JADWAL_KEHADIRAN_QUEUE = 'kehadiran-jadwal';
export const JADWAL_KEHADIRAN_CRON = '* * * * *';

export async function startKehadiranWorkers(boss: PgBoss, deps: WorkerDeps, pollingIntervalSeconds?: number) {
  await boss.createQueue(HITUNG_PERSENTASE_QUEUE, { name: HITUNG_PERSENTASE_QUEUE, ...queueOptions(HITUNG_PERSENTASE_QUEUE, 'singleton') });
  await boss.work<HitungPayload>(HITUNG_PERSENTASE_QUEUE, { pollingIntervalSeconds: pollingIntervalSeconds ?? 2 }, async ([job]) => {
    if (job) return runHitungPersentase(deps, job.data);
  });
  await boss.createQueue(JADWAL_KEHADIRAN_QUEUE);
  await boss.work(JADWAL_KEHADIRAN_QUEUE, { pollingIntervalSeconds: pollingIntervalSeconds ?? 10 }, async () => runJadwalKehadiran(deps.db));
  await boss.schedule(JADWAL_KEHADIRAN_QUEUE, JADWAL_KEHADIRAN_CRON);
}
