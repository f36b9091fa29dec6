import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { kelasKuliah } from './akademik';
import { collegeRef } from './columns';
import { users } from './users';


/** Lecture sessions (sesi kuliah): named time slots of the campus day. */
export const sesiKuliah = pgTable('sesi_kuliah', {
  id: serial('id').primaryKey(),
  collegeId: collegeRef(),
  nama: text('nama').notNull(),
  jamMulai: time('jam_mulai').notNull(),
  jamSelesai: time('jam_selesai').notNull(),
});

export const ruangan = pgTable(
  'ruangan',
  {
    id: serial('id').primaryKey(),
    collegeId: collegeRef(),
    kode: text('kode').notNull(),
    nama: text('nama').notNull(),
    gedung: text('gedung').notNull().default(''),
    kapasitas: integer('kapasitas').notNull().default(40),
  },
  (t) => [uniqueIndex('ruangan_college_kode_uq').on(t.collegeId, t.kode)],
);

/**
 * A numbered meeting of a class. Status belum_dimulai -> berlangsung -> selesai, moved only by
 * PUT .../start and .../end (mulai_kuliah / selesai_kuliah record when).
 */
export const pertemuan = pgTable(
  'pertemuan',
  {
    id: serial('id').primaryKey(),
    collegeId: collegeRef(),
    idKelasKuliah: text('id_kelas_kuliah')
      .notNull()
      .references(() => kelasKuliah.id, { onDelete: 'cascade' }),
    nomor: smallint('nomor').notNull(),
    judul: text('judul').notNull().default(''),
    deskripsi: text('deskripsi').notNull().default(''),
    /** kuliah | uts | uas */
    kategori: text('kategori').notNull().default('kuliah'),
    /** online | offline | campuran */
    jenis: text('jenis').notNull().default('offline'),
    /** belum_dimulai | berlangsung | selesai */
    status: text('status').notNull().default('belum_dimulai'),
    waktuMulai: timestamp('waktu_mulai', { withTimezone: true }).notNull(),
    waktuSelesai: timestamp('waktu_selesai', { withTimezone: true }).notNull(),
    mulaiKuliah: timestamp('mulai_kuliah', { withTimezone: true }),
    selesaiKuliah: timestamp('selesai_kuliah', { withTimezone: true }),
    idSesi: integer('id_sesi').references(() => sesiKuliah.id),
    idRuangan: integer('id_ruangan').references(() => ruangan.id),
    parameterKehadiran: jsonb('parameter_kehadiran')
      .$type<Record<string, boolean>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    waktuBatasAktivitas: timestamp('waktu_batas_aktivitas', { withTimezone: true }),
    defaultDeadlineMateri: timestamp('default_deadline_materi', { withTimezone: true }),
    waktuTerakhirUpdateKehadiran: timestamp('waktu_terakhir_update_kehadiran', { withTimezone: true }),
    pesertaHadir: integer('peserta_hadir').notNull().default(0),
    progressPeserta: numeric('progress_peserta', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    startedBy: integer('started_by').references(() => users.id, { onDelete: 'set null' }),
    endedBy: integer('ended_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pertemuan_kelas_nomor_uq').on(t.idKelasKuliah, t.nomor),
    index('pertemuan_college_waktu_idx').on(t.collegeId, t.waktuMulai),
    index('pertemuan_ruangan_waktu_idx').on(t.idRuangan, t.waktuMulai),
  ],
);

/** 'Tambah Teks Pertemuan': a text activity inside a meeting (sanitized HTML). */
export const pertemuanTeks = pgTable(
  'pertemuan_teks',
  {
    id: serial('id').primaryKey(),
    collegeId: collegeRef(),
    idPertemuan: integer('id_pertemuan')
      .notNull()
      .references(() => pertemuan.id, { onDelete: 'cascade' }),
    judul: text('judul').notNull(),
    isi: text('isi').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pertemuan_teks_pertemuan_idx').on(t.idPertemuan)],
);
