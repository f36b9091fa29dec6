import { and, asc, count, eq, gt, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dosen, loginAttempts, mahasiswa, refreshTokens, users } from '../../db/schema';
import { hashToken } from '../../lib/tokens';

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

export type AttemptKey = { collegeId: number; username: string; ip: string };

const attemptWhere = (k: AttemptKey) =>
  and(eq(loginAttempts.collegeId, k.collegeId), eq(loginAttempts.username, k.username), eq(loginAttempts.ipAddress, k.ip));

/** Failures of the key inside the window and the seconds until the oldest of them leaves it. */
export async function countRecentFailures(db: Db, k: AttemptKey, windowS: number) {
  const [row] = await db
    .select({
      n: count(),
      retryAfter: sql<number | null>`ceil(extract(epoch from (min(${loginAttempts.attemptedAt}) + make_interval(secs => ${windowS}) - now())))::int`,
    })
    .from(loginAttempts)
    .where(and(attemptWhere(k), gt(loginAttempts.attemptedAt, sql`now() - make_interval(secs => ${windowS})`)));
  return { n: Number(row?.n ?? 0), retryAfter: Math.max(1, Number(row?.retryAfter ?? 1)) };
}

/** Records a failure and drops the key's rows that already left the window, so the table stays small. */
export async function recordFailure(db: Db, k: AttemptKey, windowS: number) {
  await db
    .delete(loginAttempts)
    .where(and(attemptWhere(k), lt(loginAttempts.attemptedAt, sql`now() - make_interval(secs => ${windowS})`)));
  await db.insert(loginAttempts).values({ collegeId: k.collegeId, username: k.username, ipAddress: k.ip });
}

export async function clearFailures(db: Db, k: AttemptKey) {
  await db.delete(loginAttempts).where(attemptWhere(k));
}

// --- refresh tokens (stored as SHA-256 only) ---

export async function insertRefreshToken(
  db: Db,
  v: { userId: number; collegeId: number; familyId: string; tokenHash: string; expiresAt: Date },
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

export async function revokeFamily(db: Db, familyId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Revokes the family of a token only when it belongs to that user of that college (logout). */
export async function revokeRefreshFamilyOfUser(db: Db, token: string, userId: number, collegeId: number) {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(
      and(eq(refreshTokens.tokenHash, hashToken(token)), eq(refreshTokens.userId, userId), eq(refreshTokens.collegeId, collegeId)),
    );
  if (row) await revokeFamily(db, row.familyId);
  return Boolean(row);
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
