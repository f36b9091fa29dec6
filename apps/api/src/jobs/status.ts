import { and, eq, sql } from 'drizzle-orm';
import { JENIS_JOB, PESAN_JOB, type EventAudience, type JenisJob, type JobStatusResponse } from '@lms/shared';
import type { Db } from '../db/client';
import { jobStatus } from '../db/schema';
import type { Actor, Deps } from '../deps';

/**
 * The generic job-status helper (ARCHITECTURE.md "jobs"). A route creates the row and queues the work
 * (`enqueueJob`); the worker reports through `startJob` → `progress`* → `complete` | `fail`. Every change is written
 * to `job_status` and published as event `job` on stream `job` to the job's audience (its class when it has one,
 * else the user who started it), so a client that reconnects reads the same state by GET /v2/lms/jobs/{id}.
 */

export type JobRow = typeof jobStatus.$inferSelect;
export type JobDeps = Pick<Deps, 'db' | 'events'>;
/** What the workers need of the service context (startJobs builds it; the `*.job.ts` workers take it). */
export type WorkerDeps = Pick<Deps, 'db' | 'storage' | 'events'>;

export type JobResource = {
  jenis: JenisJob;
  /** What the job works on (kelas_kuliah, college …) and its id. */
  jenisSumber: string;
  idSumber: string;
  idKelasKuliah?: string | null;
};

/** The payload every status-tracked job carries in pg-boss. */
export type TrackedJobPayload = { jobId: string; collegeId: number };

export function toJobResponse(row: JobRow): JobStatusResponse {
  return {
    id: row.id,
    jenis: row.jenis,
    status: row.status as JobStatusResponse['status'],
    progress: row.progress,
    jenis_sumber: row.jenisSumber,
    id_sumber: row.idSumber,
    id_kelas_kuliah: row.idKelasKuliah,
    hasil: row.hasil ?? null,
    pesan: row.pesan,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

function audienceOf(row: JobRow): Extract<EventAudience, { kind: 'kelas' | 'user' }> | null {
  if (row.idKelasKuliah) return { kind: 'kelas', id_kelas_kuliah: row.idKelasKuliah };
  if (row.createdBy) return { kind: 'user', user_id: row.createdBy };
  // A scheduled run nobody started: its state is only read by GET.
  return null;
}

/** Publishes the row's state; inside a transaction it goes out on commit. */
async function publish(deps: JobDeps, row: JobRow, db: Db) {
  const audience = audienceOf(row);
  if (!audience) return;
  await deps.events.publish(
    {
      stream: 'job',
      event: 'job',
      collegeId: row.collegeId,
      audience,
      data: {
        id_job: row.id,
        jenis: row.jenis,
        status: row.status as JobStatusResponse['status'],
        progress: row.progress,
        id_kelas_kuliah: row.idKelasKuliah,
        pesan: row.pesan ? row.pesan.slice(0, 500) : null,
      },
    },
    { db },
  );
}

/** Applies a change to a job still processing (a finished job never changes again) and publishes it, atomically. */
async function change(deps: JobDeps, id: string, set: Partial<typeof jobStatus.$inferInsert>): Promise<JobRow | null> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(jobStatus)
      .set({ ...set, updatedAt: new Date() })
      .where(and(eq(jobStatus.id, id), eq(jobStatus.status, 'processing')))
      .returning();
    if (row) await publish(deps, row, tx);
    return row ?? null;
  });
}

/**
 * Creates a status row (processing, 0 %) for a job of `actor`'s college and publishes it. Used by `enqueueJob`, and
 * by a worker for a run nobody asked for (a schedule), with the system actor.
 */
export async function createJob(deps: JobDeps, actor: Actor, resource: JobResource): Promise<JobRow> {
  if (!JENIS_JOB[resource.jenis]) throw new Error(`unknown job kind ${resource.jenis}`);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(jobStatus)
      .values({
        collegeId: actor.college.id,
        jenis: resource.jenis,
        jenisSumber: resource.jenisSumber,
        idSumber: resource.idSumber,
        idKelasKuliah: resource.idKelasKuliah ?? null,
        createdBy: actor.userId > 0 ? actor.userId : null,
      })
      .returning();
    await publish(deps, row!, tx);
    return row!;
  });
}

/**
 * From a route: creates the status row, then queues `queue` with `{ jobId, collegeId, ...payload }`. With a
 * singletonKey and the same job already queued, the new row is dropped and the running one answered instead.
 */
