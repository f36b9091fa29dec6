import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { kelasKuliah } from './akademik';
import { collegeRef } from './columns';
import { files } from './storage';
import { users } from './users';

/**
 * The chat service (modules/chat): groups → threads → messages (a message may answer a top-level message of its
 * thread). Group ids are the spec's strings (`LMS-UJIAN-12`, a task group's id …), unique per college; children
 * reference the group's surrogate key.
 */
export const chatGrup = pgTable(
  'chat_grup',
  {
    pk: serial('pk').primaryKey(),
    collegeId: collegeRef(),
    id: text('id').notNull(),
    nama: text('nama').notNull(),
    usage: text('usage').notNull().default('lms'),
    /** forum | ujian | tugas | kelompok | umum (shared KONTEKS_GRUP_CHAT). */
    konteks: text('konteks').notNull(),
    /** The id of what the group belongs to in its context (exam, task, task group); null for forum and free groups. */
    idKonteks: text('id_konteks'),
    idKelasKuliah: text('id_kelas_kuliah').references(() => kelasKuliah.id, { onDelete: 'cascade' }),
    /** kelas: members are the class's teachers and participants (read live); daftar: rows of chat_anggota. */
    keanggotaan: text('keanggotaan').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('chat_grup_college_id_uq').on(t.collegeId, t.id), index('chat_grup_kelas_idx').on(t.idKelasKuliah)],
);

/** Members of a `daftar` group (spec 2 §3: id and role Mahasiswa / Dosen). */
export const chatAnggota = pgTable(
  'chat_anggota',
  {
    idGrup: integer('id_grup')
      .notNull()
      .references(() => chatGrup.pk, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    peran: text('peran').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.idGrup, t.userId] }), index('chat_anggota_user_idx').on(t.userId)],
);

export const chatThread = pgTable(
  'chat_thread',
  {
    pk: serial('pk').primaryKey(),
    idGrup: integer('id_grup')
      .notNull()
      .references(() => chatGrup.pk, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    judul: text('judul').notNull(),
    /** Who reacts to its messages (e.g. forum: activity and attendance); null for a plain thread. */
    konteks: text('konteks'),
    idKonteks: text('id_konteks'),
    /** Writing window (server time); null ends are open. */
    waktuMulai: timestamp('waktu_mulai', { withTimezone: true }),
    waktuSelesai: timestamp('waktu_selesai', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('chat_thread_grup_id_uq').on(t.idGrup, t.id)],
);

export const chatPesan = pgTable(
  'chat_pesan',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    collegeId: collegeRef(),
    idGrup: integer('id_grup')
      .notNull()
      .references(() => chatGrup.pk, { onDelete: 'cascade' }),
    idThread: integer('id_thread')
      .notNull()
      .references(() => chatThread.pk, { onDelete: 'cascade' }),
    /** The top-level message this one answers; null for a top-level message. */
    idInduk: bigint('id_induk', { mode: 'number' }).references((): AnyPgColumn => chatPesan.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Sanitized HTML. */
    isi: text('isi').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // A thread's pages of top-level messages (cursor on id).
    index('chat_pesan_thread_top_idx')
      .on(t.idThread, t.id)
      .where(sql`${t.idInduk} is null`),
    index('chat_pesan_induk_idx').on(t.idInduk, t.id),
    // A group's messages by id (latest id, the group-delete cascade).
    index('chat_pesan_grup_idx').on(t.idGrup, t.id),
    // Unread counts: a member's unread messages as an index-only range after their read mark (author included, so
    // their own messages are skipped without visiting the table).
    index('chat_pesan_belum_dibaca_idx')
      .on(t.idGrup, t.id, t.userId)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** Attachments: uploaded to a group by a member (id_pesan null until sent with a message). */
export const chatLampiran = pgTable(
  'chat_lampiran',
  {
    idFile: uuid('id_file')
      .primaryKey()
      .references(() => files.id, { onDelete: 'cascade' }),
    collegeId: collegeRef(),
    idGrup: integer('id_grup')
      .notNull()
      .references(() => chatGrup.pk, { onDelete: 'cascade' }),
    idPesan: bigint('id_pesan', { mode: 'number' }).references(() => chatPesan.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_lampiran_pesan_idx').on(t.idPesan), index('chat_lampiran_grup_user_idx').on(t.idGrup, t.userId)],
);

/** Read marks: the newest message a member has seen in a group. */
export const chatBaca = pgTable(
  'chat_baca',
  {
    idGrup: integer('id_grup')
      .notNull()
      .references(() => chatGrup.pk, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idPesanTerakhir: bigint('id_pesan_terakhir', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.idGrup, t.userId] })],
);
