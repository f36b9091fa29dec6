import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { SoalFile } from '@lms/shared';
import { kelasKuliah, mahasiswa } from './akademik';
import { collegeRef } from './columns';
import { pertemuan } from './pertemuan';
import { users } from './users';

/**
 * Exams (spec 2 §3 'Exam', 'Student attempt'): kuis, uts, uas and remedial inside a class meeting. Status is never
 * stored: it follows waktu_mulai / waktu_selesai against server time. Questions are snapshots (copied from a bank
 * or written in place), so editing a bank later never changes an exam.
 */
export const ujian = pgTable(
  'ujian',
  {
    id: serial('id').primaryKey(),
    collegeId: collegeRef(),
    idKelasKuliah: text('id_kelas_kuliah')
      .notNull()
      .references(() => kelasKuliah.id, { onDelete: 'cascade' }),
    idPertemuan: integer('id_pertemuan')
      .notNull()
      .references(() => pertemuan.id, { onDelete: 'cascade' }),
    /** kuis | uts | uas | remedial */
    jenis: text('jenis').notNull(),
    /** The main exam of a remedial; deleting it deletes its remedials. */
    idUjianUtama: integer('id_ujian_utama').references((): AnyPgColumn => ujian.id, { onDelete: 'cascade' }),
    judul: text('judul').notNull(),
    /** Sanitised rich text. */
    deskripsi: text('deskripsi').notNull(),
    /** close (Tutup Buku) | open (Buku Terbuka) */
    sifat: text('sifat').notNull().default('close'),
    acakSoal: boolean('acak_soal').notNull().default(false),
    ditampilkan: boolean('ditampilkan').notNull().default(true),
    gunakanBatasWaktu: boolean('gunakan_batas_waktu').notNull().default(false),
    /** Minutes per attempt when gunakan_batas_waktu. */
    durasi: integer('durasi'),
    waktuMulai: timestamp('waktu_mulai', { withTimezone: true }).notNull(),
    waktuSelesai: timestamp('waktu_selesai', { withTimezone: true }).notNull(),
    tampilkanKunciJawaban: boolean('tampilkan_kunci_jawaban').notNull().default(false),
    waktuTampilKunci: timestamp('waktu_tampil_kunci', { withTimezone: true }),
    /** nim of the students a remedial is open to. */
    pesertaRemedial: jsonb('peserta_remedial').$type<string[]>().notNull().default([]),
    /** Scores published to students (grading). */
    isTampilkanNilai: boolean('is_tampilkan_nilai').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ujian_college_mulai_idx').on(t.collegeId, t.waktuMulai),
    // The next end still ahead in the college (a status-filtered list's expiry, findSampaiStatus): one index probe.
    index('ujian_college_selesai_idx').on(t.collegeId, t.waktuSelesai),
    index('ujian_kelas_idx').on(t.idKelasKuliah, t.waktuMulai),
    index('ujian_pertemuan_idx').on(t.idPertemuan),
    index('ujian_utama_idx').on(t.idUjianUtama),
  ],
);

/**
 * Question groups: aturan semua (every question), random (each student draws jumlah_wajib_dijawab of them), sebagian
 * (every question shown, jumlah_wajib_dijawab of them to answer).
 */
export const ujianKelompokSoal = pgTable(
  'ujian_kelompok_soal',
  {
    id: serial('id').primaryKey(),
    collegeId: collegeRef(),
    idUjian: integer('id_ujian')
      .notNull()
      .references(() => ujian.id, { onDelete: 'cascade' }),
    urutan: smallint('urutan').notNull(),
    nama: text('nama').notNull(),
    /** semua | random | sebagian */
    aturan: text('aturan').notNull().default('semua'),
    jumlahWajibDijawab: integer('jumlah_wajib_dijawab'),
  },
  (t) => [index('ujian_kelompok_soal_ujian_idx').on(t.idUjian, t.urutan)],
);

/** The type block of an exam question, as the shared question model stores it (pilihan / benar_salah / esay). */
export type UjianSoalData =
  | { pilihan: { pilihan: string[]; kunci: number; gambar: (string | null)[] } }
  | { benar_salah: { pilihan: { benar: string; salah: string }; kunci: 'benar' | 'salah' } }
  | { esay: { jenis_file_diterima: string[]; kunci: string; kunci_files: SoalFile[] } };

