import { bigserial, boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { kelasKuliah } from './akademik';
import { collegeRef } from './columns';
import { pertemuan } from './pertemuan';
import { users } from './users';

/**
 * Video conferences inside a meeting (spec 2 §3 Vidcon). The status is not stored: it follows the server clock
 * against waktu_mulai / waktu_selesai. id_kelas_kuliah repeats the meeting's class so lists filter and scope by
 * class without joining the meeting first.
 */
export const vidcon = pgTable(
  'vidcon',
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
    /** zoom | gmeet | msteams | lainnya */
    aplikasi: text('aplikasi').notNull(),
    /** Normalised: always with an http(s) scheme. */
    link: text('link').notNull(),
    catatan: text('catatan').notNull().default(''),
    waktuMulai: timestamp('waktu_mulai', { withTimezone: true }).notNull(),
    waktuSelesai: timestamp('waktu_selesai', { withTimezone: true }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vidcon_pertemuan_idx').on(t.idPertemuan, t.waktuMulai),
    index('vidcon_kelas_waktu_idx').on(t.idKelasKuliah, t.waktuMulai),
    index('vidcon_college_waktu_idx').on(t.collegeId, t.waktuMulai),
    // The next end still ahead in the college (a status-filtered list's expiry, nextStatusVidcon): one index probe.
    index('vidcon_college_selesai_idx').on(t.collegeId, t.waktuSelesai),
  ],
);

/**
 * Who joined a vidcon (daftar_join_detail): one row per user. The first join decides lateness (start plus the
 * class lateness setting at that moment); later joins only move waktu_join_terakhir and the count.
 */
export const vidconJoin = pgTable(
  'vidcon_join',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    collegeId: collegeRef(),
    idVidcon: integer('id_vidcon')
      .notNull()
      .references(() => vidcon.id, { onDelete: 'cascade' }),
    idUser: integer('id_user')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** ROLE_MAHASISWA | ROLE_DOSEN: students are the vidcon's participants ('x/y Peserta'). */
    role: text('role').notNull(),
    username: text('username').notNull(),
    waktuJoin: timestamp('waktu_join', { withTimezone: true }).notNull(),
    waktuJoinTerakhir: timestamp('waktu_join_terakhir', { withTimezone: true }).notNull(),
    jumlahJoin: integer('jumlah_join').notNull().default(1),
    terlambat: boolean('terlambat').notNull().default(false),
  },
  (t) => [uniqueIndex('vidcon_join_vidcon_user_uq').on(t.idVidcon, t.idUser), index('vidcon_join_user_idx').on(t.idUser)],
);
