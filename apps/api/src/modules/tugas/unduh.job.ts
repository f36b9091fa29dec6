import { randomUUID } from 'node:crypto';
import { Transform } from 'node:stream';
import { eq } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import yazl from 'yazl';
import { DETAIL_LOG_TUGAS_UNDUH, PESAN_TUGAS, formatNilai, normalizeFileName, statusPengumpulan, STATUS_PENGUMPULAN_META, type HasilUnduhPengumpulan } from '@lms/shared';
import { colleges } from '../../db/schema';
import type { Actor, CollegeContext, Deps } from '../../deps';
import { queueOptions } from '../../jobs/queues';
import { enqueueJob, runTrackedJob, toJobResponse, type TrackedJobPayload } from '../../jobs/status';
import { labelZonaKolom, teksWaktuCsv } from '../../lib/waktu-ekspor';
import { recordAktivitas } from '../log-aktivitas/log-aktivitas.service';
import { catatBerkasTersimpan, findBerkas } from '../storager/storager-berkas';
import { toStoredFile } from '../storager/storager.service';
import { barisPenilaian } from './penilaian.service';
import { aksesTugas, requirePenilaiBaca } from './tugas.policy';
import { findTugas } from './tugas.repo';
import { listKelompok } from './kelompok.repo';
import { listPengumpulan } from './pengumpulan.repo';

/**
 * 'Unduh Semua' of the grading page: one zip of every submission of a task (a folder per student or group with its
 * files and its text as teks.html, plus daftar-pengumpulan.csv), built by a tracked job with progress and streamed
 * straight into storage (yazl) — never a whole archive in memory. The zip is a pengumpulan_tugas file of the class
 * owned by who asked, so only they, the class's teachers and operators with read may fetch it.
 */

export const UNDUH_PENGUMPULAN_QUEUE = 'tugas-unduh-pengumpulan';
type UnduhPayload = TrackedJobPayload & { idTugas: number; userId: number };
type WorkerDeps = Pick<Deps, 'db' | 'storage' | 'events'>;

/** POST /v2/lms/tugas/{id}/pengumpulan/unduh: queues the archive (one per task and user at a time). */
export async function startUnduhPengumpulan(deps: Pick<Deps, 'db' | 'events' | 'jobs'>, actor: Actor, id: number) {
  const { t, akses } = await aksesTugas(deps.db, actor, id, 'read');
  requirePenilaiBaca(akses);
  const idSumber = `${id}:${actor.userId}`;
  const { row, started } = await enqueueJob(
    deps,
    actor,
    { jenis: 'unduh_pengumpulan_tugas', jenisSumber: 'tugas', idSumber },
    UNDUH_PENGUMPULAN_QUEUE,
    { payload: { idTugas: id, userId: actor.userId }, singletonKey: `unduh_pengumpulan_tugas:${idSumber}` },
  );
  // Logged also when it joined the archive already being built: the request is what the user did.
  await deps.db.transaction((tx) => recordAktivitas(tx, actor, 'unduh_pengumpulan_tugas', DETAIL_LOG_TUGAS_UNDUH(t.judul)));
  return { job: toJobResponse(row), started };
}

