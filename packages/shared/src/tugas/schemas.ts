import { z } from 'zod';
import { paginationQuery, repeatedQuery } from '../common/envelope';
import { ALLOWED_UPLOADS, type UploadGroup } from '../common/limits';
import { LABEL_ARSIP } from '../materi/tipe';
import { STATUS_NILAI, STATUS_PERTEMUAN } from '../status';
import { JABATAN_KELOMPOK, STATUS_PENGUMPULAN } from './rules';

/**
 * Contracts of tasks (tugas, spec 1 §3 'Assignment types', spec 2 §2-§3 'Task groups'): tasks are activities of a
 * meeting, individual or group work, with attachments (lampiran_tugas), submissions (pengumpulan_tugas), groups with
 * a leader, and scores. Paths live under /v2/lms/tugas. Dates are UTC ISO with Z.
 */

export const JENIS_TUGAS = ['individu', 'kelompok'] as const;
export type JenisTugas = (typeof JENIS_TUGAS)[number];
export const JENIS_TUGAS_LABEL = { individu: 'Individu', kelompok: 'Kelompok' } as const satisfies Record<JenisTugas, string>;

/** The upload groups a task may accept (ALLOWED_UPLOADS); none chosen = all of them. */
export const JENIS_FILE_TUGAS = Object.keys(ALLOWED_UPLOADS) as UploadGroup[];
export const JENIS_FILE_TUGAS_LABEL = {
  image: 'Gambar (JPG, PNG)',
  pdf: 'PDF',
  doc: 'Dokumen (DOC, DOCX)',
  excel: 'Lembar kerja (XLS, XLSX)',
  ppt: 'Presentasi (PPT, PPTX)',
  zip: `${LABEL_ARSIP} (ZIP, RAR)`,
  audio: 'Audio (MP3, WAV)',
  video: 'Video (MP4, WEBM, OGG)',
} as const satisfies Record<UploadGroup, string>;

export const TUGAS_JUDUL_MAX = 200;
export const TUGAS_DESKRIPSI_MAX = 100_000;
export const TUGAS_LAMPIRAN_MAX = 10;
export const TUGAS_MAKS_FILE_DEFAULT = 5;
export const TUGAS_MAKS_FILE_MAX = 20;
export const TUGAS_NILAI_MAKS_DEFAULT = 100;
export const TUGAS_NILAI_MAKS_MAX = 1000;
export const PENGUMPULAN_TEKS_MAX = 100_000;
export const KOMENTAR_NILAI_MAX = 5000;
export const NAMA_KELOMPOK_MAX = 100;
export const UKURAN_KELOMPOK_MAX = 50;

const isoDate = (wajib: string) =>
  z.iso.datetime({ offset: true, error: (i) => (i.input === undefined || i.input === null || i.input === '' ? wajib : 'harus berupa tanggal ISO 8601, mis. 2026-11-21T01:00:00Z') });
const idRef = z.coerce.number({ error: 'harus berupa angka' }).int().positive().max(2_147_483_647);
const booleanish = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

