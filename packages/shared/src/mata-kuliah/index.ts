import { z } from 'zod';
import { PESAN_VALIDASI, teksOpsional } from '../pengguna/validasi';

/**
 * Courses on /mata-kuliah (data_master). The academic system owns them; where it is the built-in one (our own
 * tables), operators with write on data_master change them here. The code is the course's identity and stays.
 */
export const SKS_MIN = 1;
export const SKS_MAX = 24;

export const ubahMataKuliahBody = z.object({
  nama: z.string({ error: PESAN_VALIDASI.wajib }).trim().min(1, PESAN_VALIDASI.wajib).max(200, PESAN_VALIDASI.maks(200)),
  nama_inggris: teksOpsional(200),
  sks: z.number({ error: PESAN_VALIDASI.wajib }).int(PESAN_VALIDASI.bilanganBulat).min(SKS_MIN, `minimal ${SKS_MIN}`).max(SKS_MAX, `maksimal ${SKS_MAX}`),
  id_prodi: z.number().int().positive().max(2_147_483_647).nullable().default(null),
});
export type UbahMataKuliahBody = z.infer<typeof ubahMataKuliahBody>;
export type UbahMataKuliahInput = z.input<typeof ubahMataKuliahBody>;

export const mataKuliahIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** GET /v2/lms/mata_kuliah/pengelolaan: whether courses are changed in the LMS (built-in academic system). */
export const pengelolaanMataKuliah = z.object({ dapat_diubah: z.boolean() });
export type PengelolaanMataKuliah = z.infer<typeof pengelolaanMataKuliah>;

export const PESAN_MATA_KULIAH = {
  diubah: 'Mata kuliah berhasil diubah',
  tidakDitemukan: 'Mata kuliah tidak ditemukan',
  dikelolaSiakad: 'Mata kuliah dikelola oleh sistem akademik (SIAKAD) kampus dan tidak dapat diubah di LMS',
  prodiTidakDitemukan: 'program studi tidak ditemukan',
} as const;
