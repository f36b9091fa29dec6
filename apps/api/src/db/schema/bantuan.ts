import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { dokumenCari, tsvector } from './pengumuman';
import { colleges } from './tenant';
import { users } from './users';

/**
 * Help articles (/bantuan). `college_id` null = the product's own content, shipped by migration to every college
 * and identified by `kunci`; otherwise an entry a college wrote for its own users.
 */
export const bantuanArtikel = pgTable(
  'bantuan_artikel',
  {
    id: serial('id').primaryKey(),
    collegeId: integer('college_id').references(() => colleges.id, { onDelete: 'cascade' }),
    /** Stable key of a product article (later releases update it by this key). */
    kunci: text('kunci'),
    topik: text('topik').notNull(),
    judul: text('judul').notNull(),
    /** Sanitized HTML. */
    isi: text('isi').notNull(),
    /** Roles it is written for; empty = everyone. */
    peran: text('peran')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    urutan: integer('urutan').notNull().default(0),
    dokumen: tsvector('dokumen').generatedAlwaysAs(dokumenCari('judul', 'isi')),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bantuan_artikel_kunci_uq').on(t.kunci),
    index('bantuan_artikel_college_topik_idx').on(t.collegeId, t.topik, t.urutan),
    index('bantuan_artikel_dokumen_idx').using('gin', t.dokumen),
  ],
);
