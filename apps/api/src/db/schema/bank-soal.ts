import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { SoalFile } from '@lms/shared';
import { dosen, mataKuliah } from './akademik';
import { collegeRef } from './columns';
import { users } from './users';

/**
 * Question banks (spec 2 §3 'Question bank'): owned by a lecturer (id_dosen) for one course. `dibagikan` is the
 * Tampilan: true = Ditampilkan (other lecturers of the course see and may duplicate it).
 */
export const bankSoal = pgTable(
  'bank_soal',
  {
    id: serial('id').primaryKey(),
    collegeId: collegeRef(),
    judul: text('judul').notNull(),
    deskripsi: text('deskripsi').notNull(),
    idDosen: integer('id_dosen')
      .notNull()
      .references(() => dosen.id),
    idMataKuliah: integer('id_mata_kuliah')
      .notNull()
      .references(() => mataKuliah.id),
    dibagikan: boolean('dibagikan').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bank_soal_college_created_idx').on(t.collegeId, t.createdAt),
    index('bank_soal_makul_idx').on(t.idMataKuliah),
    index('bank_soal_dosen_idx').on(t.idDosen),
  ],
);

/** The type block of a question, as stored (keys as in the API: pilihan / benar_salah / esay). */
export type SoalData =
  | { pilihan: { pilihan: string[]; kunci: number; gambar: (string | null)[] } }
  | { benar_salah: { pilihan: { benar: string; salah: string }; kunci: 'benar' | 'salah' } }
  | { esay: { jenis_file_diterima: string[]; kunci: string; kunci_files: SoalFile[] } };

/** Questions of a bank, numbered by `urutan` (1-based, kept dense on delete). */
export const bankSoalSoal = pgTable(
  'bank_soal_soal',
  {
    id: serial('id').primaryKey(),
    collegeId: collegeRef(),
    idBankSoal: integer('id_bank_soal')
      .notNull()
      .references(() => bankSoal.id, { onDelete: 'cascade' }),
    urutan: smallint('urutan').notNull(),
    /** pilihan | benar_salah | esay */
    jenis: text('jenis').notNull(),
    /** Sanitised rich text. */
    pertanyaan: text('pertanyaan').notNull(),
    data: jsonb('data').$type<SoalData>().notNull(),
    soalFiles: jsonb('soal_files').$type<SoalFile[]>().notNull().default([]),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bank_soal_soal_bank_idx').on(t.idBankSoal, t.urutan)],
);