export const PESAN_TUGAS = {
  tidakDitemukan: 'Tugas tidak ditemukan',
  kelompokTidakDitemukan: 'Kelompok tidak ditemukan',
  pengumpulanTidakDitemukan: 'Pengumpulan tidak ditemukan',
  fileTidakDitemukan: 'File tidak ditemukan',
  pertemuanWajib: 'Pertemuan wajib diisi',
  judulWajib: 'Judul wajib diisi',
  jenisWajib: 'Jenis tugas wajib dipilih',
  waktuMulaiWajib: 'Waktu mulai wajib diisi',
  waktuSelesaiWajib: 'Waktu selesai wajib diisi',
  waktuSelesaiSebelumMulai: 'Waktu selesai tidak boleh kurang dari waktu mulai',
  batasTerlambatSebelumSelesai: 'Batas keterlambatan tidak boleh kurang dari waktu selesai',
  caraPengumpulanWajib: 'Pilih minimal satu cara pengumpulan (teks atau file)',
  ukuranMelebihiPengaturan: (mb: number) => `Ukuran maksimal file tidak boleh melebihi batas kampus (${mb} MB)`,
  jenisTidakBisaDiubah: 'Jenis tugas tidak dapat diubah karena sudah ada pengumpulan',
  pertemuanLainKelas: 'Pertemuan harus pertemuan kelas yang sama',
  lampiranTerlaluBanyak: `Lampiran paling banyak ${TUGAS_LAMPIRAN_MAX} file`,
  berhasilTambah: 'Berhasil menambahkan tugas',
  berhasilUbah: 'Berhasil mengubah tugas',
  berhasilHapus: 'Berhasil menghapus tugas',
  berhasilUnggahLampiran: 'Berhasil mengunggah lampiran tugas',
  berhasilHapusFile: 'Berhasil hapus file',
  // submissions
  berhasilKumpul: 'Berhasil mengumpulkan tugas',
  pengumpulanKosong: 'Isi jawaban teks atau unggah minimal satu file',
  teksTidakDiterima: 'Tugas ini tidak menerima jawaban teks',
  fileTidakDiterima: 'Tugas ini tidak menerima unggahan file',
  fileTerlaluBanyak: (n: number) => `Paling banyak ${n} file per pengumpulan`,
  belumDimulai: 'Tugas belum dimulai',
  lewatBatas: 'Batas waktu pengumpulan telah berakhir',
  tepatWaktuTerkunci: 'Pengumpulan tepat waktu tidak dapat diubah setelah batas waktu',
  sudahDinilai: 'Pengumpulan sudah dinilai dan tidak dapat diubah',
  belumBerkelompok: 'Anda belum tergabung dalam kelompok untuk tugas ini',
  bukanPeserta: 'Hanya peserta kelas yang dapat mengumpulkan tugas',
  // grading
  berhasilUpdateNilai: 'Berhasil update nilai',
  berhasilPublish: 'Berhasil publish nilai',
  berhasilUnpublish: 'Berhasil unpublish nilai',
  nilaiMelebihiMaks: (maks: number) => `Nilai harus antara 0 dan ${maks}`,
  nilaiBerubah: 'Nilai telah diubah oleh pengguna lain sejak formulir ini dibuka. Muat ulang untuk melihat nilai terbaru, lalu simpan lagi.',
  bukanPesertaKelas: 'Mahasiswa bukan peserta kelas ini',
  unduhDimulai: 'Sedang menyiapkan arsip pengumpulan',
  unduhSudahBerjalan: 'Arsip pengumpulan sedang disiapkan',
  // groups
  bukanTugasKelompok: 'Tugas ini bukan tugas kelompok',
  namaKelompokWajib: 'Nama kelompok wajib diisi',
  namaKelompokDipakai: 'Nama kelompok sudah dipakai pada tugas ini',
  kelompokSudahMengumpulkan: 'Kelompok ini sudah mengumpulkan tugas dan tidak dapat dihapus',
  acakAdaPengumpulan: 'Kelompok tidak dapat dibuat ulang karena sudah ada kelompok yang mengumpulkan tugas',
  tidakAdaPesertaTanpaKelompok: 'Semua peserta sudah memiliki kelompok',
  bukanAnggota: 'Mahasiswa bukan anggota kelompok ini',
  berhasilTambahKelompok: 'Berhasil menambahkan kelompok',
  berhasilBuatKelompokAcak: 'Berhasil membuat kelompok secara acak',
  berhasilUbahKelompok: 'Berhasil mengubah kelompok',
  berhasilHapusKelompok: 'Berhasil menghapus kelompok',
  berhasilTambahAnggota: 'Berhasil menambahkan anggota kelompok',
  berhasilHapusAnggota: 'Berhasil menghapus anggota kelompok',
  berhasilJadikanKetua: 'Berhasil mengubah ketua kelompok',
} as const;

