import { ERROR_CODES, isoUtc, type PertemuanListItem } from '@lms/shared';
import { AppError } from '../../lib/errors';
import type { PertemuanRow } from './pertemuan.repo';

/** Meeting rows → API shapes. */

export const iso = (d: Date | null | undefined) => (d ? isoUtc(d) : null);
export const toDate = (v: string | null | undefined) => (v ? new Date(v) : null);

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

/** A 409 whose detail repeats the message, as the meeting screens read it. */
export const conflictWith = (message: string, detail?: unknown) => new AppError(409, ERROR_CODES.conflict, message, detail ?? { detail: message });
