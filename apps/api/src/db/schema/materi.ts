import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, real, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { kelasKuliah } from './akademik';
import { collegeRef } from './columns';
import { pertemuan } from './pertemuan';
import { files } from './storage';
import { users } from './users';

/**
 * Teaching materials of a meeting (spec 2 §3 'Material'). A file material points at its stored file (`files`, kind
 * materi, of the same class); a url material carries its link. Registered in the activity registry (kind materi) in
 * the same transaction as every write.
 */
export const materi = pgTable(
  'materi',
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
    deskripsi: text('deskripsi').notNull().default(''),
    /** ebook | video | audio | archive | url (shared TIPE_FILE_MATERI). */
    tipeFile: text('tipe_file').notNull(),
    /** buku_ajar … naskah_tutorial (shared JENIS_MATERI). */
    jenisMateri: text('jenis_materi').notNull(),
    /** Several materials of one class may share a file (demo data); it is removed with the last of them. */
    idFile: uuid('id_file').references(() => files.id, { onDelete: 'set null' }),
    fileUrl: text('file_url'),
    /** Video / audio length read from the file when it was stored; null when unknown. */
    durasiDetik: real('durasi_detik'),
    /** Students see the material from this instant on. */
    waktuMulaiTampil: timestamp('waktu_mulai_tampil', { withTimezone: true }).notNull(),
    /** Null on an offline meeting (it cannot require attendance). */
    isSyaratHadir: boolean('is_syarat_hadir'),
    deadline: timestamp('deadline', { withTimezone: true }),
    /** The material this one was copied from ('Salin Materi Kelas Lain'), for the record. */
    disalinDari: integer('disalin_dari'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('materi_pertemuan_idx').on(t.idPertemuan, t.waktuMulaiTampil),
    index('materi_kelas_idx').on(t.collegeId, t.idKelasKuliah, t.createdAt),
    index('materi_file_idx').on(t.idFile),
  ],
);

/**
 * A student's use of a material: when its card was last opened (the e-book countdown and the first play report run
 * from here, in server time) and the stretches of a video / audio played so far.
 */
export const materiProgres = pgTable(
  'materi_progres',
  {
    idMateri: integer('id_materi')
      .notNull()
      .references(() => materi.id, { onDelete: 'cascade' }),
    idUser: integer('id_user')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    collegeId: collegeRef(),
    waktuBuka: timestamp('waktu_buka', { withTimezone: true }),
    /** Server time of the last play report: the next one may cover only what could play since. */
    waktuLapor: timestamp('waktu_lapor', { withTimezone: true }),
    /** Played stretches [from, to) in media seconds, merged. */
    segmen: jsonb('segmen')
      .$type<[number, number][]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Duration the percentages use (the material's, else the first the player reported). */
    durasiDetik: real('durasi_detik'),
    persen: real('persen').notNull().default(0),
    /**
     * When the student's attendance fact for this material was written (the fact in aktivitas_selesai is the record;
     * this copy lets the material list show 'terpenuhi' without reading the attendance tables).
     */
    selesaiPada: timestamp('selesai_pada', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.idMateri, t.idUser] })],
);

/**
 * Short-lived stream tickets: the browser's <video>/<audio> cannot send the Authorization header, so opening a
 * media material hands out a URL holding a random ticket (stored hashed) that names the user and the material.
 */
export const materiTiket = pgTable(
  'materi_tiket',
  {
    tokenHash: text('token_hash').primaryKey(),
    collegeId: collegeRef(),
    idMateri: integer('id_materi')
      .notNull()
      .references(() => materi.id, { onDelete: 'cascade' }),
    idUser: integer('id_user')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    username: text('username').notNull(),
    operator: text('operator'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('materi_tiket_expires_idx').on(t.expiresAt)],
);