export const ALASAN_TOLAK_KUMPUL_PESAN = {
  belum_dimulai: PESAN_TUGAS.belumDimulai,
  lewat_batas: PESAN_TUGAS.lewatBatas,
  tepat_waktu_terkunci: PESAN_TUGAS.tepatWaktuTerkunci,
  sudah_dinilai: PESAN_TUGAS.sudahDinilai,
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Task

/** POST /v2/lms/tugas and PUT /v2/lms/tugas/{id}: the whole task form (operators choose the meeting). */
export const tugasBody = z
  .object({
    id_pertemuan: idRef.nullish().refine((v) => v !== null && v !== undefined, PESAN_TUGAS.pertemuanWajib),
    judul: z.string(PESAN_TUGAS.judulWajib).trim().min(1, PESAN_TUGAS.judulWajib).max(TUGAS_JUDUL_MAX, `Judul maksimal ${TUGAS_JUDUL_MAX} karakter`),
    deskripsi: z.string().max(TUGAS_DESKRIPSI_MAX, `Deskripsi maksimal ${TUGAS_DESKRIPSI_MAX} karakter`).default(''),
    jenis: z.enum(JENIS_TUGAS, PESAN_TUGAS.jenisWajib),
    waktu_mulai: isoDate(PESAN_TUGAS.waktuMulaiWajib),
    waktu_selesai: isoDate(PESAN_TUGAS.waktuSelesaiWajib),
    izinkan_terlambat: z.boolean().default(false),
    batas_terlambat: isoDate('harus berupa tanggal ISO 8601').nullish().transform((v) => v ?? null),
    pengumpulan_teks: z.boolean().default(true),
    pengumpulan_file: z.boolean().default(true),
    jenis_file_diterima: z.array(z.enum(JENIS_FILE_TUGAS as [UploadGroup, ...UploadGroup[]])).max(JENIS_FILE_TUGAS.length).default([]),
    /** MB (1000 steps); null = the college's limit for submissions. */
    ukuran_maks_mb: z.number().positive('harus lebih dari 0').max(10_000).nullish().transform((v) => v ?? null),
    maks_file: z.number().int().min(1).max(TUGAS_MAKS_FILE_MAX).default(TUGAS_MAKS_FILE_DEFAULT),
    nilai_maks: z.number().int().min(1).max(TUGAS_NILAI_MAKS_MAX).default(TUGAS_NILAI_MAKS_DEFAULT),
    is_syarat_hadir: z.boolean().default(false),
  })
  .superRefine((b, ctx) => {
    if (Date.parse(b.waktu_selesai) < Date.parse(b.waktu_mulai)) {
      ctx.addIssue({ code: 'custom', path: ['waktu_selesai'], message: PESAN_TUGAS.waktuSelesaiSebelumMulai });
    }
    if (b.izinkan_terlambat && b.batas_terlambat !== null && Date.parse(b.batas_terlambat) < Date.parse(b.waktu_selesai)) {
      ctx.addIssue({ code: 'custom', path: ['batas_terlambat'], message: PESAN_TUGAS.batasTerlambatSebelumSelesai });
    }
    if (!b.pengumpulan_teks && !b.pengumpulan_file) {
      ctx.addIssue({ code: 'custom', path: ['pengumpulan_file'], message: PESAN_TUGAS.caraPengumpulanWajib });
    }
  });
export type TugasBody = z.input<typeof tugasBody>;
export type TugasBodyParsed = z.output<typeof tugasBody>;

export const tugasFile = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  content_length: z.number().int(),
  extension: z.string(),
});
export type TugasFile = z.infer<typeof tugasFile>;

