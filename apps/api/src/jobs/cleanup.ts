import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts, refreshTokens } from '../db/schema';

export const CLEANUP_QUEUE = 'maintenance.cleanup';
/** Every 15 minutes (pg-boss cron, UTC). */
export const CLEANUP_CRON = '*/15 * * * *';
/** Rows are kept one day past expiry so reuse of a just-expired refresh token is still recognised in logs. */
export const CLEANUP_GRACE_MS = 24 * 60 * 60 * 1000;

export type CleanupResult = { refreshTokens: number; loginAttempts: number };

/** Deletes refresh tokens expired more than a day ago and login attempts older than a day (all colleges). */
export async function runMaintenanceCleanup(db: Db, now: Date = new Date()): Promise<CleanupResult> {
  const cutoff = new Date(now.getTime() - CLEANUP_GRACE_MS);
  return db.transaction(async (tx) => {
    const tokens = await tx
      .delete(refreshTokens)
      .where(lt(refreshTokens.expiresAt, cutoff))
      .returning({ one: sql<number>`1` });
    const attempts = await tx
      .delete(loginAttempts)
      .where(lt(loginAttempts.attemptedAt, cutoff))
      .returning({ one: sql<number>`1` });
    return { refreshTokens: tokens.length, loginAttempts: attempts.length };
  });
}
