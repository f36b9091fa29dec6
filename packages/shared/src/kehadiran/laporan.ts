import { z } from 'zod';
import { paginationQuery, repeatedQuery } from '../common/envelope';

/**
 * Operator attendance reports (issue 16 point 6; Laporan group, read with laporan read or write):
 *   GET /v2/lms/laporan/kehadiran_peserta                query laporanKehadiranPesertaQuery  -> list of laporanKehadiranPesertaItem (paged)
 *   GET /v2/lms/laporan/kehadiran_peserta/export_excel   same query, no paging               -> xlsx blob
 *   GET /v2/lms/laporan/kehadiran_pengajar               query laporanKehadiranPengajarQuery -> list of laporanKehadiranPengajarItem (paged)
 *   GET /v2/lms/laporan/kehadiran_pengajar/export_excel  -> xlsx blob
 *   GET /v2/lms/laporan/keaktifan_pengajar               query laporanKeaktifanPengajarQuery -> list of laporanKeaktifanPengajarItem (paged)
 *   GET /v2/lms/laporan/keaktifan_pengajar/export_excel  -> xlsx blob
 * Validation of lecturer attendance goes through PUT /v2/lms/kehadiran_dosen/{idPertemuan}/dosen/{id_dosen} (is_valid).
 */

const idRef = z.coerce.number({ error: 'harus berupa angka' }).int().positive().max(2_147_483_647);
const isoDate = z.iso.datetime({ offset: true, error: 'harus berupa tanggal ISO 8601, mis. 2026-11-21T01:00:00Z' });
const booleanish = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

/** is_valid filter labels (spec 1 §3 'Validation'). */
export const IS_VALID_LABEL = { true: 'Sudah Validasi', false: 'Belum Validasi' } as const;

/** The shared filter set as the attendance reports use it. */
const filterLaporan = paginationQuery.extend({
  periode: repeatedQuery(z.coerce.number({ error: 'harus berupa angka' }).int()),
  id_mata_kuliah: repeatedQuery(idRef),
  id_kelas: repeatedQuery(idRef),
  id_jenis_kelas: repeatedQuery(idRef),
  id_prodi: repeatedQuery(idRef),
  id_prodi_kelas: repeatedQuery(idRef),
  mode_kuliah: repeatedQuery(z.enum(['online', 'offline', 'campuran'])),
  search: z.string().trim().max(100).optional(),
  is_valid: booleanish.optional(),
  /** Some classes only (not in the spec's filter bar; a link to one class's lines, as on the other class lists). */
  id_kelas_kuliah: repeatedQuery(z.string().trim().min(1).max(200)),
});

export const laporanKehadiranPesertaQuery = filterLaporan;
export type LaporanKehadiranPesertaQuery = z.input<typeof laporanKehadiranPesertaQuery>;

export const laporanKehadiranPesertaItem = z.object({
  id_kelas_kuliah: z.string(),
  periode: z.number().int(),
  mata_kuliah: z.object({ id: z.number().int(), kode: z.string(), nama: z.string() }),
  kelas: z.object({ id: z.number().int(), nama: z.string(), jenis: z.object({ nama: z.string() }) }),
  mode_kuliah: z.string(),
  jumlah_peserta: z.number().int(),
  jumlah_pertemuan: z.number().int(),
  /** Meetings with at least one presence recorded. */
  pertemuan_terekap: z.number().int(),
  /** H over the counted meetings of every participant (the rule of ./persentase.ts), one decimal; null: none started. */
  persentase_kehadiran: z.number().nullable(),
  /** Every recorded presence of the class is valid. */
  is_valid: z.boolean(),
});
export type LaporanKehadiranPesertaItem = z.infer<typeof laporanKehadiranPesertaItem>;

export const laporanKehadiranPengajarQuery = filterLaporan.extend({
  id_dosen: repeatedQuery(idRef),
  waktu_awal: isoDate.optional(),
  waktu_akhir: isoDate.optional(),
});
export type LaporanKehadiranPengajarQuery = z.input<typeof laporanKehadiranPengajarQuery>;

/** One lecturer in one meeting. */
export const laporanKehadiranPengajarItem = z.object({
  id_pertemuan: z.number().int(),
  nomor: z.number().int(),
  jenis: z.string(),
  status: z.string(),
  waktu_mulai: z.string(),
  waktu_selesai: z.string(),
  kelas_kuliah: z.object({
    id: z.string(),
    periode: z.number().int(),
    mata_kuliah: z.object({ kode: z.string(), nama: z.string() }),
    kelas: z.object({ nama: z.string() }),
  }),
  pengajar: z.object({ id_dosen: z.number().int(), name: z.string(), avatar_url: z.string().nullable() }),
  ada_presensi: z.boolean(),
  is_hadir: z.boolean(),
  is_valid: z.boolean(),
  mulai_kuliah: z.string().nullable(),
  selesai_kuliah: z.string().nullable(),
  /** As kehadiran_dosen's row versi: the validation switch sends it back. */
  versi: z.string(),
});
export type LaporanKehadiranPengajarItem = z.infer<typeof laporanKehadiranPengajarItem>;

export const laporanKeaktifanPengajarQuery = filterLaporan.extend({
  id_dosen: repeatedQuery(idRef),
});
export type LaporanKeaktifanPengajarQuery = z.input<typeof laporanKeaktifanPengajarQuery>;

/** Per lecturer over the filtered classes: meetings started/ended on time, activities posted, grading done. */
export const laporanKeaktifanPengajarItem = z.object({
  pengajar: z.object({ id_dosen: z.number().int(), name: z.string(), nidn: z.string().nullable(), avatar_url: z.string().nullable() }),
  jumlah_kelas: z.number().int(),
  jumlah_pertemuan: z.number().int(),
  /** Meetings that have started (pertemuanSudahDimulai): the rows this lecturer has in kehadiran_pengajar. */
  pertemuan_berlalu: z.number().int(),
  dimulai: z.number().int(),
  dimulai_tepat_waktu: z.number().int(),
  diakhiri: z.number().int(),
  diakhiri_tepat_waktu: z.number().int(),
  /** Started meetings where the lecturer is present (the same verdict as kehadiran_pengajar's 'Hadir' rows). */
  hadir: z.number().int(),
  aktivitas_dibuat: z.number().int(),
  /** Graded activities (tasks, exams, forums) that ended, and of those the ones fully graded. */
  penilaian_total: z.number().int(),
  penilaian_selesai: z.number().int(),
});
export type LaporanKeaktifanPengajarItem = z.infer<typeof laporanKeaktifanPengajarItem>;
