import { and, asc, count, eq, gt, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { LOGIN_MAX_GAGAL_AKUN, LOGIN_WINDOW_S, normalizeHakAkses, tolakPercobaanLogin, type GagalLogin, type TolakLogin } from '@lms/shared';
import { dosen, loginAttempts, mahasiswa, operators, refreshTokens, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

/** Username lookup is case-insensitive and served by users_college_username_uq (college_id, lower(username)). */
export async function findUserByUsername(db: Db, collegeId: number, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.collegeId, collegeId), sql`lower(${users.username}) = ${username.toLowerCase()}`));
  return row;
}

export async function findUserById(db: Db, collegeId: number, userId: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(and(eq(users.id, userId), eq(users.collegeId, collegeId)));
  return row;
}

/** The user with the lecturer/student record that gives nomor_induk. */
export async function findUserProfile(db: Db, collegeId: number, userId: number) {
  const [row] = await db
    .select({ user: users, idDosen: dosen.id, nidn: dosen.nidn, idMahasiswa: mahasiswa.id, nim: mahasiswa.nim })
    .from(users)
    .leftJoin(dosen, eq(dosen.userId, users.id))
    .leftJoin(mahasiswa, eq(mahasiswa.userId, users.id))
    .where(and(eq(users.id, userId), eq(users.collegeId, collegeId)));
  return row;
}

// --- login throttle (login_attempts; shared by every API process) ---

/** An account as the throttle knows it: the typed username, lower-cased (unknown usernames are counted alike). */
export type AccountKey = { collegeId: number; username: string };
export type AttemptKey = AccountKey & { ip: string };

const accountWhere = (k: AccountKey) => and(eq(loginAttempts.collegeId, k.collegeId), eq(loginAttempts.username, k.username));
const windowStart = sql`now() - make_interval(secs => ${LOGIN_WINDOW_S})`;

/** The account's failures inside the window (address, time in ms) and the database's clock, one statement. */
async function failuresOf(db: Db, k: AccountKey) {
  const res = await db.execute(sql`
    select n.now_ms, a.ip_address, a.t_ms from (select (extract(epoch from now()) * 1000)::float8 as now_ms) n
    left join lateral (
      select ${loginAttempts.ipAddress} as ip_address, (extract(epoch from ${loginAttempts.attemptedAt}) * 1000)::float8 as t_ms
      from ${loginAttempts}
      where ${accountWhere(k)} and ${loginAttempts.attemptedAt} > ${windowStart}
    ) a on true`);
  const rows = (res as unknown as { rows: { now_ms: number; ip_address: string | null; t_ms: number | null }[] }).rows;
  const gagal: GagalLogin[] = rows.filter((r) => r.ip_address !== null).map((r) => ({ ip: r.ip_address!, waktu: Number(r.t_ms) }));
  return { now: Number(rows[0]!.now_ms), gagal };
}

export type AttemptSlot = { allowed: true; id: number } | { allowed: false; tolak: TolakLogin };

/**
 * Counts and records in one step, under a transaction-scoped advisory lock on the ACCOUNT (every address of it
 * waits for the others): an attempt is written as a failure BEFORE its password is checked (a success deletes the
 * account's failures), so N parallel attempts from any number of addresses can never all see "under the limit" —
 * per window, at most LOGIN_MAX_GAGAL_AKUN of them reach the password check, across every API process.
 */