export async function enqueueJob(
  deps: JobDeps & Pick<Deps, 'jobs'>,
  actor: Actor,
  resource: JobResource,
  queue: string,
  opts: { payload?: Record<string, unknown>; singletonKey?: string } = {},
): Promise<{ row: JobRow; started: boolean }> {
  const row = await createJob(deps, actor, resource);
  let queued: string | null;
  try {
    const payload: TrackedJobPayload & Record<string, unknown> = { ...opts.payload, jobId: row.id, collegeId: actor.college.id };
    queued = await deps.jobs.enqueue(queue, payload, { singletonKey: opts.singletonKey });
  } catch (err) {
    await fail(deps, row.id, err);
    throw err;
  }
  if (queued) return { row, started: true };
  await deps.db.delete(jobStatus).where(eq(jobStatus.id, row.id));
  const running = await findRunningJob(deps.db, actor.college.id, resource);
  return running ? { row: running, started: false } : { row, started: false };
}

/** The newest job of this kind on this resource that is still processing. */
export async function findRunningJob(db: Db, collegeId: number, resource: Pick<JobResource, 'jenis' | 'idSumber'>) {
  const [row] = await db
    .select()
    .from(jobStatus)
    .where(
      and(
        eq(jobStatus.collegeId, collegeId),
        eq(jobStatus.jenis, resource.jenis),
        eq(jobStatus.idSumber, resource.idSumber),
        eq(jobStatus.status, 'processing'),
      ),
    )
    .orderBy(sql`${jobStatus.createdAt} desc`)
    .limit(1);
  return row ?? null;
}

export async function findJob(db: Db, collegeId: number, id: string) {
  const [row] = await db
    .select()
    .from(jobStatus)
    .where(and(eq(jobStatus.id, id), eq(jobStatus.collegeId, collegeId)));
  return row ?? null;
}

/** The worker picked the job up: progress back to 0 and published (a retry starts over). Null: no such running job. */
export async function startJob(deps: JobDeps, id: string) {
  return change(deps, id, { progress: 0 });
}

/** Progress in percent (0-100, whole numbers, never backwards while running). */
export async function progress(deps: JobDeps, id: string, percent: number) {
  const p = Math.max(0, Math.min(100, Math.floor(Number.isFinite(percent) ? percent : 0)));
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(jobStatus)
      .set({ progress: sql`greatest(${jobStatus.progress}, ${p})`, updatedAt: new Date() })
      .where(and(eq(jobStatus.id, id), eq(jobStatus.status, 'processing')))
      .returning();
    if (row) await publish(deps, row, tx);
    return row ?? null;
  });
}

export async function complete(deps: JobDeps, id: string, hasil: Record<string, unknown> | null = null) {
  return change(deps, id, { status: 'completed', progress: 100, hasil, finishedAt: new Date() });
}

/** Marks the job failed with an Indonesian reason (an unexpected error gets the generic one; details go to the log). */
export async function fail(deps: JobDeps, id: string, error: unknown, pesan: string = PESAN_JOB.gagalUmum) {
  const text = typeof error === 'string' ? error : pesan;
  return change(deps, id, { status: 'failed', pesan: text, finishedAt: new Date() });
}

/**
 * Runs `work` as the tracked job `id`: start, then complete with its result, or fail (and rethrow, so pg-boss
 * records the failure too). `work` reports progress through the callback it gets.
 */
export async function runTrackedJob<R extends Record<string, unknown>>(
  deps: JobDeps,
  id: string,
  work: (report: (percent: number) => Promise<void>) => Promise<R>,
): Promise<R> {
  await startJob(deps, id);
  try {
    const result = await work(async (p) => {
      await progress(deps, id, p);
    });
    await complete(deps, id, result);
    return result;
  } catch (err) {
    await fail(deps, id, err).catch(() => {});
    throw err;
  }
}

/** The newest job of this kind on this resource, whatever its state (a page reading "is it still running?"). */
export async function findLatestJob(db: Db, collegeId: number, resource: Pick<JobResource, 'jenis' | 'idSumber'>) {
  const [row] = await db
    .select()
    .from(jobStatus)
    .where(and(eq(jobStatus.collegeId, collegeId), eq(jobStatus.jenis, resource.jenis), eq(jobStatus.idSumber, resource.idSumber)))
    .orderBy(sql`${jobStatus.createdAt} desc`)
    .limit(1);
  return row ?? null;
}
