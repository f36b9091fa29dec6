import { DETAIL_LOG_FILE, JENIS_JOB, PESAN_JOB } from '@lms/shared';
import type { Actor, Deps } from '../../deps';
import { forbidden, notFound } from '../../lib/errors';
import { requireOperatorAccess } from '../../lib/policy';
import { enqueueJob, findJob, toJobResponse } from '../../jobs/status';
import { SWEEP_QUEUE } from '../../jobs/sweep-files';
import { recordAktivitas } from '../log-aktivitas/log-aktivitas.service';
import { bolehBacaJob } from './jobs.policy';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GET /v2/lms/jobs/{id}: the job's status row. Readable by who started it, by members of its class (class jobs),
 * by operators with read on the job kind's area, and by the system actor; a job of another college does not exist.
 */
export async function getJobStatus(deps: Pick<Deps, 'db'>, actor: Actor, id: string) {
  if (!UUID_RE.test(id)) throw notFound(PESAN_JOB.tidakDitemukan);
  const row = await findJob(deps.db, actor.college.id, id.toLowerCase());
  if (!row) throw notFound(PESAN_JOB.tidakDitemukan);
  if (!(await bolehBacaJob(deps.db, actor, row))) throw forbidden();
  return toJobResponse(row);
}

/**
 * POST /v2/lms/jobs/sapu_file: queues the orphan-file sweep of the actor's college (operators with write on
 * data_sistem). One at a time per college: while one is queued or running, its status is answered instead.
 */
export async function startSapuFile(deps: Pick<Deps, 'db' | 'events' | 'jobs'>, actor: Actor) {
  await requireOperatorAccess(deps.db, actor, JENIS_JOB.sapu_file.area, 'write');
  const { row, started } = await enqueueJob(
    deps,
    actor,
    { jenis: 'sapu_file', jenisSumber: 'college', idSumber: String(actor.college.id) },
    SWEEP_QUEUE,
    { singletonKey: `sapu_file:${actor.college.id}` },
  );
  // The job's run is in its status row; the operator's request is the activity (also when it joined a running one).
  await deps.db.transaction((tx) => recordAktivitas(tx, actor, 'bersihkan_file', DETAIL_LOG_FILE.bersihkan));
  return { job: toJobResponse(row), started };
}
