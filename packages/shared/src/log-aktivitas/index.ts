import { z } from 'zod';
import { paginationQuery } from '../common/envelope';

/**
 * THE enum of activity kinds (ARCHITECTURE.md "activity log"): every row of log_aktivitas has one of these, and the
 * labels fill the 'Riwayat Aktivitas' filter. A module that logs a new kind of write adds it here, grouped by domain;
 * kinds are never renamed (stored rows keep the old value). Verbs: tambah, ubah, hapus, duplikat, impor, unggah,
 * mulai, akhiri.
 */
export const JENIS_AKTIVITAS_LABEL = {
  // identity
  login: 'Login',
  logout: 'Logout',
  keluar_ke_sikad: 'Keluar ke SIAKAD',
  login_as: 'Login Akun Lain',
  // kelas kuliah
  ubah_kelas_kuliah: 'Ubah Kelas Kuliah',
  ubah_silabus: 'Ubah Silabus',
  // pertemuan
  tambah_pertemuan: 'Tambah Pertemuan',
  ubah_pertemuan: 'Ubah Pertemuan',
  mulai_pertemuan: 'Mulai Pertemuan',
  akhiri_pertemuan: 'Akhiri Pertemuan',
  ubah_teks_pertemuan: 'Ubah Teks Pertemuan',
  // files and master data
  unggah_file: 'Unggah File',
  hapus_file: 'Hapus File',
  impor_data_master: 'Impor Data Master',
  ubah_pengumuman: 'Ubah Pengumuman',
  // bank soal
  tambah_bank_soal: 'Tambah Bank Soal',
  ubah_bank_soal: 'Ubah Bank Soal',
  duplikat_bank_soal: 'Duplikat Bank Soal',
  hapus_bank_soal: 'Hapus Bank Soal',
  tambah_soal_bank_soal: 'Tambah Soal Bank Soal',
  ubah_soal_bank_soal: 'Ubah Soal Bank Soal',
  hapus_soal_bank_soal: 'Hapus Soal Bank Soal',
  impor_soal_bank_soal: 'Impor Soal Bank Soal',
  // pengaturan
  ubah_pengaturan: 'Ubah Pengaturan',
} as const;
export type JenisAktivitas = keyof typeof JENIS_AKTIVITAS_LABEL;
export const JENIS_AKTIVITAS = Object.keys(JENIS_AKTIVITAS_LABEL) as [JenisAktivitas, ...JenisAktivitas[]];
export const jenisAktivitas = z.enum(JENIS_AKTIVITAS);

export const LOG_AKTIVITAS_PER_PAGE = 5;

const isoDate = (field: string) =>
  z
    .string()
    .refine((v) => !Number.isNaN(Date.parse(v)), `${field} harus berupa tanggal ISO 8601, mis. 2026-11-21T00:00:00Z`)
    .transform((v) => new Date(v));

/** GET /v2/lms/log_aktivitas/me filter (spec 'Activity history item'). */
export const logAktivitasQuery = paginationQuery
  .extend({
    per_page: z.coerce.number().int().min(1).max(1000).default(LOG_AKTIVITAS_PER_PAGE),
    waktu_awal: isoDate('waktu_awal').optional(),
    waktu_akhir: isoDate('waktu_akhir').optional(),
    // An empty value means 'all kinds' (the filter box sends it when cleared).
    jenis_aktivitas: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      z.enum(JENIS_AKTIVITAS, { error: `jenis_aktivitas harus salah satu dari: ${JENIS_AKTIVITAS.join(', ')}` }).optional(),
    ),
  })
  .refine((q) => !q.waktu_awal || !q.waktu_akhir || q.waktu_awal <= q.waktu_akhir, {
    message: 'waktu_akhir tidak boleh sebelum waktu_awal',
    path: ['waktu_akhir'],
  });
export type LogAktivitasQuery = z.infer<typeof logAktivitasQuery>;

export const logAktivitasItem = z.object({
  id: z.number().int(),
  // Written only as a JenisAktivitas; read as a string so a kind retired from the enum never breaks old history.
  jenis_aktivitas: z.string(),
  detail: z.string(),
  waktu: z.string(),
  ip_address: z.string(),
  role: z.string(),
  operator: z.string().nullable(),
});
export type LogAktivitasItem = z.infer<typeof logAktivitasItem>;

export const jenisAktivitasItem = z.object({ jenis_aktivitas: jenisAktivitas, label: z.string() });
export type JenisAktivitasItem = z.infer<typeof jenisAktivitasItem>;
