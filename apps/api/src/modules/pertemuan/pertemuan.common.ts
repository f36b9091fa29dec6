import { ERROR_CODES, PESAN_PERTEMUAN, isoUtc, type PertemuanListItem } from '@lms/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../deps';
import { AppError } from '../../lib/errors';
import { assertAksesKelas, resolveAksesKelas, type KebutuhanAkses } from '../kelas/kelas-akses';
import { findPertemuanRingkas, type PertemuanRow } from './pertemuan.repo';

/** Pieces every meeting service shares: the access check through the meeting's class, and the row shapes. */

export const iso = (d: Date | null | undefined) => (d ? isoUtc(d) : null);
export const toDate = (v: string | null | undefined) => (v ? new Date(v) : null);

export const conflictWith = (message: string, detail?: unknown) => new AppError(409, ERROR_CODES.conflict, message, detail ?? { detail: message });

/** The user id to record as the author of a write; the system actor is nobody (the columns are nullable). */
export const penulis = (actor: Actor) => (actor.role === 'SYSTEM' ? null : actor.userId);

type KelasCols = Pick<PertemuanRow, 'kkId' | 'kkPeriode' | 'kkMode' | 'mkId' | 'mkKode' | 'mkNama' | 'labelId' | 'labelNama' | 'jenisNama'>;

export function toKelasKuliah(r: KelasCols) {
  return {
    id: r.kkId,
    periode: r.kkPeriode,
    mata_kuliah: { id: r.mkId, kode: r.mkKode, nama: r.mkNama },
    kelas: { id: r.labelId, nama: r.labelNama, jenis: { nama: r.jenisNama } },
    mode_kuliah: r.kkMode,
  };
}

export function toListItem(r: PertemuanRow): PertemuanListItem {
  return {
    id: r.id,
    nomor: r.nomor,
    judul: r.judul,
    kategori: r.kategori,
    jenis: r.jenis,
    status: r.status,
    waktu_mulai: isoUtc(r.waktuMulai),
    waktu_selesai: isoUtc(r.waktuSelesai),
    id_kelas_kuliah: r.kkId,
    kelas_kuliah: toKelasKuliah(r),
  };
}

/**
 * The meeting and the actor's access to its class (kelas-akses), refused in the order that reveals nothing: role
 * or operator level (403), a meeting that is not one of the college (404), not a member of its class (403).
 */
export async function aksesPertemuan(db: Db, actor: Actor, id: number, need: KebutuhanAkses) {
  const p = await findPertemuanRingkas(db, actor.college.id, id);
  const akses = assertAksesKelas(await resolveAksesKelas(db, actor, p?.idKelasKuliah ?? null), actor, need, PESAN_PERTEMUAN.tidakDitemukan);
  return { p: p!, akses };
}
