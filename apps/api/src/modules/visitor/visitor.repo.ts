import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export async function touchLastActive(db: Db, collegeId: number, userId: number) {
  await db
    .update(users)
    .set({ lastActiveAt: sql`now()` })
    .where(and(eq(users.id, userId), eq(users.collegeId, collegeId)));
}
