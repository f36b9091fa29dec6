import { boolean, index, integer, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { collegeRef } from './columns';
import { kelasKuliah, mahasiswa } from './akademik';
import { users } from './users';

/*
 * Grades (modules/nilai). Two groups of tables:
 * - the LMS's own: which activities feed a Siakad component (nilai_komponen_aktivitas) and the send ledger
 *   (nilai_kirim + nilai_kirim_baris, one row per student with its idempotency key);
 * - the built-in Siakad's (siakad_*), behind AcademicSystem: components with weights, entry windows, locks and the
 *   scores Siakad holds. A campus with its own Siakad never touches these.
 */

const numNilai = (name: string) => numeric(name, { precision: 7, scale: 2, mode: 'number' });

/** Built-in Siakad: a class's grade components with their weight in percent. */
export const siakadKomponenNilai = pgTable(
  'siakad_komponen_nilai',
  {
    id: serial('id').primaryKey(),
    collegeId: collegeRef(),
    idKelasKuliah: text('id_kelas_kuliah')
      .notNull()
      .references(() => kelasKuliah.id, { onDelete: 'cascade' }),
    /** tugas | kuis | forum | uts | uas */
    jenis: text('jenis').notNull(),
    label: text('label').notNull(),
    bobot: numNilai('bobot').notNull().default(0),
  },
  (t) => [uniqueIndex('siakad_komponen_nilai_kelas_jenis_uq').on(t.idKelasKuliah, t.jenis)],
);

/** Built-in Siakad: the score entry window per period and component type, opened by the academic office. */
export const siakadWaktuEntriNilai = pgTable(
  'siakad_waktu_entri_nilai',
  {
    collegeId: collegeRef(),
    periode: integer('periode').notNull(),
    jenis: text('jenis').notNull(),
    mulai: timestamp('mulai', { withTimezone: true }).notNull(),
    selesai: timestamp('selesai', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.collegeId, t.periode, t.jenis] })],
);

/** Built-in Siakad: classes whose grades are locked (no row = unlocked). */
export const siakadKunciNilai = pgTable('siakad_kunci_nilai', {
  idKelasKuliah: text('id_kelas_kuliah')
    .primaryKey()
    .references(() => kelasKuliah.id, { onDelete: 'cascade' }),
  collegeId: collegeRef(),
  dikunci: boolean('dikunci').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Built-in Siakad: the score of a student in a component. kunci_terakhir is the idempotency key of the last write:
 * a write carrying the same key again changes nothing (and jumlah_tulis shows it).
 */
export const siakadNilai = pgTable(
  'siakad_nilai',
  {
    idKomponen: integer('id_komponen')
      .notNull()
      .references(() => siakadKomponenNilai.id, { onDelete: 'cascade' }),
    idMahasiswa: integer('id_mahasiswa')
      .notNull()
      .references(() => mahasiswa.id, { onDelete: 'cascade' }),
    collegeId: collegeRef(),
    idKelasKuliah: text('id_kelas_kuliah').notNull(),
    nilai: numNilai('nilai'),
    updateBySikad: boolean('update_by_sikad').notNull().default(false),
    kunciTerakhir: text('kunci_terakhir'),
    jumlahTulis: integer('jumlah_tulis').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.idKomponen, t.idMahasiswa] }), index('siakad_nilai_kelas_idx').on(t.idKelasKuliah)],
);

/** Which activities feed a Siakad component of a class (the 'Pengaturan Nilai {type} SIKAD' modal). */
export const nilaiKomponenAktivitas = pgTable(
  'nilai_komponen_aktivitas',
  {
    collegeId: collegeRef(),
    idKelasKuliah: text('id_kelas_kuliah')
      .notNull()
      .references(() => kelasKuliah.id, { onDelete: 'cascade' }),
    /** The component's id in the academic system. */
    idKomponen: integer('id_komponen').notNull(),
    jenisAktivitas: text('jenis_aktivitas').notNull(),
    idSumber: text('id_sumber').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.idKelasKuliah, t.idKomponen, t.jenisAktivitas, t.idSumber] }),
  ],
);

/** One send of a component to Siakad (a job); its id is the version in the idempotency keys of its rows. */
export const nilaiKirim = pgTable(
  'nilai_kirim',
  {
    id: serial('id').primaryKey(),
    collegeId: collegeRef(),
    idKelasKuliah: text('id_kelas_kuliah')
      .notNull()
      .references(() => kelasKuliah.id, { onDelete: 'cascade' }),
    idKomponen: integer('id_komponen').notNull(),
    labelKomponen: text('label_komponen').notNull(),
    idJob: text('id_job'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByNama: text('created_by_nama').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('nilai_kirim_kelas_idx').on(t.collegeId, t.idKelasKuliah, t.createdAt)],
);

/** The ledger: one row per student of a send (who, when, old, new, result), unique by its idempotency key. */
export const nilaiKirimBaris = pgTable(
  'nilai_kirim_baris',
  {
    id: serial('id').primaryKey(),
    idKirim: integer('id_kirim')
      .notNull()
      .references(() => nilaiKirim.id, { onDelete: 'cascade' }),
    collegeId: collegeRef(),
    idKelasKuliah: text('id_kelas_kuliah').notNull(),
    idKomponen: integer('id_komponen').notNull(),
    userId: integer('user_id').notNull(),
    idMahasiswa: integer('id_mahasiswa').notNull(),
    nama: text('nama').notNull(),
    nim: text('nim').notNull(),
    kunci: text('kunci').notNull(),
    nilaiLama: numNilai('nilai_lama'),
    nilaiBaru: numNilai('nilai_baru').notNull(),
    /** menunggu | terkirim | gagal */
    hasil: text('hasil').notNull().default('menunggu'),
    pesan: text('pesan'),
    dikirimAt: timestamp('dikirim_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('nilai_kirim_baris_kunci_uq').on(t.kunci),
    index('nilai_kirim_baris_kelas_idx').on(t.collegeId, t.idKelasKuliah, t.id),
    index('nilai_kirim_baris_kirim_idx').on(t.idKirim),
  ],
);
