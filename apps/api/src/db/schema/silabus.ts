import { index, integer, numeric, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { mataKuliah } from './akademik';
import { collegeRef } from './columns';


/** Semester plan (RPS) rows of a course: one per meeting number. */
export const rencanaPembelajaran = pgTable(
  'rencana_pembelajaran',
  {
    id: serial('id').primaryKey(),
    collegeId: collegeRef(),
    idMataKuliah: integer('id_mata_kuliah')
      .notNull()
      .references(() => mataKuliah.id, { onDelete: 'cascade' }),
    pertemuanKe: smallint('pertemuan_ke').notNull(),
    /** kuliah | uts | uas: the category the generated meeting gets. */
    kategori: text('kategori').notNull().default('kuliah'),
    materi: text('materi').notNull(),
    materiInggris: text('materi_inggris').notNull().default(''),
  },
  (t) => [uniqueIndex('rencana_pembelajaran_makul_ke_uq').on(t.idMataKuliah, t.pertemuanKe)],
);

/** Grade components of the academic system (Tugas, Kuis, UTS, UAS, Keaktifan ...). */
export const komponenNilai = pgTable('komponen_nilai', {
  id: serial('id').primaryKey(),
  collegeId: collegeRef(),
  nama: text('nama').notNull(),
});

/** Evaluation plan of a course: component with weight in percent. */
export const rencanaEvaluasi = pgTable(
  'rencana_evaluasi',
  {
    id: serial('id').primaryKey(),
    collegeId: collegeRef(),
    idMataKuliah: integer('id_mata_kuliah')
      .notNull()
      .references(() => mataKuliah.id, { onDelete: 'cascade' }),
    idKomponenNilai: integer('id_komponen_nilai')
      .notNull()
      .references(() => komponenNilai.id),
    bobot: numeric('bobot', { precision: 5, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [index('rencana_evaluasi_makul_idx').on(t.idMataKuliah)],
);

/** Configuration values looked up by keyword (GET /v1/config/{keyword}, e.g. url_dosen_new). */
export const konfigurasi = pgTable(
  'konfigurasi',
  {
    collegeId: collegeRef(),
    keyword: text('keyword').notNull(),
    value: text('value').notNull(),
    keterangan: text('keterangan').notNull().default(''),
  },
  (t) => [uniqueIndex('konfigurasi_college_keyword_uq').on(t.collegeId, t.keyword)],
);
