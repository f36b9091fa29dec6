import { bigint, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { collegeRef } from './columns';

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
