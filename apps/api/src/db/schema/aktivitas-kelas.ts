import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { kelasKuliah } from './akademik';
import { collegeRef } from './columns';
import { pertemuan } from './pertemuan';
import { users } from './users';

/**
 * The activity registry (ARCHITECTURE.md "activities"): one row per activity of a class, whatever its kind,
 * written by the owning module in the same transaction as the activity (modules/aktivitas). `id_sumber` is the id
 * in the owning module's table. Meeting counts, tiles, calendar and the attendance engine read only this table.
 */
export const aktivitasKelas = pgTable(
  'aktivitas_kelas',
  {
    id: serial('id').primaryKey(),
    collegeId: collegeRef(),
    idKelasKuliah: text('id_kelas_kuliah')
      .notNull()
      .references(() => kelasKuliah.id, { onDelete: 'cascade' }),
    /** Null for a class-wide activity (not inside a meeting). */
    idPertemuan: integer('id_pertemuan').references(() => pertemuan.id, { onDelete: 'cascade' }),
    /** materi | tugas | ujian | forum | vidcon | teks (shared JENIS_AKTIVITAS_KELAS). */
    jenis: text('jenis').notNull(),
    idSumber: text('id_sumber').notNull(),
    judul: text('judul').notNull(),
    /** When students may see / start it; null = at once. */
    waktuMulai: timestamp('waktu_mulai', { withTimezone: true }),
    /** Its deadline or end; null = none. */
    waktuSelesai: timestamp('waktu_selesai', { withTimezone: true }),
    /** The instant that dates it on the calendar (shared waktuKalenderAktivitas); null = not on the calendar. */
    waktuKalender: timestamp('waktu_kalender', { withTimezone: true }),
    /** Whether doing it is required for attendance (the meeting's parameter_kehadiran must enable the kind too). */
    syaratHadir: boolean('syarat_hadir').notNull().default(false),
    dinilai: boolean('dinilai').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('aktivitas_kelas_sumber_uq').on(t.jenis, t.idSumber),
    index('aktivitas_kelas_pertemuan_idx').on(t.idPertemuan, t.jenis),
    index('aktivitas_kelas_kelas_idx').on(t.idKelasKuliah, t.jenis, t.waktuMulai),
    index('aktivitas_kelas_kalender_idx').on(t.collegeId, t.waktuKalender),
  ],
);

/**
 * Attendance facts (ARCHITECTURE.md "attendance facts"): a student did what an activity requires. Written once
 * per (activity, user) in the transaction of the action itself; the attendance engine reads only these facts.
 */
export const aktivitasSelesai = pgTable(
  'aktivitas_selesai',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    collegeId: collegeRef(),
    idPertemuan: integer('id_pertemuan').references(() => pertemuan.id, { onDelete: 'cascade' }),
    idAktivitas: integer('id_aktivitas')
      .notNull()
      .references(() => aktivitasKelas.id, { onDelete: 'cascade' }),
    jenis: text('jenis').notNull(),
    idUser: integer('id_user')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    waktu: timestamp('waktu', { withTimezone: true }).notNull().defaultNow(),
    /** How (shared SUMBER_AKTIVITAS_SELESAI): unduh, baca, tonton, kumpul, posting, join … */
    sumber: text('sumber').notNull(),
    /** Kind-specific evidence (percentage watched, late flag, post count …). */
    detail: jsonb('detail')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (t) => [
    uniqueIndex('aktivitas_selesai_aktivitas_user_uq').on(t.idAktivitas, t.idUser),
    index('aktivitas_selesai_pertemuan_user_idx').on(t.idPertemuan, t.idUser),
  ],
);
