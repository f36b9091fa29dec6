import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { colleges } from './tenant';
import { users } from './users';

/**
 * Status of background jobs (ARCHITECTURE.md "jobs"): one row per run, written by the worker through jobs/status.ts
 * (processing → completed / failed, progress %), so a client that reconnects reads the same state by GET.
 */
export const jobStatus = pgTable(
  'job_status',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    collegeId: integer('college_id')
      .notNull()
      .references(() => colleges.id, { onDelete: 'cascade' }),
    /** JENIS_JOB in @lms/shared (sapu_file …). */
    jenis: text('jenis').notNull(),
    /** The resource the job works on: kind and id (kelas_kuliah + its id, college + its id …). */
    jenisSumber: text('jenis_sumber').notNull(),
    idSumber: text('id_sumber').notNull(),
    /** The class, when the job belongs to one: its events go to the class's audience. */
    idKelasKuliah: text('id_kelas_kuliah'),
    /** processing | completed | failed */
    status: text('status').notNull().default('processing'),
    progress: integer('progress').notNull().default(0),
    hasil: jsonb('hasil').$type<Record<string, unknown>>(),
    pesan: text('pesan'),
    /** The user who started it; null for scheduled runs. */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('job_status_college_sumber_idx').on(t.collegeId, t.jenis, t.idSumber, t.createdAt)],
);
