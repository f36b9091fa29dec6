import { bigint, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { collegeRef } from './columns';
import { kelasKuliah } from './akademik';

/**
 * A college's data version per area (`ruang`) of cached reads (lib/read-cache.ts). Triggers raise it in the same
 * transaction as any write to the tables an area's answers are built from (migration 0027), whoever writes: the
 * API, a job, the seed or plain SQL. A row appears with the area's first write.
 */
export const versiData = pgTable(
  'versi_data',
  {
    collegeId: collegeRef(),
    ruang: text('ruang').notNull(),
    versi: bigint('versi', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.collegeId, t.ruang] })],
);

/**
 * A class's version of its graded data (the gradebook's cache, modules/nilai): raised by row triggers (migration
 * 0029) when a score, a grading state or the Siakad side of that class changes. Per class, not per college: these
 * writes are students' submissions and lecturers' grading, and a college-wide row would make every class's
 * submissions wait on one lock. The triggers are deferred to commit, so the row is locked for the commit only.
 */
export const versiNilaiKelas = pgTable('versi_nilai_kelas', {
  idKelasKuliah: text('id_kelas_kuliah')
    .primaryKey()
    .references(() => kelasKuliah.id, { onDelete: 'cascade' }),
  versi: bigint('versi', { mode: 'number' }).notNull().default(0),
});
