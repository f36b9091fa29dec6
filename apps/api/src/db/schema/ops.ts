import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Heartbeat of each job worker process (worker.ts, or the API process in embedded mode): GET /api/ready of every
 * API process reads the newest one, so a load balancer can tell that background jobs have nobody to run them.
 * Not tenant data: one row per worker process, written with the database's clock.
 */
export const detakWorker = pgTable('detak_worker', {
  /** `<host>:<pid>:<start time>`: unique per process run. */
  id: text('id').primaryKey(),
  host: text('host').notNull(),
  pid: integer('pid').notNull(),
  versi: text('versi').notNull(),
  mulai: timestamp('mulai', { withTimezone: true }).notNull().defaultNow(),
  detakTerakhir: timestamp('detak_terakhir', { withTimezone: true }).notNull().defaultNow(),
});
