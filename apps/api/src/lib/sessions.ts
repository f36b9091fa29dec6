import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { refreshTokens, sesiDicabut } from '../db/schema';
import { hashToken } from './opaque-token';

/**
 * Ending sessions at once on every API process (ARCHITECTURE.md "Sessions").
 *
 * A session is a refresh-token family; its id (`sid`) is in every access token it issues. Revoking a family writes
 * a `sesi_dicabut` row (database trigger, migration 0004), and the insert NOTIFYs on `SESI_CHANNEL` when its
 * transaction commits. Each process keeps the sids revoked within the access-token lifetime in memory: loaded at
 * start, extended by every NOTIFY, and re-read periodically in case a NOTIFY was lost while the LISTEN connection
 * reconnected. The per-request check is a Set lookup, never a query.
 */

export const SESI_CHANNEL = 'lms_sesi_dicabut';
/** Full re-read of recent revocations; bounds how long a NOTIFY lost during a reconnect could go unnoticed. */
export const RESYNC_MS = 30_000;
/** Revocations are kept this much longer than the token lifetime: covers clock skew between processes and database. */
const MARGIN_S = 300;

// --- writers (pass the write's transaction) ---

/** Ends one session of the user (logout): its refresh tokens stop working and so do its access tokens. */
export async function revokeSession(db: Db, s: { sid: string; userId: number; collegeId: number }) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.familyId, s.sid),
        eq(refreshTokens.userId, s.userId),
        eq(refreshTokens.collegeId, s.collegeId),
        isNull(refreshTokens.revokedAt),
      ),
    );
  // Also when no refresh row is left (already revoked or cleaned up): the sid came from the caller's verified token.
  await db.insert(sesiDicabut).values({ sid: s.sid, userId: s.userId, collegeId: s.collegeId }).onConflictDoNothing();
}

/** Ends the session a refresh token belongs to, only when it is that user's of that college. Returns its sid, if so. */
export async function revokeSessionOfRefreshToken(db: Db, t: { token: string; userId: number; collegeId: number }) {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(
      and(eq(refreshTokens.tokenHash, hashToken(t.token)), eq(refreshTokens.userId, t.userId), eq(refreshTokens.collegeId, t.collegeId)),
    );
  if (!row) return null;
  await revokeSession(db, { sid: row.familyId, userId: t.userId, collegeId: t.collegeId });
  return row.familyId;
}

/**
 * Deletes revocations older than `before` (for the maintenance cleanup): once every access token of a session has
 * expired, its row has no reader left. Pass a cutoff at least one access-token lifetime in the past.
 */
export async function pruneSesiDicabut(db: Db, before: Date) {
  const rows = await db.delete(sesiDicabut).where(lt(sesiDicabut.dicabutPada, before)).returning({ sid: sesiDicabut.sid });
  return rows.length;
}

// --- the per-process set of revoked sessions ---

type Log = { warn(obj: object, msg: string): void };

export interface SessionRevocations {
  /** True when the session of this access token was ended. Tokens without a sid predate sessions and expire alone. */
  isRevoked(sid: string | null | undefined): boolean;
  /**
   * Records a sid this process has just revoked in a committed transaction, so its own next request already sees
   * it (other processes learn it through NOTIFY a few milliseconds later).
   */
  markRevoked(sid: string): void;
  /** Called once per newly known revoked sid (e.g. to close that session's open event streams). */
  onRevoke(listener: (sid: string) => void): () => void;
  /** LISTEN, then load the recent revocations; resolves when the set is complete. */
  start(): Promise<void>;
  /** Re-reads the recent revocations now (also runs every RESYNC_MS). */
  resync(): Promise<void>;
  close(): Promise<void>;
  size(): number;
}

export function createSessionRevocations(
  database: Database,
  opts: { tokenTtlS: number; resyncMs?: number; log?: Log },
): SessionRevocations {
  const keepMs = (opts.tokenTtlS + MARGIN_S) * 1000;
  const revoked = new Map<string, number>(); // sid -> when this process learnt of it (ms)
  const listeners = new Set<(sid: string) => void>();
  let unlisten: (() => Promise<void>) | null = null;
  let timer: NodeJS.Timeout | null = null;
  let started: Promise<void> | null = null;

  function add(sid: string, at: number) {
    if (revoked.has(sid)) return;
    revoked.set(sid, at);
    for (const l of listeners) {
      try {
        l(sid);
      } catch (err) {
        opts.log?.warn({ err }, 'session revocation listener failed');
      }
    }
  }

  function prune() {
    const cutoff = Date.now() - keepMs;
    for (const [sid, at] of revoked) if (at < cutoff) revoked.delete(sid);
  }

  async function resync() {
    const rows = await database.db
      .select({ sid: sesiDicabut.sid })
      .from(sesiDicabut)
      .where(gt(sesiDicabut.dicabutPada, sql`now() - make_interval(secs => ${opts.tokenTtlS + MARGIN_S})`));
    // Merged, never replaced: a NOTIFY that arrived while the query ran must not be dropped. Ages are counted on
    // this process's clock from when it learnt of a sid, so skew against the database cannot prune one early.
    const now = Date.now();
    for (const r of rows) add(r.sid, now);
    prune();
  }

  return {
    isRevoked: (sid) => Boolean(sid) && revoked.has(sid!),
    markRevoked: (sid) => add(sid, Date.now()),
    onRevoke(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    start() {
      started ??= (async () => {
        // Listen first, then read: a revocation committed in between is seen by one or the other.
        unlisten = await database.pubsub.listen(SESI_CHANNEL, (sid) => {
          if (sid) add(sid, Date.now());
        });
        await resync();
        timer = setInterval(() => {
          resync().catch((err) => opts.log?.warn({ err }, 'session revocations not re-read'));
        }, opts.resyncMs ?? RESYNC_MS);
        timer.unref();
      })();
      return started;
    },
    resync,
    async close() {
      if (timer) clearInterval(timer);
      timer = null;
      if (started) await started.catch(() => {});
      const u = unlisten;
      unlisten = null;
      started = null;
      listeners.clear();
      if (u) await u().catch(() => {});
    },
    size: () => revoked.size,
  };
}
