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
