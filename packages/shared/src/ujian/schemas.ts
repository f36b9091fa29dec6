import { z } from 'zod';
import { paginationQuery, repeatedQuery } from '../common/envelope';
import { JENIS_FILE_JAWABAN, MAX_SOAL_FILES, NILAI_BENAR_SALAH, PESAN_SOAL, soalFile, soalInput, soalItem } from '../soal/model';
import {
  ATURAN_KELOMPOK,
  CARA_SELESAI,
  JENIS_PELANGGARAN,
  JENIS_UJIAN,
  MAX_DESKRIPSI_UJIAN,
  MAX_FILE_JAWABAN,
  MAX_ISI_PENGUMUMAN,
  MAX_JUDUL_UJIAN,
  MAX_NAMA_KELOMPOK,
  MAX_PESERTA_REMEDIAL,
  MAX_TAMBAHAN_MENIT,
  MAX_TEKS_JAWABAN,
  PESAN_UJIAN,
  SIFAT_UJIAN,
  STATUS_PENGERJAAN,
  STATUS_UJIAN,
  UJIAN_SALIN_PER_PAGE,
} from './model';

/** Requests and answers of the exam endpoints (spec 2 §7 'Exams'). Dates are UTC ISO with Z. */

const isoDate = z.iso.datetime({ offset: true, error: 'harus berupa tanggal ISO 8601, mis. 2026-11-21T01:00:00Z' });
const idRef = z.coerce.number({ error: 'harus berupa angka' }).int().positive().max(2_147_483_647);
const booleanish = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

export const ujianIdParams = z.object({ id: idRef });
export const kelompokSoalParams = z.object({ id: idRef, idKelompok: idRef });
export const soalUjianParams = z.object({ id: idRef, idKelompok: idRef, idSoal: idRef });
export const jawabanParams = z.object({ id: idRef, idSoal: idRef });
export const pengerjaanParams = z.object({ id: idRef, idPengerjaan: idRef });

/**
 * The save payload of spec 2 §7 (create, update, copy). Required fields and cross-field rules are checked by
 * `periksaUjian` (rules.ts) so the API and the modal give the same messages in the same order.
 */
export const ujianBody = z.object({
  id_pertemuan: idRef.nullish(),
  jenis: z.enum(JENIS_UJIAN, PESAN_UJIAN.jenisWajib).nullish(),
  judul: z.string().trim().max(MAX_JUDUL_UJIAN, PESAN_UJIAN.judulMaks).nullish(),
  deskripsi: z.string().max(MAX_DESKRIPSI_UJIAN, PESAN_UJIAN.deskripsiMaks).nullish(),
  sifat: z.enum(SIFAT_UJIAN).default('close'),
  acak_soal: z.boolean().default(false),
  ditampilkan: z.boolean().default(true),
  gunakan_batas_waktu: z.boolean().default(false),
  durasi: z.number({ error: 'harus berupa angka' }).int('harus bilangan bulat').nullish(),
  waktu_mulai: isoDate.nullish(),
  waktu_selesai: isoDate.nullish(),
  tampilkan_kunci_jawaban: z.boolean().default(false),
  waktu_tampil_kunci: isoDate.nullish(),
  id_ujian_utama: idRef.nullish(),
  peserta_remedial: z.array(z.string().trim().min(1).max(40)).max(MAX_PESERTA_REMEDIAL).default([]),
});
/** What a client sends (ids as numbers). */
export type UjianBody = Omit<z.input<typeof ujianBody>, 'id_pertemuan' | 'id_ujian_utama'> & { id_pertemuan?: number | null; id_ujian_utama?: number | null };
export type UjianBodyParsed = z.output<typeof ujianBody>;

/** POST /v2/lms/ujian/salin: the form of the new exam plus the exam whose questions it copies. */
export const ujianSalinBody = ujianBody.extend({ id_ujian: idRef.nullish() });
export type UjianSalinBody = UjianBody & { id_ujian?: number | null };