export const ujianSoal = pgTable(
  'ujian_soal',
  {
    id: serial('id').primaryKey(),
    collegeId: collegeRef(),
    idUjian: integer('id_ujian')
      .notNull()
      .references(() => ujian.id, { onDelete: 'cascade' }),
    idKelompok: integer('id_kelompok')
      .notNull()
      .references(() => ujianKelompokSoal.id, { onDelete: 'cascade' }),
    urutan: smallint('urutan').notNull(),
    /** pilihan | benar_salah | esay */
    jenis: text('jenis').notNull(),
    pertanyaan: text('pertanyaan').notNull(),
    data: jsonb('data').$type<UjianSoalData>().notNull(),
    soalFiles: jsonb('soal_files').$type<SoalFile[]>().notNull().default([]),
    /** Highest score of the question (grading). */
    bobot: integer('bobot').notNull().default(1),
    /** The bank question it was copied from (provenance only; the bank may change or go). */
    idSumberBankSoal: integer('id_sumber_bank_soal'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ujian_soal_kelompok_idx').on(t.idKelompok, t.urutan), index('ujian_soal_ujian_idx').on(t.idUjian)],
);

/**
 * A student's attempt. `susunan` is the draw fixed at start (groups in order, each with its question ids);
 * `soal_ids` the same ids flat, for the save statement's membership check. `batas_waktu` is
 * min(waktu_mulai + durasi, exam end) + accommodation, kept in step when the exam's times change.
 * Open while waktu_selesai is null.
 */
export const ujianPengerjaan = pgTable(
  'ujian_pengerjaan',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    collegeId: collegeRef(),
    idUjian: integer('id_ujian')
      .notNull()
      .references(() => ujian.id, { onDelete: 'cascade' }),
    idUser: integer('id_user')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idMahasiswa: integer('id_mahasiswa')
      .notNull()
      .references(() => mahasiswa.id, { onDelete: 'cascade' }),
    waktuMulai: timestamp('waktu_mulai', { withTimezone: true }).notNull(),
    batasWaktu: timestamp('batas_waktu', { withTimezone: true }).notNull(),
    /** Extra minutes of the student's accommodation, fixed at start. */
    tambahanMenit: integer('tambahan_menit').notNull().default(0),
    waktuSelesai: timestamp('waktu_selesai', { withTimezone: true }),
    /** kirim (the student) | waktu_habis (the server at the deadline) | paksa (a teacher) */
    caraSelesai: text('cara_selesai'),
    susunan: jsonb('susunan').$type<{ id_kelompok: number; soal: number[] }[]>().notNull(),
    soalIds: integer('soal_ids').array().notNull(),
    jumlahSoal: integer('jumlah_soal').notNull(),
    /** Last sign of life from the student's page (saves count too). */
    terakhirAktif: timestamp('terakhir_aktif', { withTimezone: true }),
    /** Grading: final score, deduction, when computed. */
    nilaiAkhir: numeric('nilai_akhir', { precision: 7, scale: 2, mode: 'number' }),
    penguranganNilai: numeric('pengurangan_nilai', { precision: 7, scale: 2, mode: 'number' }).notNull().default(0),
    dinilaiAt: timestamp('dinilai_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('ujian_pengerjaan_ujian_user_uq').on(t.idUjian, t.idUser),
    // The closing sweep: open attempts by deadline.
    index('ujian_pengerjaan_terbuka_idx')
      .on(t.batasWaktu)
      .where(sql`${t.waktuSelesai} is null`),
  ],
);

/**
 * Answers: one row per (attempt, question), written by an idempotent upsert that keeps the highest client sequence,
 * so a retried or late write never overwrites a newer one. `jawaban` null = cleared.
 */
export const ujianJawaban = pgTable(
  'ujian_jawaban',
  {
    idPengerjaan: bigint('id_pengerjaan', { mode: 'number' })
      .notNull()
      .references(() => ujianPengerjaan.id, { onDelete: 'cascade' }),
    idSoal: integer('id_soal')
      .notNull()
      .references(() => ujianSoal.id, { onDelete: 'cascade' }),
    collegeId: collegeRef(),
    jawaban: jsonb('jawaban').$type<Record<string, unknown> | null>(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    diterimaAt: timestamp('diterima_at', { withTimezone: true }).notNull().defaultNow(),
    /** Grading: the question's score (null = not graded). */
    nilai: numeric('nilai', { precision: 7, scale: 2, mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.idPengerjaan, t.idSoal] })],
);

/** Closed-book violations, journaled by the client with its own id so a re-sent one is stored once. */
export const ujianPelanggaran = pgTable(
  'ujian_pelanggaran',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    collegeId: collegeRef(),
    idPengerjaan: bigint('id_pengerjaan', { mode: 'number' })
      .notNull()
      .references(() => ujianPengerjaan.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull(),
    /** keluar_halaman | buka_tab | keluar_fullscreen | fullscreen_tidak_didukung */
    jenis: text('jenis').notNull(),
    /** When it happened on the student's device (as reported) and when the server received it. */
    waktu: timestamp('waktu', { withTimezone: true }).notNull(),
    diterimaAt: timestamp('diterima_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ujian_pelanggaran_client_uq').on(t.idPengerjaan, t.clientId)],
);

/** Announcements a teacher sends to every taker during the exam. */
export const ujianPengumuman = pgTable(
  'ujian_pengumuman',
  {
    id: serial('id').primaryKey(),
    collegeId: collegeRef(),
    idUjian: integer('id_ujian')
      .notNull()
      .references(() => ujian.id, { onDelete: 'cascade' }),
    isi: text('isi').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ujian_pengumuman_ujian_idx').on(t.idUjian, t.createdAt)],
);

/**
 * Extra exam time per student (the built-in academic system's accommodations; a campus Siakad may provide its own).
 */
export const akomodasiUjian = pgTable('akomodasi_ujian', {
  idMahasiswa: integer('id_mahasiswa')
    .primaryKey()
    .references(() => mahasiswa.id, { onDelete: 'cascade' }),
  collegeId: collegeRef(),
  tambahanMenit: integer('tambahan_menit').notNull(),
  keterangan: text('keterangan').notNull().default(''),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
