import type PgBoss from 'pg-boss';
import { PESAN_UJIAN, type PerhitunganNilaiStatus } from '@lms/shared';
import { queueOptions } from '../../jobs/queues';
import { enqueueJob, findLatestJob, runTrackedJob, type JobDeps, type TrackedJobPayload, type WorkerDeps } from '../../jobs/status';
import type { Actor, Deps } from '../../deps';
import { notFound } from '../../lib/errors';
import { recordAktivitas } from '../log-aktivitas/log-aktivitas.service';
import { muatKonteksNilai, simpanNilaiPengerjaan } from './penilaian-hitung';
import { countPengerjaanSelesai, findPengerjaanByIdKampus, findPengerjaanSelesaiBatch, lockPengerjaan } from './penilaian.repo';
import { aksesPenilai } from './ujian.policy';

/**
 * Recalculation of an exam's scores (issue 'Exams II' point 1) as a tracked job: queued when a lecturer corrects a
 * question's key or weight after attempts closed (or asks for it), one per exam at a time; the worker rescores
 * every closed attempt in batches (one transaction each) and reports progress on the class's `job` stream. While
 * it runs the exam shows 'Sedang proses perhitungan nilai' and its grade column a warning icon.
 */
export const HITUNG_NILAI_QUEUE = 'ujian.hitung_nilai';
export type HitungNilaiPayload = TrackedJobPayload & { idUjian: number };
const BATCH = 100;

const resource = (idUjian: number, idKelas: string | null = null) => ({
  jenis: 'hitung_nilai_ujian' as const,
  jenisSumber: 'ujian',
  idSumber: String(idUjian),
  idKelasKuliah: idKelas,
});

/** Queues the recalculation (or answers the one already queued or running). */
export async function enqueueHitungNilai(deps: Deps, actor: Actor, u: { id: number; idKelasKuliah: string }) {
  const { row } = await enqueueJob(deps, actor, resource(u.id, u.idKelasKuliah), HITUNG_NILAI_QUEUE, {
    payload: { idUjian: u.id },
    singletonKey: `hitung_nilai_ujian:${actor.college.id}:${u.id}`,
  });
  return row;
}

const toStatus = (row: Awaited<ReturnType<typeof findLatestJob>>): PerhitunganNilaiStatus =>
  row
    ? { status: row.status as PerhitunganNilaiStatus['status'], progress: row.progress, id_job: row.id, pesan: row.pesan }
    : { status: 'idle', progress: 0, id_job: null, pesan: null };

/** POST /v2/lms/ujian/{id}/perhitungan_nilai: a lecturer asks for a recalculation. */
export async function mulaiHitungNilai(deps: Deps, actor: Actor, idUjian: number) {
  const { row: u } = await aksesPenilai(deps, actor, idUjian, 'write');
  const row = await enqueueHitungNilai(deps, actor, u);
  await deps.db.transaction((tx) => recordAktivitas(tx, actor, 'hitung_nilai_ujian', `Menghitung ulang nilai kuis/ujian "${u.judul}"`));
  return toStatus(row);
}

/** GET /v2/lms/ujian/{id}/perhitungan_nilai (data.status). */
export async function statusHitungNilai(deps: Pick<Deps, 'db'>, actor: Actor, idUjian: number) {
  await aksesPenilai(deps, actor, idUjian, 'read');
  return toStatus(await findLatestJob(deps.db, actor.college.id, resource(idUjian)));
}

/** GET /v2/lms/ujian/{id}/pengerjaan/{idPengerjaan}/perhitungan_nilai: the same job, named from one attempt. */
export async function statusHitungNilaiPengerjaan(deps: Pick<Deps, 'db'>, actor: Actor, idUjian: number, idPengerjaan: number) {
  await aksesPenilai(deps, actor, idUjian, 'read');
  const p = await findPengerjaanByIdKampus(deps.db, actor.college.id, idPengerjaan);
  if (!p || p.idUjian !== idUjian) throw notFound(PESAN_UJIAN.pengerjaanTidakDitemukan);
  return toStatus(await findLatestJob(deps.db, actor.college.id, resource(idUjian)));
}

/** The worker: rescores every closed attempt of the exam, batch by batch. */
export async function runHitungNilai(deps: JobDeps, payload: HitungNilaiPayload) {
  return runTrackedJob(deps, payload.jobId, async (report) => {
    const total = await countPengerjaanSelesai(deps.db, payload.idUjian);
    const konteks = await muatKonteksNilai(deps.db, payload.idUjian);
    let done = 0;
    for (let after = 0; ; ) {
      const rows = await findPengerjaanSelesaiBatch(deps.db, payload.idUjian, after, BATCH);
      if (rows.length === 0) break;
      await deps.db.transaction(async (tx) => {
        // Locked and re-read: a grader's change since the batch was listed is counted, not overwritten.
        for (const p of rows) {
          const locked = await lockPengerjaan(tx, p.id);
          if (locked) await simpanNilaiPengerjaan(tx, konteks, locked);
        }
      });
      done += rows.length;
      after = rows[rows.length - 1]!.id;
      await report(total ? Math.min(99, (done / total) * 100) : 99);
    }
    return { dihitung: done };
  });
}

export async function startUjianWorkers(boss: PgBoss, deps: WorkerDeps, pollingIntervalSeconds?: number) {
  await boss.createQueue(HITUNG_NILAI_QUEUE, { name: HITUNG_NILAI_QUEUE, ...queueOptions(HITUNG_NILAI_QUEUE, 'singleton') });
  await boss.work<HitungNilaiPayload>(HITUNG_NILAI_QUEUE, { pollingIntervalSeconds: pollingIntervalSeconds ?? 2 }, async ([job]) => {
    if (job) return runHitungNilai(deps, job.data);
  });
}
