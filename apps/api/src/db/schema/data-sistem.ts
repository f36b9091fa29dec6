import { sql } from 'drizzle-orm';
import { boolean, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { collegeRef } from './columns';

/**
 * Campuses of a college (/data-sistem). A class names its campus in kelas_kuliah.kampus_nama: a campus is in use
 * while a class carries its name, and renaming a campus renames it on those classes.
 */
export const kampus = pgTable(
  'kampus',
  {
    id: serial('id').primaryKey(),
    collegeId: collegeRef(),
    nama: text('nama').notNull(),
    alamat: text('alamat').notNull().default(''),
  },
  (t) => [uniqueIndex('kampus_college_nama_uq').on(t.collegeId, sql`lower(${t.nama})`)],
);

/**
 * Attendance types that can be switched on and off (spec 1 §3 'jenis presensi': izin and sakit, each with a name
 * and is_active; §4: I and S are offered only while active). A college without a row has the defaults of
 * JENIS_PRESENSI_BAWAAN; read through listJenisPresensi (modules/data-sistem).
 */
export const jenisPresensi = pgTable(
  'jenis_presensi',
  {
    id: serial('id').primaryKey(),
    collegeId: collegeRef(),
    /** izin | sakit */
    kode: text('kode').notNull(),
    nama: text('nama').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('jenis_presensi_college_kode_uq').on(t.collegeId, t.kode)],
);
