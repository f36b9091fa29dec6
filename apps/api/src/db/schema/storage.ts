import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { colleges } from './tenant';
import { users } from './users';

/**
 * Metadata of every stored file. The bytes live in the storage backend under `storage_key`; access is re-checked
 * on each download from college + id_kelas_kuliah (class membership) or the owner.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    collegeId: integer('college_id')
      .notNull()
      .references(() => colleges.id, { onDelete: 'cascade' }),
    /** banner_kelas, silabus, materi, lampiran_tugas, soal_bank_soal ... (spec file kinds). */
    kind: text('kind').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    originalName: text('original_name').notNull(),
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** The class the file belongs to, when access follows class membership. */
    idKelasKuliah: text('id_kelas_kuliah'),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('files_college_kelas_idx').on(t.collegeId, t.idKelasKuliah)],
);

/** Master-data imports: one row per uploaded file, with the report of rejected rows. */
export const importMaster = pgTable('import_master', {
  id: uuid('id').primaryKey().defaultRandom(),
  collegeId: integer('college_id')
    .notNull()
    .references(() => colleges.id, { onDelete: 'cascade' }),
  jenis: text('jenis').notNull(),
  namaFile: text('nama_file').notNull(),
  /** completed (applied) | failed (rejected rows: nothing applied) */
  status: text('status').notNull(),
  totalBaris: integer('total_baris').notNull(),
  barisDiterima: integer('baris_diterima').notNull(),
  barisDitolak: integer('baris_ditolak').notNull(),
  idFileLaporan: uuid('id_file_laporan').references(() => files.id, { onDelete: 'set null' }),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