export const ujianListQuery = paginationQuery.extend({
  jenis: repeatedQuery(z.enum(JENIS_UJIAN)),
  status: repeatedQuery(z.enum(STATUS_UJIAN)),
  id_kelas_kuliah: z.string().trim().min(1).max(100).optional(),
  id_pertemuan: idRef.optional(),
  periode: z.coerce.number().int().positive().optional(),
  search: z.string().trim().max(200).optional(),
  /** The copy tab (spec 2 §7): exams of other classes of the course, that the actor may read. */
  exclude_id_kelas_kuliah: z.string().trim().min(1).max(100).optional(),
  id_mata_kuliah: idRef.optional(),
  /** Main-exam picker of a remedial: exams other than remedials. */
  tanpa_remedial: booleanish.optional(),
});
export type UjianListQuery = z.input<typeof ujianListQuery>;
export const ujianSalinListQuery = ujianListQuery.extend({ per_page: z.coerce.number().int().min(1).max(100).default(UJIAN_SALIN_PER_PAGE) });

const userRef = z.object({ name: z.string(), username: z.string() });

/** The student's own attempt as the exam card shows it (spec 2 §3 'Student attempt'). */
export const pengerjaanRingkas = z.object({
  id: z.number().int(),
  status: z.enum(STATUS_PENGERJAAN),
  waktu_mulai: z.string(),
  waktu_selesai: z.string().nullable(),
  batas_waktu: z.string(),
  cara_selesai: z.enum(CARA_SELESAI).nullable(),
  jumlah_soal: z.number().int(),
  jumlah_soal_dijawab: z.number().int(),
  /** Shown only once published (grading). */
  nilai_akhir: z.number().nullable(),
  /** The student's extra-time accommodation, already in batas_waktu (the countdown recomputes it on time_changed). */
  tambahan_menit: z.number().int(),
});
export type PengerjaanRingkas = z.infer<typeof pengerjaanRingkas>;

export const ujianItem = z.object({
  id: z.number().int(),
  id_kelas_kuliah: z.string(),
  id_pertemuan: z.number().int(),
  judul: z.string(),
  deskripsi: z.string(),
  jenis: z.enum(JENIS_UJIAN),
  id_ujian_utama: z.number().int().nullable(),
  sifat: z.enum(SIFAT_UJIAN),
  acak_soal: z.boolean(),
  ditampilkan: z.boolean(),
  gunakan_batas_waktu: z.boolean(),
  durasi: z.number().int().nullable(),
  waktu_mulai: z.string(),
  waktu_selesai: z.string(),
  tampilkan_kunci_jawaban: z.boolean(),
  waktu_tampil_kunci: z.string().nullable(),
  /** nim list: teachers and operators only (empty for students). */
  peserta_remedial: z.array(z.string()),
  status: z.enum(STATUS_UJIAN),
  jumlah_soal: z.number().int(),
  jumlah_pengerjaan: z.number().int(),
  jumlah_belum_dinilai: z.number().int(),
  /** Closed attempts fully graded (the 'Sudah Dinilai' badge); 0 for students. */
  jumlah_sudah_dinilai: z.number().int(),
  /** A recalculation of the scores runs (warning icon, 'Sedang proses perhitungan nilai'). */
  sedang_dihitung: z.boolean(),
  has_remedial: z.boolean(),
  is_tampilkan_nilai: z.boolean(),
  /** The student's own attempt times; the zero date 0001-01-01T00:00:00Z when none (spec 2 §3). */
  waktu_mulai_pengerjaan: z.string(),
  waktu_selesai_pengerjaan: z.string(),
  pengerjaan: pengerjaanRingkas.nullable(),
  created_by: userRef.nullable(),
  kelas_kuliah: z.object({
    id: z.string(),
    periode: z.number().int(),
    mata_kuliah: z.object({ id: z.number().int(), kode: z.string(), nama: z.string() }),
    kelas: z.object({ nama: z.string(), jenis: z.object({ nama: z.string() }) }),
  }),
  pertemuan: z.object({ id: z.number().int(), nomor: z.number().int() }),
  ujian_utama: z.object({ id: z.number().int(), judul: z.string() }).nullable(),
  /** What the viewer may do; is_peserta: the viewer takes the exam (a student of the class). */
  akses: z.object({ can_edit: z.boolean(), can_delete: z.boolean(), can_take: z.boolean(), is_peserta: z.boolean() }),
});
export type UjianItem = z.infer<typeof ujianItem>;

/** An exam question as teachers see it: the shared question plus its group and weight. */
export const ujianSoalItem = soalItem.extend({ id_kelompok: z.number().int(), bobot: z.number().int() });
export type UjianSoalItem = z.infer<typeof ujianSoalItem>;

