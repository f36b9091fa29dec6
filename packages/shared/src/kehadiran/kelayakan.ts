import { z } from 'zod';
import { paginationQuery, repeatedQuery } from '../common/envelope';
import { PESAN_KEHADIRAN } from './schemas';

/**
 * Exam eligibility by attendance (issue 16 point 7). The college setting
 * pengaturan_kelas.minimal_kehadiran_ujian { is_active, persen } (default on, 75) sets the minimum attendance before
 * a UAS; a UAS refuses a student below it with code pembatasan_ujian_kehadiran (403) unless an operator granted an
 * exception.
 *   GET    /v2/lms/kehadiran_mahasiswa/kelayakan_ujian/me          -> list of kelayakanUjianItem (student dashboard)
 *   GET    /v2/lms/kehadiran_mahasiswa/pengecualian_ujian          query pengecualianListQuery -> list (paged)
 *   POST   /v2/lms/kehadiran_mahasiswa/pengecualian_ujian          body pengecualianUjianBody -> pengecualianUjianItem
 *   DELETE /v2/lms/kehadiran_mahasiswa/pengecualian_ujian/{id}     -> { id }
 * Percentage and verdict: the one rule of ./persentase.ts (H over the kuliah meetings that started; `berisiko`
 * below the minimum now, `tidak_memenuhi` when even attending every remaining meeting cannot reach it).
 */

export const MINIMAL_KEHADIRAN_UJIAN_BAWAAN = { is_active: true, persen: 75 } as const;

export const STATUS_KELAYAKAN = ['aman', 'berisiko', 'tidak_memenuhi'] as const;
export type StatusKelayakan = (typeof STATUS_KELAYAKAN)[number];
export const STATUS_KELAYAKAN_LABEL = {
  aman: 'Memenuhi',
  berisiko: 'Berisiko',
  tidak_memenuhi: 'Tidak Memenuhi',
} as const satisfies Record<StatusKelayakan, string>;

export const kelayakanUjianItem = z.object({
  id_kelas_kuliah: z.string(),
  mata_kuliah: z.object({ kode: z.string(), nama: z.string() }),
  kelas: z.object({ nama: z.string() }),
  jumlah_pertemuan: z.number().int(),
  pertemuan_berlalu: z.number().int(),
  jumlah_hadir: z.number().int(),
  /** One decimal; null while no kuliah meeting has started (shown '-'). */
  persentase: z.number().nullable(),
  minimal: z.number(),
  status: z.enum(STATUS_KELAYAKAN),
  pengecualian: z.boolean(),
  pesan: z.string().nullable(),
});
export type KelayakanUjianItem = z.infer<typeof kelayakanUjianItem>;

export const pengecualianListQuery = paginationQuery.extend({
  id_kelas_kuliah: repeatedQuery(z.string().trim().min(1).max(200)),
  search: z.string().trim().max(100).optional(),
});
export type PengecualianListQuery = z.input<typeof pengecualianListQuery>;

export const pengecualianUjianBody = z.object({
  id_kelas_kuliah: z.string({ error: PESAN_KEHADIRAN.kelasWajib }).trim().min(1, PESAN_KEHADIRAN.kelasWajib).max(200),
  nim: z.string({ error: PESAN_KEHADIRAN.nimWajib }).trim().min(1, PESAN_KEHADIRAN.nimWajib).max(50),
  alasan: z.string({ error: PESAN_KEHADIRAN.alasanWajib }).trim().min(1, PESAN_KEHADIRAN.alasanWajib).max(1000, 'Alasan maksimal 1000 karakter'),
});
export type PengecualianUjianBody = z.infer<typeof pengecualianUjianBody>;

export const pengecualianIdParams = z.object({ id: z.coerce.number({ error: 'harus berupa angka' }).int().positive().max(2_147_483_647) });

export const pengecualianUjianItem = z.object({
  id: z.number().int(),
  id_kelas_kuliah: z.string(),
  mata_kuliah: z.object({ kode: z.string(), nama: z.string() }),
  kelas: z.object({ nama: z.string() }),
  mahasiswa: z.object({ nim: z.string(), nama: z.string() }),
  alasan: z.string(),
  created_by: z.object({ username: z.string(), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type PengecualianUjianItem = z.infer<typeof pengecualianUjianItem>;
