import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { collegeRef } from './columns';
import { files } from './storage';
import { users } from './users';

/** PostgreSQL's full-text document type (both engines have it, with GIN indexes). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Searchable text of a title and an HTML body, in the 'simple' configuration (no stemming: searches are word
 * prefixes, which behave the same for Indonesian and English words). Tags are stripped from the body.
 */
export const dokumenCari = (judul: string, isi: string) =>
  sql.raw(
    `setweight(to_tsvector('simple'::regconfig, coalesce(${judul}, '')), 'A') || ` +
      `setweight(to_tsvector('simple'::regconfig, regexp_replace(coalesce(${isi}, ''), '<[^>]+>', ' ', 'g')), 'B')`,
  );

/** Announcements (spec 1 §2.5): readers see them from tanggal_publish on, when published and targeted at them. */
export const pengumuman = pgTable(
  'pengumuman',
  {
    id: serial('id').primaryKey(),
    collegeId: collegeRef(),
    judul: text('judul').notNull(),
    /** Sanitized HTML. */
    isi: text('isi').notNull().default(''),
    tanggalPublish: timestamp('tanggal_publish', { withTimezone: true }).notNull(),
    /** Roles that see it; empty array = everyone. */
    target: text('target')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Study programmes (prodi.id) whose students and lecturers see it; empty = every programme. */
    targetProdi: integer('target_prodi')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** false = a draft or a withdrawn announcement: nobody reads it. */
    isPublished: boolean('is_published').notNull().default(true),
    dokumen: tsvector('dokumen').generatedAlwaysAs(dokumenCari('judul', 'isi')),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The management list (every announcement of the college, newest first).
    index('pengumuman_college_publish_idx').on(t.collegeId, t.tanggalPublish),
    // The readers' list: published ones only, newest first.
    index('pengumuman_terbit_idx').on(t.collegeId, t.tanggalPublish, t.id).where(sql`is_published`),
    index('pengumuman_dokumen_idx').using('gin', t.dokumen),
  ],
);

/** Files attached to an announcement (kind lampiran_pengumuman); deleting either side removes the link. */
export const pengumumanLampiran = pgTable(
  'pengumuman_lampiran',
  {
    idPengumuman: integer('id_pengumuman')
      .notNull()
      .references(() => pengumuman.id, { onDelete: 'cascade' }),
    idFile: uuid('id_file')
      .notNull()
      .unique()
      .references(() => files.id, { onDelete: 'cascade' }),
    collegeId: collegeRef(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.idPengumuman, t.idFile] })],
);