export async function reserveLoginAttempt(db: Db, k: AttemptKey): Promise<AttemptSlot> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`login:${k.collegeId}:${k.username}`}, 0))`);
    const { now, gagal } = await failuresOf(tx, k);
    const tolak = tolakPercobaanLogin(gagal, k.ip, now);
    if (tolak) return { allowed: false, tolak };
    // The account's rows that already left the window go now, so the table stays small.
    await tx.delete(loginAttempts).where(and(accountWhere(k), lt(loginAttempts.attemptedAt, windowStart)));
    const [row] = await tx
      .insert(loginAttempts)
      .values({ collegeId: k.collegeId, username: k.username, ipAddress: k.ip })
      .returning({ id: loginAttempts.id });
    return { allowed: true, id: row!.id };
  });
}

/** Gives back a reserved attempt that turned out not to be a wrong password. */
export async function releaseLoginAttempt(db: Db, id: number) {
  await db.delete(loginAttempts).where(eq(loginAttempts.id, id));
}

/** Forgets the account's failures from every address (a success, or an operator's unlock); returns how many. */
export async function clearFailures(db: Db, k: AccountKey) {
  const rows = await db.delete(loginAttempts).where(accountWhere(k)).returning({ id: loginAttempts.id });
  return rows.length;
}

/** Whether the account has failures inside the window (something an unlock would clear). */
export async function hasRecentFailures(db: Db, k: AccountKey) {
  const [row] = await db
    .select({ id: loginAttempts.id })
    .from(loginAttempts)
    .where(and(accountWhere(k), gt(loginAttempts.attemptedAt, windowStart)))
    .limit(1);
  return Boolean(row);
}

/**
 * Until when the login of `users` rows is locked (ms since epoch, float8), null when it is not: a scalar subquery
 * for the user screens, by the same rule as tolakPercobaanLogin (the LOGIN_MAX_GAGAL_AKUN-th newest failure in the
 * window, plus the window). Served by login_attempts_key_idx (college_id, username, ...).
 */
export const terkunciSampaiSql = sql<number | null>`(
  select case when count(*) >= ${LOGIN_MAX_GAGAL_AKUN}
    then (extract(epoch from min(x.t) + make_interval(secs => ${LOGIN_WINDOW_S})) * 1000)::float8 end
  from (
    select la.attempted_at as t from login_attempts la
    where la.college_id = ${users.collegeId} and la.username = lower(${users.username}) and la.attempted_at > ${windowStart}
    order by la.attempted_at desc limit ${LOGIN_MAX_GAGAL_AKUN}
  ) x)`;

// --- refresh tokens (stored as SHA-256 only) ---

export async function insertRefreshToken(
  db: Db,
  v: { userId: number; collegeId: number; familyId: string; operatorId: number | null; tokenHash: string; expiresAt: Date },
) {
  await db.insert(refreshTokens).values(v);
}

/** Locks the token row for the rest of the transaction so concurrent refreshes serialise. */
export async function lockRefreshToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: refreshTokens.id,
      userId: refreshTokens.userId,
      collegeId: refreshTokens.collegeId,
      familyId: refreshTokens.familyId,
      operatorId: refreshTokens.operatorId,
      rotatedAt: refreshTokens.rotatedAt,
      revokedAt: refreshTokens.revokedAt,
      alive: sql<boolean>`${refreshTokens.expiresAt} > now()`,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update');
  return row;
}

export async function markRotated(db: Db, id: string) {
  await db.update(refreshTokens).set({ rotatedAt: sql`now()` }).where(eq(refreshTokens.id, id));
}

/** Revokes a whole family; the database records the ended session and tells every API process (migration 0004). */
export async function revokeFamily(db: Db, familyId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/**
 * The user, read with a share lock for the rest of the transaction: a deactivation committing meanwhile waits
 * for the new session to commit (and then ends it) or is seen here, never missed.
 */
export async function lockUser(db: Db, collegeId: number, userId: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.collegeId, collegeId)))
    .for('share');
  return row;
}

/** The operator's rights row under a share lock (same reason as lockUser, for a withdrawn login-as right). */
export async function lockOperatorRights(db: Db, userId: number) {
  const [row] = await db.select().from(operators).where(eq(operators.userId, userId)).for('share');
  return normalizeHakAkses(row?.isActive ? row.hakAkses : {});
}

// --- Login Akun Lain: accounts to choose from ---

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Active lecturers and students of one college, by name, username, nim or nidn (ILIKE, wildcards escaped).
 * The college filter leads (users_college_username_uq), the joins hit the unique user_id indexes; the
 * ILIKE terms become index-served once pg_trgm GIN indexes exist on those columns.
 */
export async function listLoginAsAkun(
  db: Db,
  collegeId: number,
  f: { search?: string; role?: 'ROLE_DOSEN' | 'ROLE_MAHASISWA'; limit?: number; offset: number },
) {
  const conds: SQL[] = [
    eq(users.collegeId, collegeId),
    eq(users.isActive, true),
    f.role ? eq(users.role, f.role) : inArray(users.role, ['ROLE_DOSEN', 'ROLE_MAHASISWA']),
  ];
  if (f.search) {
    const p = `%${escapeLike(f.search)}%`;
    conds.push(or(ilike(users.nama, p), ilike(users.username, p), ilike(mahasiswa.nim, p), ilike(dosen.nidn, p))!);
  }
  const where = and(...conds);
  const base = () =>
    db
      .select({
        id: users.id,
        username: users.username,
        nama: users.nama,
        gelar_depan: users.gelarDepan,
        gelar_akademik: users.gelarAkademik,
        role: users.role,
        nim: mahasiswa.nim,
        nidn: dosen.nidn,
      })
      .from(users)
      .leftJoin(dosen, eq(dosen.userId, users.id))
      .leftJoin(mahasiswa, eq(mahasiswa.userId, users.id))
      .where(where);
  const [rows, [total]] = await Promise.all([
    f.limit === undefined
      ? base().orderBy(asc(users.nama), asc(users.id)).offset(f.offset)
      : base().orderBy(asc(users.nama), asc(users.id)).limit(f.limit).offset(f.offset),
    db
      .select({ n: count() })
      .from(users)
      .leftJoin(dosen, eq(dosen.userId, users.id))
      .leftJoin(mahasiswa, eq(mahasiswa.userId, users.id))
      .where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}
