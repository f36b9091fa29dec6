import { z } from 'zod';

/** GET /v2/lms/beranda/statistik: activity tiles; counts stay 0 until those modules exist. */
export const statistikBeranda = z.object({
  tugas: z.number().int(),
  ujian: z.number().int(),
  forum: z.number().int(),
  vidcon: z.number().int(),
});
export type StatistikBeranda = z.infer<typeof statistikBeranda>;
export const STATISTIK_ROUTES = ['tugas', 'ujian', 'forum', 'vidcon'] as const;

/** GET /v2/lms/beranda/jadwal?tanggal=YYYY-MM-DD: that day's class schedule for the 'Keterangan' list. */
export const jadwalHarianItem = z.object({
  id_kelas_kuliah: z.string(),
  mata_kuliah: z.object({ kode: z.string(), nama: z.string() }),
  kelas: z.object({ nama: z.string(), jenis: z.object({ nama: z.string() }) }),
  jam_mulai: z.string(),
  jam_selesai: z.string(),
  ruangan: z.string(),
});
export type JadwalHarianItem = z.infer<typeof jadwalHarianItem>;

/** GET /v2/lms/pengumuman (paged): announcement list item. */
export const pengumumanItem = z.object({
  id: z.number().int(),
  judul: z.string(),
  isi: z.string(),
  tanggalPublish: z.string(),
});
export type PengumumanItem = z.infer<typeof pengumumanItem>;
export const PENGUMUMAN_CARD_ITEMS = 2;

const TANGGAL_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written 'YYYY-MM-DD' (2026-02-30 is not). */
export function isTanggalValid(tanggal: string): boolean {
  const m = TANGGAL_RE.exec(tanggal);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** Weekday of a calendar date, Sunday = 0 (jadwal.hari). A calendar date has one weekday in every zone. */
export function hariDariTanggal(tanggal: string): number {
  const [y, mo, d] = tanggal.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, mo - 1, d)).getUTCDay();
}

/** GET /v2/lms/beranda/jadwal: tanggal defaults to today in the college's time zone. */
export const jadwalHarianQuery = z.object({
  tanggal: z
    .string()
    .regex(TANGGAL_RE, 'Format tanggal harus YYYY-MM-DD, mis. 2026-11-23')
    .refine(isTanggalValid, 'Tanggal tidak ada di kalender')
    .optional(),
});
export type JadwalHarianQuery = z.infer<typeof jadwalHarianQuery>;