const csvCell = (v: string) => (/[",\n;]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
/** A path segment of the archive: a normalised name without separators. */
const segmen = (s: string) => normalizeFileName(s.replace(/[\\/]/g, '-'));

/** Builds the archive of one task and stores it; exported for tests (the worker calls it with the job's payload). */
export async function buildZipPengumpulan(
  deps: WorkerDeps,
  college: Pick<CollegeContext, 'id' | 'timeZone'>,
  idTugas: number,
  ownerUserId: number,
  report: (p: number) => Promise<void>,
) {
  const collegeId = college.id;
  const t = await findTugas(deps.db, collegeId, idTugas);
  if (!t) throw new Error(PESAN_TUGAS.tidakDitemukan);
  const baris = await barisPenilaian(deps.db, collegeId, t);
  const pengumpulan = await listPengumpulan(deps.db, idTugas);
  const kelompok = new Map((await listKelompok(deps.db, collegeId, idTugas)).map((k) => [k.id, k.nama]));
  const siswa = new Map(baris.map((b) => [b.mahasiswa.id, b.mahasiswa]));

  const zip = new yazl.ZipFile();
  const folderOf = (p: (typeof pengumpulan)[number]['p']) => {
    if (p.idKelompok !== null) return segmen(kelompok.get(p.idKelompok) ?? `kelompok-${p.idKelompok}`);
    const m = siswa.get(p.idMahasiswa!);
    return segmen(m ? `${m.nim} - ${m.nama}` : `mahasiswa-${p.idMahasiswa}`);
  };
  const total = pengumpulan.reduce((n, r) => n + r.p.files.length, 0) || 1;
  let done = 0;
  let jumlahFile = 0;
  for (const { p } of pengumpulan) {
    const folder = folderOf(p);
    const mtime = p.waktuUpdate;
    if (p.teks) zip.addBuffer(Buffer.from(`<!doctype html><meta charset="utf-8"><title>${folder}</title>\n${p.teks}\n`), `${folder}/teks.html`, { mtime });
    const used = new Set<string>();
    for (const f of p.files) {
      const row = await findBerkas(deps.db, collegeId, f.id);
      if (!row) continue;
      let name = segmen(f.name);
      for (let i = 2; used.has(name.toLowerCase()); i++) name = segmen(`${i}-${f.name}`);
      used.add(name.toLowerCase());
      jumlahFile++;
      zip.addReadStreamLazy(`${folder}/${name}`, { mtime, size: row.size }, (cb) => {
        deps.storage.get(row.storageKey).then(
          (s) => {
            s.on('end', () => void report(Math.min(99, Math.floor((++done / total) * 100))).catch(() => {}));
            cb(null, s);
          },
          (err: Error) => cb(err, null as never),
        );
      });
    }
  }
  // The college's wall clock, its zone named in the header: never UTC text.
  const tz = college.timeZone;
  const header = ['NIM', 'Nama', 'Kelompok', 'Status', labelZonaKolom('Waktu Pengumpulan', tz), 'Nilai', 'Komentar'];
  const lines = baris.map((b) =>
    [
      b.mahasiswa.nim,
      b.mahasiswa.nama,
      b.kelompok?.nama ?? '',
      STATUS_PENGUMPULAN_META[statusPengumpulan(b.pengumpulan)].label,
      teksWaktuCsv(b.pengumpulan?.waktu_update, tz),
      b.nilai === null ? '' : formatNilai(b.nilai),
      b.komentar,
    ]
      .map((v) => csvCell(String(v)))
      .join(','),
  );
  zip.addBuffer(Buffer.from(`\ufeff${[header.join(','), ...lines].join('\r\n')}\r\n`), 'daftar-pengumpulan.csv', { mtime: new Date() });
  zip.end();

  const key = `${collegeId}/pengumpulan_tugas/${randomUUID()}.zip`;
  let size = 0;
  // Counts the bytes on their way (a 'data' listener would start the flow before the backend reads it).
  const counted = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      size += chunk.length;
      cb(null, chunk);
    },
  });
  const failed = new Promise<never>((_, reject) => zip.on('error', reject));
  await Promise.race([deps.storage.put(key, zip.outputStream.pipe(counted), { contentType: 'application/zip' }), failed]);
  const name = normalizeFileName(`Pengumpulan - ${t.judul}.zip`);
  const row = await catatBerkasTersimpan(deps, { collegeId, kind: 'pengumpulan_tugas', storageKey: key, originalName: name, mime: 'application/zip', size, idKelasKuliah: t.idKelasKuliah, ownerUserId });
  const s = toStoredFile(row);
  return { url: s.url, name: s.name, content_length: size, jumlah_pengumpulan: pengumpulan.length, jumlah_file: jumlahFile } satisfies HasilUnduhPengumpulan;
}

/** The worker's side: runs the tracked job for the payload's college. */
export async function runUnduhPengumpulan(deps: WorkerDeps, payload: UnduhPayload) {
  const [college] = await deps.db.select().from(colleges).where(eq(colleges.id, payload.collegeId));
  if (!college) throw new Error(`college ${payload.collegeId} not found`);
  return runTrackedJob(deps, payload.jobId, (report) => buildZipPengumpulan(deps, college, payload.idTugas, payload.userId, report));
}

/** Registers the queue's worker (called by startJobs). */
export async function startTugasWorkers(boss: PgBoss, deps: WorkerDeps, pollingIntervalSeconds?: number) {
  // 'stately' like the producer creates it, so the per-user singletonKey deduplicates whoever creates it first.
  await boss.createQueue(UNDUH_PENGUMPULAN_QUEUE, { name: UNDUH_PENGUMPULAN_QUEUE, ...queueOptions(UNDUH_PENGUMPULAN_QUEUE, 'singleton') });
  await boss.work<UnduhPayload>(UNDUH_PENGUMPULAN_QUEUE, { pollingIntervalSeconds: pollingIntervalSeconds ?? 2 }, async ([job]) => {
    if (job) return runUnduhPengumpulan(deps, job.data);
  });
}