/** Counts a teacher sees on a task (grading overview). */
export const rekapTugas = z.object({
  jumlah_peserta: z.number().int(),
  /** Submissions (per student for individu, per group for kelompok). */
  jumlah_pengumpulan: z.number().int(),
  jumlah_terlambat: z.number().int(),
  /** Students with a submission (own or their group's) and no score yet. */
  jumlah_belum_dinilai: z.number().int(),
  jumlah_kelompok: z.number().int(),
  status_nilai: z.enum(STATUS_NILAI),
});
export type RekapTugas = z.infer<typeof rekapTugas>;

/** A student's own state on a task. */
export const tugasSaya = z.object({
  status_pengumpulan: z.enum(STATUS_PENGUMPULAN),
  waktu_kumpul: z.string().nullable(),
  /** The score once published (is_tampilkan_nilai), else null. */
  nilai: z.number().nullable(),
  id_kelompok: z.number().int().nullable(),
  nama_kelompok: z.string().nullable(),
  boleh_kumpul: z.boolean(),
});
export type TugasSaya = z.infer<typeof tugasSaya>;

export const tugasItem = z.object({
  id: z.number().int(),
  id_kelas_kuliah: z.string(),
  id_pertemuan: z.number().int(),
  judul: z.string(),
  deskripsi: z.string(),
  jenis: z.enum(JENIS_TUGAS),
  waktu_mulai: z.string(),
  waktu_selesai: z.string(),
  izinkan_terlambat: z.boolean(),
  batas_terlambat: z.string().nullable(),
  pengumpulan_teks: z.boolean(),
  pengumpulan_file: z.boolean(),
  jenis_file_diterima: z.array(z.string()),
  ukuran_maks_mb: z.number().nullable(),
  /** The limit that applies (task's own or the college's), in bytes. */
  ukuran_maks_byte: z.number().int(),
  maks_file: z.number().int(),
  nilai_maks: z.number().int(),
  is_syarat_hadir: z.boolean(),
  is_tampilkan_nilai: z.boolean(),
  status: z.enum(STATUS_PERTEMUAN),
  lampiran: z.array(tugasFile),
  pertemuan: z.object({ id: z.number().int(), nomor: z.number().int(), judul: z.string() }),
  kelas_kuliah: z.object({
    id: z.string(),
    periode: z.number().int(),
    mata_kuliah: z.object({ kode: z.string(), nama: z.string() }),
    kelas: z.object({ nama: z.string(), jenis: z.object({ nama: z.string() }) }),
  }),
  created_by: z.object({ nama: z.string(), username: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  rekap: rekapTugas.nullable(),
  saya: tugasSaya.nullable(),
  can: z.object({ edit: z.boolean(), nilai: z.boolean(), kumpul: z.boolean() }),
});
export type TugasItem = z.infer<typeof tugasItem>;

/** Order of GET /v2/lms/tugas: 'terdekat' (default) = open tasks by nearest due time first, then ended ones newest first. */
export const URUTAN_TUGAS = ['terdekat', 'waktu_selesai', '-waktu_selesai'] as const;

export const tugasListQuery = paginationQuery.extend({
  jenis_tugas: repeatedQuery(z.enum(JENIS_TUGAS)),
  id_kelas_kuliah: repeatedQuery(z.string().trim().min(1).max(200)),
  periode: repeatedQuery(z.coerce.number({ error: 'harus berupa angka' }).int()),
  id_pertemuan: idRef.optional(),
  status: repeatedQuery(z.enum(STATUS_PERTEMUAN)),
  /** Students: only tasks they still have to hand in (open or late-allowed, nothing submitted). */
  belum_dikumpulkan: booleanish.optional(),
  search: z.string().trim().max(100).optional(),
  urutan: z.enum(URUTAN_TUGAS).optional(),
});
export type TugasListQuery = z.infer<typeof tugasListQuery>;

export const tugasIdParams = z.object({ id: idRef });
export const tugasFileParams = z.object({ id: idRef, idFile: z.string().max(64) });

// ---------------------------------------------------------------------------------------------------------------
// Submissions

export const pengumpulanItem = z.object({
  id: z.number().int(),
  id_tugas: z.number().int(),
  id_mahasiswa: z.number().int().nullable(),
  id_kelompok: z.number().int().nullable(),
  teks: z.string(),
  files: z.array(tugasFile),
  terlambat: z.boolean(),
  status: z.enum(STATUS_PENGUMPULAN),
  waktu_kumpul: z.string(),
  waktu_update: z.string(),
  dikumpulkan_oleh: z.object({ nama: z.string(), username: z.string() }).nullable(),
});
export type PengumpulanItem = z.infer<typeof pengumpulanItem>;

/** GET /v2/lms/tugas/{id}/pengumpulan/me: the student's (or their group's) submission and what they may do. */
export const pengumpulanSaya = z.object({
  pengumpulan: pengumpulanItem.nullable(),
  nilai: z.object({ nilai: z.number().nullable(), komentar: z.string() }).nullable(),
  boleh_kumpul: z.boolean(),
  terlambat_jika_kumpul: z.boolean(),
  /** Why handing in is refused now (Indonesian), or null. */
  alasan: z.string().nullable(),
  id_kelompok: z.number().int().nullable(),
});
export type PengumpulanSaya = z.infer<typeof pengumpulanSaya>;

/** Multipart text fields of POST /v2/lms/tugas/{id}/pengumpulan (files go in `files`). */
export const pengumpulanFields = z.object({
  teks: z.string().max(PENGUMPULAN_TEKS_MAX, `Teks maksimal ${PENGUMPULAN_TEKS_MAX} karakter`).default(''),
  files_hapus: z.array(z.string().uuid('harus id file')).max(TUGAS_MAKS_FILE_MAX).default([]),
});
export type PengumpulanFields = z.infer<typeof pengumpulanFields>;

/** One participant on the grading list (group tasks: with their group; the group's submission on every member). */
export const penilaianItem = z.object({
  mahasiswa: z.object({ id: z.number().int(), id_user: z.number().int(), nama: z.string(), nim: z.string(), avatar_url: z.string().nullable() }),
  kelompok: z.object({ id: z.number().int(), nama: z.string(), jabatan: z.enum(JABATAN_KELOMPOK) }).nullable(),
  status_pengumpulan: z.enum(STATUS_PENGUMPULAN),
  pengumpulan: pengumpulanItem.nullable(),
  nilai: z.number().nullable(),
  komentar: z.string(),
  dinilai_at: z.string().nullable(),
});
export type PenilaianItem = z.infer<typeof penilaianItem>;

export const penilaianQuery = paginationQuery.extend({
  status: repeatedQuery(z.enum(STATUS_PENGUMPULAN)),
  id_kelompok: idRef.optional(),
  search: z.string().trim().max(100).optional(),
});
export type PenilaianQuery = z.infer<typeof penilaianQuery>;

export const nilaiTugasBody = z.object({
  /** null clears the score. Rounded to 2 decimals. */
  nilai: z.number('Nilai harus berupa angka').min(0, 'Nilai tidak boleh negatif').nullable(),
  komentar: z.string().max(KOMENTAR_NILAI_MAX, `Komentar maksimal ${KOMENTAR_NILAI_MAX} karakter`).default(''),
  /**
   * What each row to write held when the form was read (no score yet: nilai null, komentar ''). When given, a row that
   * no longer holds it (another grader saved in between) refuses the whole save with 409, and a row the save would
   * not change is not rewritten.
   */
  sebelum: z
    .array(
      z.object({
        id_mahasiswa: idRef,
        nilai: z.number('sebelum.nilai harus berupa angka').nullable(),
        komentar: z.string().max(KOMENTAR_NILAI_MAX, `sebelum.komentar maksimal ${KOMENTAR_NILAI_MAX} karakter`),
      }),
      'sebelum harus berupa daftar',
    )
    .max(500, 'sebelum paling banyak 500 baris')
    .optional(),
});
export type NilaiTugasBody = z.input<typeof nilaiTugasBody>;

export const nilaiMahasiswaParams = z.object({ id: idRef, idMahasiswa: idRef });
export const publishNilaiTugasBody = z.object({ is_tampilkan_nilai: z.boolean('is_tampilkan_nilai harus true atau false') });

// ---------------------------------------------------------------------------------------------------------------
// Groups

export const anggotaKelompok = z.object({
  id_mahasiswa: z.number().int(),
  id_user: z.number().int(),
  jabatan: z.enum(JABATAN_KELOMPOK),
  /** False hides 'Hapus Anggota' (spec 2 §5: shown only if canDelete is not false). */
  canDelete: z.boolean(),
  mahasiswa: z.object({ nama: z.string(), nim: z.string(), avatar_url: z.string().nullable() }),
});
export type AnggotaKelompok = z.infer<typeof anggotaKelompok>;

export const kelompokItem = z.object({
  id: z.number().int(),
  id_tugas: z.number().int(),
  nama: z.string(),
  /** Chat group id: group-type tasks use the group id as is (spec 2 §4). */
  id_group_chat: z.string(),
  anggota: z.array(anggotaKelompok),
  pengumpulan: z.object({ status: z.enum(STATUS_PENGUMPULAN), waktu_update: z.string() }).nullable(),
  can: z.object({ edit: z.boolean(), delete: z.boolean() }),
});
export type KelompokItem = z.infer<typeof kelompokItem>;

export const kelompokParams = z.object({ id: idRef, idKelompok: idRef });
export const anggotaParams = z.object({ id: idRef, idKelompok: idRef, idMahasiswa: idRef });

const namaKelompok = z.string(PESAN_TUGAS.namaKelompokWajib).trim().min(1, PESAN_TUGAS.namaKelompokWajib).max(NAMA_KELOMPOK_MAX, `Nama kelompok maksimal ${NAMA_KELOMPOK_MAX} karakter`);
export const kelompokBody = z.object({
  nama: namaKelompok,
  anggota: z.array(idRef).max(500).default([]),
});
export type KelompokBody = z.input<typeof kelompokBody>;
export const kelompokUpdateBody = z.object({ nama: namaKelompok });

export const MODE_KELOMPOK_ACAK = ['semua', 'tanpa_kelompok'] as const;
export const kelompokAcakBody = z.object({
  ukuran: z.number('Jumlah anggota per kelompok wajib diisi').int().min(1, 'Jumlah anggota minimal 1').max(UKURAN_KELOMPOK_MAX, `Jumlah anggota maksimal ${UKURAN_KELOMPOK_MAX}`),
  /** semua: replaces every group (refused once a group has handed in); tanpa_kelompok: only students without one. */
  mode: z.enum(MODE_KELOMPOK_ACAK).default('semua'),
});
export type KelompokAcakBody = z.input<typeof kelompokAcakBody>;
export const tambahAnggotaBody = z.object({ id_mahasiswa: z.array(idRef).min(1, 'Pilih minimal satu mahasiswa').max(500) });
export const ketuaKelompokBody = z.object({ id_mahasiswa: idRef });

/** GET /v2/lms/tugas/{id}/peserta: the class's students with their group on this task (member picker). */
export const pesertaTugasItem = z.object({
  id_mahasiswa: z.number().int(),
  id_user: z.number().int(),
  nama: z.string(),
  nim: z.string(),
  avatar_url: z.string().nullable(),
  kelompok: z.object({ id: z.number().int(), nama: z.string() }).nullable(),
});
export type PesertaTugasItem = z.infer<typeof pesertaTugasItem>;

/** What the bulk-download job reports when completed: the zip to fetch (readable by the teacher who asked). */
export const hasilUnduhPengumpulan = z.object({
  url: z.string(),
  name: z.string(),
  content_length: z.number().int(),
  jumlah_pengumpulan: z.number().int(),
  jumlah_file: z.number().int(),
});
export type HasilUnduhPengumpulan = z.infer<typeof hasilUnduhPengumpulan>;
