import { bigint, bigserial, boolean, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { dosen, kelasKuliah, mahasiswa } from './akademik';
import { collegeRef } from './columns';
import { pertemuan } from './pertemuan';
import { users } from './users';

/**
 * A student's attendance in one meeting (spec 1 §3 'Participant attendance row'). `presensi` H/A/I/S is the stored
 * decision; the "why" (detail) and the live progress are computed from the activity registry and the attendance
 * facts on read. `is_manual` marks a lecturer's or operator's decision, which the system (LMS:SYSTEM) never
 * overwrites. `progress` keeps the last computed overall for reports and averages.
 */
export const kehadiranMahasiswa = pgTable(
  'kehadiran_mahasiswa',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    collegeId: collegeRef(),
    idPertemuan: integer('id_pertemuan')
      .notNull()
      .references(() => pertemuan.id, { onDelete: 'cascade' }),
    idKelasKuliah: text('id_kelas_kuliah')
      .notNull()
      .references(() => kelasKuliah.id, { onDelete: 'cascade' }),
    idMahasiswa: integer('id_mahasiswa')
      .notNull()
      .references(() => mahasiswa.id, { onDelete: 'cascade' }),
    /** H | A | I | S, null while no presence. */
    presensi: text('presensi'),
    adaPresensi: boolean('ada_presensi').notNull().default(false),
    isHadir: boolean('is_hadir').notNull().default(false),
    isQrCode: boolean('is_qr_code').notNull().default(false),
    isValid: boolean('is_valid').notNull().default(true),
    isManual: boolean('is_manual').notNull().default(false),
    progress: numeric('progress', { precision: 5, scale: 1, mode: 'number' }).notNull().default(0),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedByUsername: text('updated_by_username'),
    updatedByName: text('updated_by_name'),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('kehadiran_mahasiswa_pertemuan_mhs_uq').on(t.idPertemuan, t.idMahasiswa),
    // Class recap, eligibility and reports: one class's rows, or one student's rows in a class.
    index('kehadiran_mahasiswa_kelas_mhs_idx').on(t.idKelasKuliah, t.idMahasiswa),
    index('kehadiran_mahasiswa_college_mhs_idx').on(t.collegeId, t.idMahasiswa),
  ],
);

/** A lecturer's attendance in one meeting as an operator set it (spec 1 §3 'Lecturer attendance'). */
export const kehadiranDosen = pgTable(
  'kehadiran_dosen',
  {
    id: serial('id').primaryKey(),
    collegeId: collegeRef(),
    idPertemuan: integer('id_pertemuan')
      .notNull()
      .references(() => pertemuan.id, { onDelete: 'cascade' }),
    idDosen: integer('id_dosen')
      .notNull()
      .references(() => dosen.id, { onDelete: 'cascade' }),
    isHadir: boolean('is_hadir').notNull().default(false),
    isValid: boolean('is_valid').notNull().default(false),
    mulaiKuliah: timestamp('mulai_kuliah', { withTimezone: true }),
    selesaiKuliah: timestamp('selesai_kuliah', { withTimezone: true }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('kehadiran_dosen_pertemuan_dosen_uq').on(t.idPertemuan, t.idDosen), index('kehadiran_dosen_dosen_idx').on(t.idDosen)],
);

/** An operator's exception to the minimum attendance before a UAS, for one student in one class. */
export const pengecualianUjian = pgTable(
  'pengecualian_ujian',
  {
    id: serial('id').primaryKey(),
    collegeId: collegeRef(),
    idKelasKuliah: text('id_kelas_kuliah')
      .notNull()
      .references(() => kelasKuliah.id, { onDelete: 'cascade' }),
    idMahasiswa: integer('id_mahasiswa')
      .notNull()
      .references(() => mahasiswa.id, { onDelete: 'cascade' }),
    alasan: text('alasan').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('pengecualian_ujian_kelas_mhs_uq').on(t.idKelasKuliah, t.idMahasiswa), index('pengecualian_ujian_college_idx').on(t.collegeId, t.createdAt)],
);

/** Every QR scan, accepted or refused (why), for audit: a screenshot passed around shows up here. */
export const logPresensiQr = pgTable(
  'log_presensi_qr',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    collegeId: collegeRef(),
    idPertemuan: integer('id_pertemuan').references(() => pertemuan.id, { onDelete: 'cascade' }),
    idUser: integer('id_user')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    berhasil: boolean('berhasil').notNull(),
    alasan: text('alasan').notNull().default(''),
    ipAddress: text('ip_address').notNull().default(''),
    waktu: timestamp('waktu', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('log_presensi_qr_pertemuan_idx').on(t.idPertemuan, t.waktu)],
);

/** How far the fact sweep has read aktivitas_selesai (one row, key 'fakta'): facts after it are still to apply. */
export const kehadiranProses = pgTable('kehadiran_proses', {
  kunci: text('kunci').primaryKey(),
  idTerakhir: bigint('id_terakhir', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
