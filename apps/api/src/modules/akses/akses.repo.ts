import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { operators, users } from '../../db/schema';

/** An operator account of one college (users row with ROLE_OPERATOR plus its access record, if any). */
export async function findOperatorInCollege(db: Db, collegeId: number, userId: number) {
  const [row] = await db
    .select({ user: users, operator: operators })
    .from(users)
    .leftJoin(operators, eq(operators.userId, users.id))
    .where(and(eq(users.id, userId), eq(users.collegeId, collegeId), eq(users.role, 'ROLE_OPERATOR')));
  return row;
}
