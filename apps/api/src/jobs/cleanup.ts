import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts, refreshTokens } from '../db/schema';
import { pruneSesiDicabut } from '../lib/sessions';

export const CLEANUP_QUEUE = 'maintenance.cleanup';
/** Every 15 minutes (pg-boss cron, UTC). */
export const CLEANUP_CRON = '*/15 * * * *';
/** Rows are kept one day past expiry so reuse of a just-expired refresh token is still recognised in logs. */
export const CLEANUP_GRACE_MS = 24 * 60 * 60 * 1000;

export type CleanupResult = { refreshTokens: number; loginAttempts: number; sesiDicabut: number };

/**
 * Deletes refresh tokens expired more than a day ago, login attempts older than a day, and session revocations
 * older than both a day and one access-token lifetime (no access token of theirs can still be presented).
 */
export async function runMaintenanceCleanup(db: Db, now: Date = new Date(), accessTokenTtlS = 3600): Promise<CleanupResult> {
  const cutoff = new Date(now.getTime() - CLEANUP_GRACE_MS);
  const sesiCutoff = new Date(now.getTime() - Math.max(CLEANUP_GRACE_MS, (accessTokenTtlS + 300) * 1000));
  return db.transaction(async (tx) => {
    const tokens = await tx
      .delete(refreshTokens)
      .where(lt(refreshTokens.expiresAt, cutoff))
      .returning({ one: sql<number>`1` });
    const attempts = await tx
      .delete(loginAttempts)
      .where(lt(loginAttempts.attemptedAt, cutoff))
      .returning({ one: sql<number>`1` });
    const sesi = await pruneSesiDicabut(tx, sesiCutoff);
    return { refreshTokens: tokens.length, loginAttempts: attempts.length, sesiDicabut: sesi };
  });
}
