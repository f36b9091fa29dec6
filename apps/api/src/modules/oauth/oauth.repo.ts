import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authorizationCodes } from '../../db/schema';

export async function insertAuthorizationCode(db: Db, row: typeof authorizationCodes.$inferInsert) {
  await db.insert(authorizationCodes).values(row);
}

/** Marks a live code used and returns it; a second exchange of the same code finds nothing (atomic UPDATE). */
export async function consumeAuthorizationCode(db: Db, codeHash: string, collegeId: number, clientId: string) {
  const [row] = await db
    .update(authorizationCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(authorizationCodes.codeHash, codeHash),
        eq(authorizationCodes.collegeId, collegeId),
        eq(authorizationCodes.clientId, clientId),
        isNull(authorizationCodes.usedAt),
        gt(authorizationCodes.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}