export const kelompokSoalItem = z.object({
  id: z.number().int(),
  urutan: z.number().int(),
  nama: z.string(),
  aturan: z.enum(ATURAN_KELOMPOK),
  jumlah_wajib_dijawab: z.number().int().nullable(),
  jumlah_soal: z.number().int(),
  /** Teachers only; students see groups without questions before they start. */
  soal: z.array(ujianSoalItem).optional(),
});
export type KelompokSoalItem = z.infer<typeof kelompokSoalItem>;

export const ujianDetail = ujianItem.extend({ kelompok_soal: z.array(kelompokSoalItem) });
export type UjianDetail = z.infer<typeof ujianDetail>;

export const kelompokSoalBody = z.object({
  nama: z.string(PESAN_UJIAN.namaKelompokWajib).trim().min(1, PESAN_UJIAN.namaKelompokWajib).max(MAX_NAMA_KELOMPOK),
  aturan: z.enum(ATURAN_KELOMPOK).default('semua'),
  jumlah_wajib_dijawab: z.number().int().min(1, PESAN_UJIAN.jumlahWajibDijawabMin).nullish(),
});
export type KelompokSoalBody = z.input<typeof kelompokSoalBody>;

/**
 * An exam question written in place (JSON): the shared question model plus its weight and its attachments, which
 * are uploaded first (POST /v2/storager, kind soal_ujian / kunci_ujian of the exam's class) and named by URL.
 */
export const ujianSoalBody = soalInput.and(
  z.object({
    bobot: z.number().int().min(1).max(100).default(1),
    soal_files: z.array(soalFile).max(MAX_SOAL_FILES, PESAN_SOAL.lampiranMaks).default([]),
    kunci_files: z.array(soalFile).max(MAX_SOAL_FILES, PESAN_SOAL.lampiranMaks).default([]),
  }),
);
export type UjianSoalBody = z.input<typeof ujianSoalBody>;

/** Copy questions of a bank into a group: a snapshot (later bank edits do not reach the exam). */
export const salinSoalBankBody = z.object({
  id_bank_soal: idRef,
  list_id_soal: z.array(idRef, PESAN_UJIAN.tidakAdaSoalDipilih).min(1, PESAN_UJIAN.tidakAdaSoalDipilih).max(100),
});
export type SalinSoalBankBody = { id_bank_soal: number; list_id_soal: number[] };

/** 'Salin dari Kuis/Ujian' into a bank: the exam and its chosen questions. */
export const salinKeBankBody = z.object({
  id_ujian: idRef,
  list_id_soal: z.array(idRef, PESAN_UJIAN.tidakAdaSoalDipilih).min(1, PESAN_UJIAN.tidakAdaSoalDipilih).max(100),
});
export type SalinKeBankBody = { id_ujian: number; list_id_soal: number[] };

// ---------------------------------------------------------------------------------------------------------------
// Taking

/** A question as a taker sees it: no key, no author. */
export const soalPengerjaan = z.object({
  id: z.number().int(),
  nomor: z.number().int(),
  jenis: soalItem.shape.jenis,
  pertanyaan: z.string(),
  soal_files: z.array(soalFile),
  pilihan: z.object({ pilihan: z.array(z.string()), gambar: z.array(z.string().nullable()) }).optional(),
  benar_salah: z.object({ pilihan: z.object({ benar: z.string(), salah: z.string() }) }).optional(),
  esay: z.object({ jenis_file_diterima: z.array(z.enum(JENIS_FILE_JAWABAN)) }).optional(),
});
export type SoalPengerjaan = z.infer<typeof soalPengerjaan>;

/** An answer: the option's index, benar/salah, or an essay's text and files; null clears it. */
export const jawabanValue = z.union([
  z.object({ pilihan: z.number().int().min(0).max(25) }).strict(),
  z.object({ benar_salah: z.enum(NILAI_BENAR_SALAH) }).strict(),
  z
    .object({
      esay: z.object({ teks: z.string().max(MAX_TEKS_JAWABAN).default(''), files: z.array(soalFile).max(MAX_FILE_JAWABAN).default([]) }).strict(),
    })
    .strict(),
]);
export type JawabanValue = z.infer<typeof jawabanValue>;

export const simpanJawabanBody = z.object({
  /** The client's sequence for this question: the server keeps the highest. */
  seq: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  jawaban: jawabanValue.nullable(),
});
export type SimpanJawabanBody = z.input<typeof simpanJawabanBody>;

