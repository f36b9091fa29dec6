import {
  PESAN_BAP,
  formatKodeSegel,
  isoUtc,
  normalisasiKodeSegel,
  type BapUnduhQuery,
  type BapZipQuery,
  type HasilUnduhBap,
  type VerifikasiBap,
} from '@lms/shared';
import type { Actor, Deps } from '../../deps';
import { enqueueJob, findJob, toJobResponse } from '../../jobs/status';
import { conflict, fieldError, forbidden, notFound, unprocessable } from '../../lib/errors';
import { requireBacaKelas, resolveScopeKelas, type AksesKelas } from '../kelas/kelas-akses';
import { isPengajarKelas, kelasFilterOf, listIdKelasTerfilter } from '../kelas/kelas.service';
import { recordAktivitas } from '../log-aktivitas/log-aktivitas.service';
import { findBerkas } from '../storager/storager-berkas';
import { buatBapPdf, type OpsiBap } from './bap-pdf';
import { findSegel, findSegelTerbaru, insertSegel } from './bap.repo';

/**
 * BAP downloads (spec 2 §7 'BAP'). Who: a teacher of the class (their own report, 'Laporan Saya', or the class's
 * report signed by the main lecturer or a chosen teacher) and operators with kelas_kuliah read (any teacher's report).
 * Students never. The period zip is a job (bap-zip.job.ts); the verification page reads one seal by its code.
 */

export const BAP_ZIP_QUEUE = 'bap-unduh-zip';

const opsiOf = (q: { include_laporan_kelas: boolean; include_laporan_pertemuan_detail: boolean; include_tanda_tangan: boolean }): OpsiBap => ({
  laporanKelas: q.include_laporan_kelas,
  detail: q.include_laporan_pertemuan_detail,
  tandaTangan: q.include_tanda_tangan,
});

/** Lecturers and operators only; students are refused before anything is looked up. */
function requirePeranBap(actor: Actor) {
  if (actor.role !== 'ROLE_DOSEN' && actor.role !== 'ROLE_OPERATOR') throw forbidden();
}

/** 'Laporan Saya': the calling lecturer, who must teach the class. */
function pengajarLaporanSaya(actor: Actor, akses: AksesKelas) {
  if (actor.role !== 'ROLE_DOSEN' || !akses.isTeacher || akses.idDosen === null) throw forbidden(PESAN_BAP.laporanSayaDosen);
  return akses.idDosen;
}

/** GET /v2/lms/kelas_kuliah/{id}/bap/unduh: the PDF; its seal and the activity log entry in one transaction. */
export async function unduhBapKelas(deps: Deps, actor: Actor, idKelas: string, q: BapUnduhQuery, origin: string) {
  requirePeranBap(actor);
  const akses = await requireBacaKelas(deps.db, actor, idKelas);
  let idDosen: number | null = null;
  if (q.laporan_saya) idDosen = pengajarLaporanSaya(actor, akses);
  else if (q.id_pengajar !== undefined) {
    if (!(await isPengajarKelas(deps.db, idKelas, q.id_pengajar))) throw fieldError('id_pengajar', PESAN_BAP.pengajarBukanKelas);
    idDosen = q.id_pengajar;
  }
  const pdf = await buatBapPdf(deps, actor, akses, { idKelas, idDosen, opsi: opsiOf(q), origin });
  await deps.db.transaction(async (tx) => {
    await insertSegel(tx, pdf.segel);
    await recordAktivitas(tx, actor, 'unduh_bap', `Mengunduh BAP ${pdf.segel.mataKuliah} kelas ${pdf.segel.kelas} (${pdf.segel.pengajar}), kode ${formatKodeSegel(pdf.kode)}`);
  });
  return pdf;
}

/** POST /v2/lms/kelas_kuliah/bap/unduh: the classes are chosen now, with the caller's rights; the job renders them. */
export async function mulaiUnduhBapZip(deps: Deps, actor: Actor, q: BapZipQuery, origin: string) {
  requirePeranBap(actor);
  const scope = await resolveScopeKelas(deps.db, actor);
  if (q.laporan_saya && actor.role !== 'ROLE_DOSEN') throw forbidden(PESAN_BAP.laporanSayaDosen);
  const ids = await listIdKelasTerfilter(deps.db, actor.college.id, scope, kelasFilterOf(q, [q.periode]));
  if (ids.length === 0) throw unprocessable(PESAN_BAP.tidakAdaKelas);
  const idDosen = q.laporan_saya ? (scope.kind === 'pengajar' ? scope.idDosen : null) : null;
  const idSumber = `${q.periode}:${actor.userId}`;
  const { row, started } = await enqueueJob(
    deps,
    actor,
    { jenis: 'unduh_bap', jenisSumber: 'periode', idSumber },
    BAP_ZIP_QUEUE,
    {
      payload: { userId: actor.userId, periode: q.periode, ids, idDosen, opsi: opsiOf(q), origin },
      singletonKey: `unduh_bap:${idSumber}`,
    },
  );
  if (started) {
    await deps.db.transaction((tx) => recordAktivitas(tx, actor, 'unduh_bap', `Meminta unduh semua BAP periode ${q.periode} (${ids.length} kelas)`));
  }
  return { job: toJobResponse(row), started };
}

/** GET /v2/lms/kelas_kuliah/bap/unduh?id_job=…: the finished zip, for who asked for it only. */
export async function bukaUnduhBapZip(deps: Pick<Deps, 'db' | 'storage'>, actor: Actor, idJob: string) {
  requirePeranBap(actor);
  const job = await findJob(deps.db, actor.college.id, idJob);
  if (!job || job.jenis !== 'unduh_bap' || job.createdBy !== actor.userId) throw notFound(PESAN_BAP.zipTidakDitemukan);
  if (job.status !== 'completed') throw conflict(job.status === 'failed' ? (job.pesan ?? PESAN_BAP.zipTidakDitemukan) : PESAN_BAP.zipBelumSelesai);
  const hasil = job.hasil as (HasilUnduhBap & { id_file?: string }) | null;
  const file = hasil?.id_file ? await findBerkas(deps.db, actor.college.id, hasil.id_file) : null;
  if (!file) throw notFound(PESAN_BAP.zipTidakDitemukan);
  return { name: file.originalName, size: file.size, stream: await deps.storage.get(file.storageKey) };
}

/** GET /v2/lms/bap/verifikasi/{kode} (public): what the seal stands for, and whether it is the current version. */
export async function verifikasiBap(deps: Pick<Deps, 'db'>, kodeMasukan: string): Promise<VerifikasiBap> {
  const kode = normalisasiKodeSegel(kodeMasukan);
  const row = kode ? await findSegel(deps.db, kode) : null;
  if (!row) throw notFound(PESAN_BAP.segelTidakDikenal);
  const s = row.s;
  const terbaru = await findSegelTerbaru(deps.db, s.collegeId, s.varian);
  const berlaku = !terbaru || terbaru.kode === s.kode;
  return {
    kode: formatKodeSegel(s.kode),
    status: berlaku ? 'berlaku' : 'diganti',
    pesan: berlaku ? PESAN_BAP.segelBerlaku : PESAN_BAP.segelDiganti,
    hash_sha256: s.hashSha256,
    perguruan_tinggi: row.namaPt,
    periode: s.periode,
    mata_kuliah: s.mataKuliah,
    kelas: s.kelas,
    pengajar: s.pengajar,
    dibuat_pada: isoUtc(s.dibuatPada),
    terbaru: berlaku || !terbaru ? null : { kode: formatKodeSegel(terbaru.kode), dibuat_pada: isoUtc(terbaru.dibuatPada) },
  };
}
