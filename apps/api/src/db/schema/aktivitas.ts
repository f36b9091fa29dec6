import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { colleges } from './tenant';
import { users } from './users';

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