export const simpanJawabanResult = z.object({
  id_soal: z.number().int(),
  /** The sequence now stored (higher than the one sent when a newer write was there first). */
  seq: z.number().int(),
  /** Whether this write is the stored one. */
  diterima: z.boolean(),
  diterima_at: z.string(),
});
export type SimpanJawabanResult = z.infer<typeof simpanJawabanResult>;

export const jawabanTersimpan = z.object({ id_soal: z.number().int(), seq: z.number().int(), jawaban: jawabanValue.nullable(), diterima_at: z.string() });
export type JawabanTersimpan = z.infer<typeof jawabanTersimpan>;

export const pengumumanUjianItem = z.object({ id: z.number().int(), isi: z.string(), created_at: z.string(), created_by: z.string().nullable() });
export type PengumumanUjianItem = z.infer<typeof pengumumanUjianItem>;

/** The student's resume after the exam: questions with key, own answer and (once published) score. */
export const resumeKelompok = z.object({
  id: z.number().int(),
  nama: z.string(),
  soal: z.array(ujianSoalItem.omit({ created_by: true }).extend({ jawaban: jawabanValue.nullable(), nilai: z.number().nullable() })),
});
export type ResumeKelompok = z.infer<typeof resumeKelompok>;

/** GET /v2/lms/ujian/{id}/pengerjaan/me: the attempt; questions only while it is open. */
export const pengerjaanMe = z.object({
  status: z.enum(STATUS_PENGERJAAN),
  server_time: z.string(),
  pengerjaan: pengerjaanRingkas.nullable(),
  kelompok: z
    .array(
      z.object({
        id: z.number().int(),
        nama: z.string(),
        aturan: z.enum(ATURAN_KELOMPOK),
        jumlah_wajib_dijawab: z.number().int().nullable(),
        soal: z.array(soalPengerjaan),
      }),
    )
    .nullable(),
  jawaban: z.array(jawabanTersimpan),
  pengumuman: z.array(pengumumanUjianItem),
  /**
   * After the exam, only when the key may be shown (spec 2 §4, four conditions): the questions with their keys, the
   * student's answers and, once published, the scores. Null otherwise.
   */
  resume: z.array(resumeKelompok).nullable(),
});
export type PengerjaanMe = z.infer<typeof pengerjaanMe>;

export const pelanggaranBody = z.object({
  list: z
    .array(z.object({ client_id: z.uuid(), jenis: z.enum(JENIS_PELANGGARAN), waktu: isoDate }))
    .min(1)
    .max(200),
});
export type PelanggaranBody = z.input<typeof pelanggaranBody>;

export const pengumumanBody = z.object({
  isi: z.string(PESAN_UJIAN.isiPengumumanWajib).trim().min(1, PESAN_UJIAN.isiPengumumanWajib).max(MAX_ISI_PENGUMUMAN, PESAN_UJIAN.isiPengumumanMaks),
});

/** The teachers' live monitor: one row per participant allowed to take the exam. */
export const monitorItem = z.object({
  /** Null for a participant who has not started. */
  id_user: z.number().int().nullable(),
  nim: z.string(),
  nama: z.string(),
  id_pengerjaan: z.number().int().nullable(),
  status: z.enum(STATUS_PENGERJAAN),
  waktu_mulai: z.string().nullable(),
  waktu_selesai: z.string().nullable(),
  batas_waktu: z.string().nullable(),
  cara_selesai: z.enum(CARA_SELESAI).nullable(),
  jumlah_soal: z.number().int(),
  jumlah_soal_dijawab: z.number().int(),
  terakhir_simpan: z.string().nullable(),
  terakhir_aktif: z.string().nullable(),
  terhubung: z.boolean(),
  tambahan_menit: z.number().int(),
  pelanggaran: z.array(z.object({ jenis: z.enum(JENIS_PELANGGARAN), waktu: z.string(), diterima_at: z.string() })),
});
export type MonitorItem = z.infer<typeof monitorItem>;

export const akomodasiBody = z.object({
  nim: z.string().trim().min(1).max(40),
  tambahan_menit: z.number().int().min(0, PESAN_UJIAN.tambahanMenitTidakValid).max(MAX_TAMBAHAN_MENIT, PESAN_UJIAN.tambahanMenitTidakValid),
  keterangan: z.string().trim().max(300).default(''),
});
export const akomodasiItem = z.object({ nim: z.string(), nama: z.string(), tambahan_menit: z.number().int(), keterangan: z.string(), updated_at: z.string() });
export type AkomodasiItem = z.infer<typeof akomodasiItem>;
