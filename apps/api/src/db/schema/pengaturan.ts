import { date, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { colleges } from './tenant';
import { users } from './users';

/**
 * The settings sections that have no column on `colleges` (grade integration, grade weights per period, the
 * configuration keys). Null means "never saved": the settings service answers the documented defaults.
 * Written only by modules/pengaturan.
 */
export const pengaturan = pgTable('pengaturan', {
  collegeId: integer('college_id')
    .primaryKey()
    .references(() => colleges.id, { onDelete: 'cascade' }),
  pelakuIntegrasiNilai: jsonb('pelaku_integrasi_nilai').$type<Record<string, unknown>>(),
  pengaturanNilai: jsonb('pengaturan_nilai').$type<unknown[]>(),
  konfigurasi: jsonb('konfigurasi').$type<Record<string, unknown>>(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Visits: one row per user and day (in the college's zone) on which the user was active, written by the
 * last-active ping. Feeds the visitor statistics per day and per role (GET /v2/lms/visitor/statistic);
 * users.last_active_at only knows the latest moment.
 */
export const kunjungan = pgTable(
  'kunjungan',
  {
    collegeId: integer('college_id')
      .notNull()
      .references(() => colleges.id, { onDelete: 'cascade' }),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    pertamaAt: timestamp('pertama_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.collegeId, t.tanggal, t.userId] })],
);
