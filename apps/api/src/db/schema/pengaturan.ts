import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
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
