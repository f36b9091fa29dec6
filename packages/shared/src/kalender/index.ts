import { z } from 'zod';

/**
 * The dashboard calendar (spec 1 §2.5 'Kalender' + 'Keterangan'): dated entries of the caller's classes in one
 * month: meetings, and the activities of the registry (modules/aktivitas) dated by their deadline (materials, tasks)
 * or start (exams, forums, vidcons), so the calendar and its day list never need to know a module's own tables.
 */
import { JENIS_ENTRI_KALENDER } from './jenis-entri';

export * from './jenis-entri';

const BULAN_RE = /^(\d{4})-(0[1-9]|1[0-2])$/;
export const PESAN_KALENDER = {
  bulanFormat: 'Format bulan harus YYYY-MM, mis. 2026-11',
  /** 'Keterangan' of a day without meetings or activities. */
  kosong: 'Tidak ada kegiatan pada tanggal ini.',
  gagalMuat: 'Kalender tidak dapat dimuat.',
} as const;

/** GET /v2/lms/kalender?bulan=YYYY-MM (default: the current month in the college's time zone). */
export const kalenderQuery = z.object({
  bulan: z.string().trim().regex(BULAN_RE, PESAN_KALENDER.bulanFormat).optional(),
});
export type KalenderQuery = z.infer<typeof kalenderQuery>;

export const entriKalender = z.object({
  jenis: z.enum(JENIS_ENTRI_KALENDER),
  /** Id of the entry within its kind (the meeting id for 'pertemuan'). */
  id: z.number().int(),
  judul: z.string(),
  /** The day it is listed on, 'YYYY-MM-DD' in the college's time zone. */
  tanggal: z.string(),
  waktu_mulai: z.string(),
  waktu_selesai: z.string().nullable(),
  status: z.string(),
  /** online | offline | campuran for meetings; null for kinds without a place. */
  mode: z.string().nullable(),
  /** Room name of an offline or mixed meeting; null otherwise. */
  ruangan: z.string().nullable(),
  id_kelas_kuliah: z.string(),
  id_pertemuan: z.number().int(),
  nomor_pertemuan: z.number().int(),
  kelas_kuliah: z.object({
    mata_kuliah: z.object({ kode: z.string(), nama: z.string() }),
    kelas: z.object({ nama: z.string(), jenis: z.object({ nama: z.string() }) }),
  }),
});
export type EntriKalender = z.infer<typeof entriKalender>;

export const kalenderBulan = z.object({
  bulan: z.string(),
  time_zone: z.string(),
  entri: z.array(entriKalender),
});
export type KalenderBulan = z.infer<typeof kalenderBulan>;

/** First day of a 'YYYY-MM' month and of the month after it, as 'YYYY-MM-DD'. */
export function rentangBulan(bulan: string): { awal: string; akhirEksklusif: string } {
  const m = BULAN_RE.exec(bulan);
  if (!m) throw new Error(`bulan tidak valid: ${bulan}`);
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const next = mo === 12 ? `${y + 1}-01` : `${y}-${String(mo + 1).padStart(2, '0')}`;
  return { awal: `${bulan}-01`, akhirEksklusif: `${next}-01` };
}

/** 'YYYY-MM' of a 'YYYY-MM-DD' day. */
export const bulanDari = (tanggal: string) => tanggal.slice(0, 7);

export * from './waktu-entri';
