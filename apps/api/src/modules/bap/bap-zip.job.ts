import { randomUUID } from 'node:crypto';
import { Transform } from 'node:stream';
import { eq } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import yazl from 'yazl';
import { normalizeFileName, type HasilUnduhBap } from '@lms/shared';
import { colleges } from '../../db/schema';
import { systemActor, type Deps } from '../../deps';
import { queueOptions } from '../../jobs/queues';
import { runTrackedJob, type TrackedJobPayload } from '../../jobs/status';
import { resolveAksesKelas } from '../kelas/kelas-akses';
import { isPengajarKelas } from '../kelas/kelas.service';
import { catatBerkasTersimpan } from '../storager/storager-berkas';
import { buatBapPdf, type OpsiBap } from './bap-pdf';
import { insertSegel } from './bap.repo';
import { BAP_ZIP_QUEUE } from './bap.service';

/**
 * 'Unduh Semua BAP': one PDF per class, rendered one at a time and streamed into a zip that goes straight to
 * storage (yazl), so hundreds of classes never sit in memory together and no request waits for them. Progress is
 * reported per class; the zip is an `arsip_bap` file owned by who asked, fetched by
 * GET /v2/lms/kelas_kuliah/bap/unduh?id_job=…. Each PDF carries its own seal like a single download.
 */

export type BapZipPayload = TrackedJobPayload & { userId: number; periode: number; ids: string[]; idDosen: number | null; opsi: OpsiBap; origin: string };
// The academic system comes from the composition root (jobs/index.ts), as for the grade workers.
type WorkerDeps = Pick<Deps, 'db' | 'storage' | 'events' | 'academic'>;

export async function buildZipBap(deps: WorkerDeps, p: BapZipPayload, report: (percent: number) => Promise<void>): Promise<HasilUnduhBap & { id_file: string }> {
  const [college] = await deps.db.select().from(colleges).where(eq(colleges.id, p.collegeId));
  if (!college) throw new Error(`college ${p.collegeId} not found`);
  const actor = systemActor(college);
  const bapDeps = { db: deps.db, events: deps.events, academic: deps.academic };

  const zip = new yazl.ZipFile();
  const key = `${p.collegeId}/arsip_bap/${randomUUID()}.zip`;
  let size = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      size += chunk.length;
      cb(null, chunk);
    },
  });
  const failed = new Promise<never>((_, reject) => zip.on('error', reject));
  const put = Promise.race([deps.storage.put(key, zip.outputStream.pipe(counted), { contentType: 'application/zip' }), failed]);
  put.catch(() => {});

  const used = new Set<string>();
  let jumlah = 0;
  try {
    for (const [i, id] of p.ids.entries()) {
      const akses = await resolveAksesKelas(deps.db, actor, id);
      // A class deleted since the request is skipped, not a failure of the whole archive.
      if (!akses.exists) continue;
      const idDosen = p.idDosen !== null && (await teaches(deps, id, p.idDosen)) ? p.idDosen : null;
      const pdf = await buatBapPdf(bapDeps, actor, akses, { idKelas: id, idDosen, opsi: p.opsi, origin: p.origin });
      await insertSegel(deps.db, { ...pdf.segel, dibuatOleh: p.userId });
      // Named by course and class (bap-pdf's namaBerkasBap); should two names still meet (a name cut at the length
      // limit), the class id in front tells them apart rather than a bare counter.
      let name = normalizeFileName(pdf.filename);
      if (used.has(name.toLowerCase())) name = normalizeFileName(`${id} - ${pdf.filename}`);
      used.add(name.toLowerCase());
      zip.addBuffer(pdf.buffer, name, { mtime: new Date() });
      jumlah++;
      await report(Math.min(99, Math.floor(((i + 1) / p.ids.length) * 100)));
    }
    zip.end();
    await put;
  } catch (err) {
    zip.end();
    await put.catch(() => {});
    await deps.storage.delete(key).catch(() => {});
    throw err;
  }

  const nama = `BAP - ${p.periode}.zip`;
  const row = await catatBerkasTersimpan(deps, { collegeId: p.collegeId, kind: 'arsip_bap', storageKey: key, originalName: nama, mime: 'application/zip', size, ownerUserId: p.userId });
  return { periode: p.periode, jumlah_kelas: jumlah, nama, ukuran: size, id_file: row.id };
}

/** Whether the lecturer of 'Laporan Saya' (still) teaches the class; otherwise the class's main lecturer signs. */
async function teaches(deps: WorkerDeps, idKelas: string, idDosen: number) {
  return isPengajarKelas(deps.db, idKelas, idDosen);
}

export async function runBapZip(deps: WorkerDeps, payload: BapZipPayload) {
  return runTrackedJob(deps, payload.jobId, (report) => buildZipBap(deps, payload, report));
}

/** Registers the queue's worker (called by startJobs). */
export async function startBapWorkers(boss: PgBoss, deps: WorkerDeps, pollingIntervalSeconds?: number) {
  await boss.createQueue(BAP_ZIP_QUEUE, { name: BAP_ZIP_QUEUE, ...queueOptions(BAP_ZIP_QUEUE, 'singleton') });
  await boss.work<BapZipPayload>(BAP_ZIP_QUEUE, { pollingIntervalSeconds: pollingIntervalSeconds ?? 2 }, async ([job]) => {
    if (job) return runBapZip(deps, job.data);
  });
}
