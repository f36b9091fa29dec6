import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { colleges } from './tenant';
import { users } from './users';

export const pengumuman = pgTable(
  'pengumuman',
  {
    id: serial('id').primaryKey(),
    collegeId: integer('college_id')
      .notNull()
      .references(() => colleges.id, { onDelete: 'cascade' }),
    judul: text('judul').notNull(),
    /** Sanitized HTML. */
    isi: text('isi').notNull().default(''),
    tanggalPublish: timestamp('tanggal_publish', { withTimezone: true }).notNull(),
    /** Roles that see it; empty array = everyone. */
    target: text('target')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pengumuman_college_publish_idx').on(t.collegeId, t.tanggalPublish)],
);

/** Activity log (Riwayat Aktivitas): login, logout, keluar_ke_sikad ... */
export const logAktivitas = pgTable(
  'log_aktivitas',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    collegeId: integer('college_id')
      .notNull()
      .references(() => colleges.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jenisAktivitas: text('jenis_aktivitas').notNull(),
    detail: text('detail').notNull(),
    role: text('role').notNull(),
    ipAddress: text('ip_address').notNull().default(''),
    /** Username of the operator when a lecturer or student acted via 'Login Akun Lain'. */
    operator: text('operator'),
    waktu: timestamp('waktu', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('log_aktivitas_user_waktu_idx').on(t.collegeId, t.userId, t.waktu),
    index('log_aktivitas_college_waktu_idx').on(t.collegeId, t.waktu),
    // The operator's log filtered by kind (GET /v2/lms/log_aktivitas?jenis_aktivitas=...).
    index('log_aktivitas_college_jenis_waktu_idx').on(t.collegeId, t.jenisAktivitas, t.waktu),
  ],
);
