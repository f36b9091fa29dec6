import { z } from 'zod';
import { paginationQuery } from '../common/envelope';

export * from './detail';

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
  tambah_teks_pertemuan: 'Tambah Teks Pertemuan',
  hapus_teks_pertemuan: 'Hapus Teks Pertemuan',
  // files and master data
  unggah_file: 'Unggah File',
  hapus_file: 'Hapus File',
  impor_data_master: 'Impor Data Master',
  bersihkan_file: 'Bersihkan File Tak Terpakai',
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
  // ujian
  tambah_ujian: 'Tambah Kuis/Ujian',
  ubah_ujian: 'Ubah Kuis/Ujian',
  hapus_ujian: 'Hapus Kuis/Ujian',
  salin_ujian: 'Salin Kuis/Ujian',
  ubah_soal_ujian: 'Ubah Soal Kuis/Ujian',
  mulai_ujian: 'Mulai Kuis/Ujian',
  selesai_ujian: 'Selesai Kuis/Ujian',
  akhiri_pengerjaan_ujian: 'Akhiri Pengerjaan Peserta',
  pengumuman_ujian: 'Pengumuman Kuis/Ujian',
  ubah_akomodasi_ujian: 'Ubah Tambahan Waktu Ujian',
  nilai_ujian: 'Nilai Kuis/Ujian',
  pengurangan_nilai_ujian: 'Pengurangan Nilai Kuis/Ujian',
  reset_pengerjaan_ujian: 'Reset Pengerjaan Kuis/Ujian',
  publish_nilai_ujian: 'Publish Nilai Kuis/Ujian',
  hitung_nilai_ujian: 'Hitung Ulang Nilai Kuis/Ujian',
  export_nilai_ujian: 'Export Nilai Kuis/Ujian',
  // materi
  tambah_materi: 'Tambah Materi',
  ubah_materi: 'Ubah Materi',
  hapus_materi: 'Hapus Materi',
  salin_materi: 'Salin Materi',
  unduh_materi: 'Unduh Materi',
  baca_materi: 'Baca Materi',
  tonton_materi: 'Tonton Materi',
  dengar_materi: 'Dengar Materi',
  buka_tautan_materi: 'Buka Tautan Materi',
  // vidcon
  tambah_vidcon: 'Tambah Vidcon',
  ubah_vidcon: 'Ubah Vidcon',
  hapus_vidcon: 'Hapus Vidcon',
  join_vidcon: 'Join Vidcon',
  // forum, chat and comments
  tambah_forum: 'Tambah Forum',
  ubah_forum: 'Ubah Forum',
  hapus_forum: 'Hapus Forum',
  posting_forum: 'Posting Forum',
  ubah_posting_forum: 'Ubah Posting Forum',
  hapus_posting_forum: 'Hapus Posting Forum',
  tambah_grup_chat: 'Tambah Grup Chat',
  tambah_thread_chat: 'Tambah Thread Chat',
  kirim_pesan_chat: 'Kirim Pesan Chat',
  ubah_pesan_chat: 'Ubah Pesan Chat',
  hapus_pesan_chat: 'Hapus Pesan Chat',
  tambah_komentar: 'Tambah Komentar',
  ubah_komentar: 'Ubah Komentar',
  hapus_komentar: 'Hapus Komentar',
  // pengaturan
  ubah_pengaturan: 'Ubah Pengaturan',
  // pengumuman and bantuan
  tambah_pengumuman: 'Tambah Pengumuman',
  hapus_pengumuman: 'Hapus Pengumuman',
  tambah_bantuan: 'Tambah Bantuan',
  ubah_bantuan: 'Ubah Bantuan',
  hapus_bantuan: 'Hapus Bantuan',
  // tugas
  tambah_tugas: 'Tambah Tugas',
  ubah_tugas: 'Ubah Tugas',
  hapus_tugas: 'Hapus Tugas',
  kumpul_tugas: 'Kumpul Tugas',
  nilai_tugas: 'Nilai Tugas',
  publish_nilai_tugas: 'Publish Nilai Tugas',
  tambah_kelompok_tugas: 'Tambah Kelompok Tugas',
  ubah_kelompok_tugas: 'Ubah Kelompok Tugas',
  hapus_kelompok_tugas: 'Hapus Kelompok Tugas',
  unduh_pengumpulan_tugas: 'Unduh Pengumpulan Tugas',
  // pengguna and data master
  tambah_pengguna: 'Tambah Pengguna',
  ubah_pengguna: 'Ubah Pengguna',
  ubah_status_pengguna: 'Ubah Status Pengguna',
  reset_password_pengguna: 'Reset Password Pengguna',
  buka_kunci_login: 'Buka Kunci Login Pengguna',
  ubah_hak_akses: 'Ubah Hak Akses Operator',
  ubah_profil_pt: 'Ubah Profil Perguruan Tinggi',
  ubah_mata_kuliah: 'Ubah Mata Kuliah',
  // data sistem
  tambah_data_sistem: 'Tambah Data Sistem',
  ubah_data_sistem: 'Ubah Data Sistem',
  hapus_data_sistem: 'Hapus Data Sistem',
  // kehadiran
  ubah_kehadiran_mahasiswa: 'Ubah Kehadiran Mahasiswa',
  hitung_ulang_kehadiran: 'Hitung Ulang Kehadiran',
  hitung_persentase_kehadiran: 'Hitung Persentase Kehadiran',
  ubah_kehadiran_dosen: 'Ubah Kehadiran Dosen',
  presensi_qr_code: 'Presensi QR Code',
  tambah_pengecualian_ujian: 'Tambah Pengecualian Ujian',
  hapus_pengecualian_ujian: 'Hapus Pengecualian Ujian',
  // BAP
  unduh_bap: 'Unduh BAP',
  ubah_tanda_tangan: 'Ubah Tanda Tangan',
  ubah_penandatangan_prodi: 'Ubah Penandatangan Prodi',
  ubah_template_bap: 'Ubah Template BAP',
  // nilai
  ubah_komponen_nilai: 'Ubah Komponen Nilai SIKAD',
  kirim_nilai_sikad: 'Kirim Nilai ke Siakad',
  kunci_nilai_sikad: 'Kunci Nilai Siakad',
  waktu_entri_nilai: 'Ubah Waktu Entri Nilai',
  tandai_update_sikad: 'Tandai Nilai Diupdate Siakad',
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
