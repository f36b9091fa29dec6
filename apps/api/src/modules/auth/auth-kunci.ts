import type { Db } from '../../db/client';
import { clearFailures, hasRecentFailures, terkunciSampaiSql, type AccountKey } from './auth.repo';

/**
 * Account lockout as the user screens see it: when a user's login is locked, and an operator's unlock. The lock
 * is never stored: it follows from the account's failed logins (login_attempts), which login's throttle
 * (auth.service) writes and reads by the same rule.
 */

/**
 * Until when the login of a `users` row is locked (ms since epoch), null when it is not: a column for a select
 * over `users` (a scalar subquery), so a user list needs no second statement.
 */
export const terkunciSampaiKolom = terkunciSampaiSql;

/**
 * Forgets the account's failed logins from every address, which ends a lock and any wait at once. Returns how many
 * were removed, or null when the account has no failure in the window (nothing to unlock, nothing removed).
 */
export async function bukaKunciAkun(db: Db, akun: AccountKey): Promise<number | null> {
  if (!(await hasRecentFailures(db, akun))) return null;
  return clearFailures(db, akun);
}
