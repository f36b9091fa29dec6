import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { periode } from '../../db/schema';

export async function findPeriodeBerjalan(db: Db, collegeId: number) {
  const [row] = await db
    .select({ kode: periode.kode, isCurrent: periode.isCurrent })
    .from(periode)
    .where(and(eq(periode.collegeId, collegeId), eq(periode.isCurrent, true)))
    .orderBy(desc(periode.kode))
    .limit(1);
  return row;
}

export async function listPeriode(db: Db, collegeId: number) {
  return db
    .select({ kode: periode.kode, isCurrent: periode.isCurrent })
    .from(periode)
    .where(eq(periode.collegeId, collegeId))
    .orderBy(asc(periode.kode));
}
