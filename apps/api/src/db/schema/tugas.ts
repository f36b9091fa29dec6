import { sql } from 'drizzle-orm';
import {
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
} from 'drizzle-orm/pg-core';
import { kelasKuliah, mahasiswa } from './akademik';
import { collegeRef } from './columns';
import { pertemuan } from './pertemuan';
import { users } from './users';

/** A stored file as a task row keeps it (the files row is the truth for access and bytes). */
export type TugasFileRef = { id: string; name: string; content_length: number; extension: string };

/**
 * Tasks (tugas): an activity of a meeting, registered in aktivitas_kelas in the same transaction. jenis individu |
 * kelompok. Window waktu_mulai..waktu_selesai (due); late work until batas_terlambat when izinkan_terlambat.
 */
export const tugas = pgTable(
  'tugas',
  {
    id: serial('id').primaryKey(),
    collegeId: collegeRef(),
    idKelasKuliah: text('id_kelas_kuliah')
      .notNull()
      .references(() => kelasKuliah.id, { onDelete: 'cascade' }),
    idPertemuan: integer('id_pertemuan')
      .notNull()
      .references(() => pertemuan.id, { onDelete: 'cascade' }),
    judul: text('judul').notNull(),
    /** Sanitized rich text. */
    deskripsi: text('deskripsi').notNull().default(''),
    /** individu | kelompok */
    jenis: text('jenis').notNull(),
    waktuMulai: timestamp('waktu_mulai', { withTimezone: true }).notNull(),
    waktuSelesai: timestamp('waktu_selesai', { withTimezone: true }).notNull(),
    izinkanTerlambat: boolean('izinkan_terlambat').notNull().default(false),
    batasTerlambat: timestamp('batas_terlambat', { withTimezone: true }),
    pengumpulanTeks: boolean('pengumpulan_teks').notNull().default(true),
    pengumpulanFile: boolean('pengumpulan_file').notNull().default(true),
    /** Upload groups accepted (ALLOWED_UPLOADS keys); empty = all. */
    jenisFileDiterima: jsonb('jenis_file_diterima').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** MB; null = the college's pengumpulan_tugas limit. */
    ukuranMaksMb: numeric('ukuran_maks_mb', { precision: 10, scale: 2, mode: 'number' }),
    maksFile: smallint('maks_file').notNull().default(5),
    nilaiMaks: integer('nilai_maks').notNull().default(100),
    syaratHadir: boolean('syarat_hadir').notNull().default(false),
    /** Scores published to students. */
    tampilkanNilai: boolean('tampilkan_nilai').notNull().default(false),
    lampiran: jsonb('lampiran').$type<TugasFileRef[]>().notNull().default(sql`'[]'::jsonb`),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tugas_kelas_selesai_idx').on(t.idKelasKuliah, t.waktuSelesai),
    index('tugas_pertemuan_idx').on(t.idPertemuan),
    index('tugas_college_selesai_idx').on(t.collegeId, t.waktuSelesai),
  ],
);

/** Groups of a kelompok task. */
export const tugasKelompok = pgTable(
  'tugas_kelompok',
  {
    id: serial('id').primaryKey(),
    collegeId: collegeRef(),
    idTugas: integer('id_tugas')
      .notNull()
      .references(() => tugas.id, { onDelete: 'cascade' }),
    nama: text('nama').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tugas_kelompok_nama_uq').on(t.idTugas, t.nama)],
);

/**
 * Members of a group. The primary key (task, student) makes a student a member of at most one group per task.
 * `urutan` is the join order (the first remaining member becomes leader when the leader leaves).
 */
export const tugasKelompokAnggota = pgTable(
  'tugas_kelompok_anggota',
  {
    idTugas: integer('id_tugas')
      .notNull()
      .references(() => tugas.id, { onDelete: 'cascade' }),
    idKelompok: integer('id_kelompok')
      .notNull()
      .references(() => tugasKelompok.id, { onDelete: 'cascade' }),
    idMahasiswa: integer('id_mahasiswa')
      .notNull()
      .references(() => mahasiswa.id, { onDelete: 'cascade' }),
    /** ketua | anggota */
    jabatan: text('jabatan').notNull().default('anggota'),
    urutan: serial('urutan').notNull(),
  },
  (t) => [primaryKey({ columns: [t.idTugas, t.idMahasiswa] }), index('tugas_kelompok_anggota_kelompok_idx').on(t.idKelompok, t.urutan)],
);

/**
 * A submission: of one student (individu, id_mahasiswa) or of one group (kelompok, id_kelompok). Replaced in place
 * until the window closes; `terlambat` is the state of the last hand-in.
 */
export const tugasPengumpulan = pgTable(
  'tugas_pengumpulan',
  {
    id: serial('id').primaryKey(),
    collegeId: collegeRef(),
    idTugas: integer('id_tugas')
      .notNull()
      .references(() => tugas.id, { onDelete: 'cascade' }),
    idMahasiswa: integer('id_mahasiswa').references(() => mahasiswa.id, { onDelete: 'cascade' }),
    idKelompok: integer('id_kelompok').references(() => tugasKelompok.id, { onDelete: 'cascade' }),
    teks: text('teks').notNull().default(''),
    files: jsonb('files').$type<TugasFileRef[]>().notNull().default(sql`'[]'::jsonb`),
    terlambat: boolean('terlambat').notNull().default(false),
    dikumpulkanOleh: integer('dikumpulkan_oleh').references(() => users.id, { onDelete: 'set null' }),
    waktuKumpul: timestamp('waktu_kumpul', { withTimezone: true }).notNull().defaultNow(),
    waktuUpdate: timestamp('waktu_update', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tugas_pengumpulan_mahasiswa_uq').on(t.idTugas, t.idMahasiswa).where(sql`${t.idMahasiswa} is not null`),
    uniqueIndex('tugas_pengumpulan_kelompok_uq').on(t.idTugas, t.idKelompok).where(sql`${t.idKelompok} is not null`),
    // A task's submissions whoever submitted (the counts of the task lists): the two unique indexes are partial.
    index('tugas_pengumpulan_tugas_idx').on(t.idTugas),
  ],
);

/** Score and feedback per student (a group score is written to every member, then adjustable per member). */
export const tugasNilai = pgTable(
  'tugas_nilai',
  {
    idTugas: integer('id_tugas')
      .notNull()
      .references(() => tugas.id, { onDelete: 'cascade' }),
    idMahasiswa: integer('id_mahasiswa')
      .notNull()
      .references(() => mahasiswa.id, { onDelete: 'cascade' }),
    collegeId: collegeRef(),
    nilai: numeric('nilai', { precision: 7, scale: 2, mode: 'number' }),
    komentar: text('komentar').notNull().default(''),
    dinilaiOleh: integer('dinilai_oleh').references(() => users.id, { onDelete: 'set null' }),
    dinilaiAt: timestamp('dinilai_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.idTugas, t.idMahasiswa] })],
);
