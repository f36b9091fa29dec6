import {
  PESAN_BAP,
  TANDA_TANGAN_LEBAR,
  TANDA_TANGAN_TINGGI,
  isoUtc,
  type PenandatanganProdi,
  type PenandatanganProdiBody,
  type TandaTanganSaya,
} from '@lms/shared';
import type { Actor, Deps } from '../../deps';
import { fieldError, forbidden, notFound } from '../../lib/errors';
import { hasOperatorAccess, requireOperatorAccess } from '../../lib/policy';
import { recordAktivitas } from '../log-aktivitas/log-aktivitas.service';
import { findPenandatangan, findTandaTangan, hapusTandaTangan, lockProdi, simpanPenandatangan, simpanTandaTangan, type PenandatanganRow } from './bap.repo';
import { bacaInfoPng } from './png';

/**
 * Signatures of the BAP (spec 2 §2: 240x120). A lecturer keeps their own in their profile; operators with
 * kelas_kuliah write set each programme's signatory (name, NIP, title, signature). The image must be a PNG of exactly
 * 240x120 with transparency: the web scales and pads the chosen image to that size before uploading it.
 */

/** Checks the bytes and returns them as base64; 400 naming the field otherwise. */
export function pngTandaTangan(bytes: Buffer | null, field = 'file'): string {
  const info = bytes ? bacaInfoPng(bytes) : null;
  if (!info || info.lebar !== TANDA_TANGAN_LEBAR || info.tinggi !== TANDA_TANGAN_TINGGI || !info.transparan) throw fieldError(field, PESAN_BAP.tandaTanganFormat);
  return bytes!.toString('base64');
}

function requireDosen(actor: Actor) {
  if (actor.role !== 'ROLE_DOSEN') throw forbidden(PESAN_BAP.tandaTanganPeran);
}

/** GET /v2/lms/profil/tanda_tangan. */
export async function getTandaTanganSaya(deps: Pick<Deps, 'db'>, actor: Actor): Promise<TandaTanganSaya> {
  requireDosen(actor);
  const row = await findTandaTangan(deps.db, actor.college.id, actor.userId);
  return { ada: Boolean(row), updated_at: row ? isoUtc(row.updatedAt) : null };
}

/** GET /v2/lms/profil/tanda_tangan/gambar: the image itself (the profile's preview). */
export async function gambarTandaTanganSaya(deps: Pick<Deps, 'db'>, actor: Actor): Promise<Buffer> {
  requireDosen(actor);
  const row = await findTandaTangan(deps.db, actor.college.id, actor.userId);
  if (!row) throw notFound(PESAN_BAP.tandaTanganTidakAda);
  return Buffer.from(row.pngBase64, 'base64');
}

/** PUT /v2/lms/profil/tanda_tangan (multipart `file`). */
export async function unggahTandaTanganSaya(deps: Pick<Deps, 'db'>, actor: Actor, bacaFile: () => Promise<Buffer | null>): Promise<TandaTanganSaya> {
  requireDosen(actor);
  const bytes = await bacaFile();
  if (!bytes) throw fieldError('file', PESAN_BAP.tandaTanganWajib);
  const png = pngTandaTangan(bytes);
  await deps.db.transaction(async (tx) => {
    await simpanTandaTangan(tx, actor.college.id, actor.userId, png);
    await recordAktivitas(tx, actor, 'ubah_tanda_tangan', 'Mengunggah tanda tangan');
  });
  return getTandaTanganSaya(deps, actor);
}

/** DELETE /v2/lms/profil/tanda_tangan. */
export async function hapusTandaTanganSaya(deps: Pick<Deps, 'db'>, actor: Actor): Promise<TandaTanganSaya> {
  requireDosen(actor);
  await deps.db.transaction(async (tx) => {
    if (!(await hapusTandaTangan(tx, actor.college.id, actor.userId))) throw notFound(PESAN_BAP.tandaTanganTidakAda);
    await recordAktivitas(tx, actor, 'ubah_tanda_tangan', 'Menghapus tanda tangan');
  });
  return getTandaTanganSaya(deps, actor);
}

const toPenandatangan = (r: PenandatanganRow): PenandatanganProdi => ({
  id_prodi: r.idProdi,
  nama_prodi: r.nama,
  jenjang: r.jenjang,
  penandatangan: r.penandatangan,
  nip: r.nip ?? '',
  jabatan: r.jabatan ?? 'Ketua Program Studi',
  ada_tanda_tangan: Boolean(r.pngBase64),
  updated_at: r.updatedAt ? isoUtc(r.updatedAt) : null,
});

/** Readers: lecturers (their BAP names the signatory) and operators with kelas_kuliah read. */
async function requireBacaPenandatangan(deps: Pick<Deps, 'db'>, actor: Actor) {
  if (actor.role === 'ROLE_DOSEN') return;
  if (!(await hasOperatorAccess(deps.db, actor, 'kelas_kuliah', 'read'))) throw forbidden();
}

async function findOrThrow(deps: Pick<Deps, 'db'>, actor: Actor, idProdi: number) {
  const row = await findPenandatangan(deps.db, actor.college.id, idProdi);
  if (!row) throw notFound(PESAN_BAP.prodiTidakDitemukan);
  return row;
}

/** GET /v1/penandatangan_prodi/{id}. */
export async function getPenandatangan(deps: Pick<Deps, 'db'>, actor: Actor, idProdi: number) {
  await requireBacaPenandatangan(deps, actor);
  return toPenandatangan(await findOrThrow(deps, actor, idProdi));
}

/** GET /v1/penandatangan_prodi/{id}/tanda_tangan: the signatory's image. */
export async function gambarPenandatangan(deps: Pick<Deps, 'db'>, actor: Actor, idProdi: number) {
  await requireBacaPenandatangan(deps, actor);
  const row = await findOrThrow(deps, actor, idProdi);
  if (!row.pngBase64) throw notFound(PESAN_BAP.tandaTanganTidakAda);
  return Buffer.from(row.pngBase64, 'base64');
}

/** PUT /v1/penandatangan_prodi/{id}: multipart fields plus an optional `file`; operators with kelas_kuliah write. */
export async function ubahPenandatangan(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  idProdi: number,
  bacaForm: () => Promise<{ body: PenandatanganProdiBody; file: Buffer | null }>,
) {
  await requireOperatorAccess(deps.db, actor, 'kelas_kuliah', 'write');
  await findOrThrow(deps, actor, idProdi);
  const { body, file } = await bacaForm();
  const png = file ? pngTandaTangan(file) : body.hapus_tanda_tangan ? null : undefined;
  await deps.db.transaction(async (tx) => {
    const p = await lockProdi(tx, actor.college.id, idProdi);
    if (!p) throw notFound(PESAN_BAP.prodiTidakDitemukan);
    await simpanPenandatangan(tx, { collegeId: actor.college.id, idProdi, nama: body.penandatangan, nip: body.nip, jabatan: body.jabatan, pngBase64: png, userId: actor.userId || null });
    await recordAktivitas(tx, actor, 'ubah_penandatangan_prodi', `Mengubah penandatangan prodi ${p.nama}: ${body.penandatangan}`);
  });
  return getPenandatangan(deps, actor, idProdi);
}
