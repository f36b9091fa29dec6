import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { kelasKuliah } from './akademik';
import { collegeRef } from './columns';
import { pertemuan } from './pertemuan';
import { users } from './users';

/**
 * Forums (spec 2 §3 Forum): an activity of a meeting whose discussion is one thread (`id_forum_chat`) of its class's
 * forum chat group (`id_group_chat`).
 */
export const forum = pgTable(
  'forum',
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
    /** Sanitized HTML. */
    deskripsi: text('deskripsi').notNull(),
    waktuMulai: timestamp('waktu_mulai', { withTimezone: true }).notNull(),
    waktuSelesai: timestamp('waktu_selesai', { withTimezone: true }).notNull(),
    penilaianKeaktifan: boolean('penilaian_keaktifan').notNull().default(false),
    minimalPost: integer('minimal_post').notNull().default(1),
    idGroupChat: text('id_group_chat').notNull(),
    idForumChat: text('id_forum_chat').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('forum_pertemuan_idx').on(t.idPertemuan), index('forum_kelas_waktu_idx').on(t.collegeId, t.idKelasKuliah, t.waktuMulai)],
);

/**
 * The forum's activity ledger, kept in the transaction of every post: per author, posts (top-level messages) and
 * replies, and when the minimum was reached. jumlah_peserta_join and the keaktifan page read it.
 */
export const forumPeserta = pgTable(
  'forum_peserta',
  {
    idForum: integer('id_forum')
      .notNull()
      .references(() => forum.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Mahasiswa | Dosen (only students count for participation, attendance and score). */
    peran: text('peran').notNull(),
    jumlahPost: integer('jumlah_post').notNull().default(0),
    jumlahBalasan: integer('jumlah_balasan').notNull().default(0),
    pertamaAt: timestamp('pertama_at', { withTimezone: true }).notNull().defaultNow(),
    terakhirAt: timestamp('terakhir_at', { withTimezone: true }).notNull().defaultNow(),
    /** When posts + replies first reached minimal_post; never cleared. */
    tercapaiAt: timestamp('tercapai_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.idForum, t.userId] })],
);
