import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ssoKlien, ssoTokenTerpakai } from '../../db/schema';

/** The active single sign-on client `clientId` of the college, or undefined. */
export async function findSsoKlien(db: Db, collegeId: number, clientId: string) {
  const [row] = await db
    .select()
    .from(ssoKlien)
    .where(and(eq(ssoKlien.collegeId, collegeId), eq(ssoKlien.clientId, clientId), eq(ssoKlien.isActive, true)));
  return row;
}

/** Records an assertion id; false when it was already used (the primary key refuses it a second time). */
export async function claimJti(db: Db, collegeId: number, clientId: string, jti: string, kedaluwarsa: Date) {
  const rows = await db
    .insert(ssoTokenTerpakai)
    .values({ collegeId, clientId, jti, kedaluwarsa })
    .onConflictDoNothing()
    .returning({ jti: ssoTokenTerpakai.jti });
  return rows.length === 1;
}

/** Ids of assertions that have expired can no longer be replayed: they need not be kept. */
export async function purgeExpiredJti(db: Db, collegeId: number, now: Date) {
  await db.delete(ssoTokenTerpakai).where(and(eq(ssoTokenTerpakai.collegeId, collegeId), lt(ssoTokenTerpakai.kedaluwarsa, now)));
}
