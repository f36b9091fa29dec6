import { and, between, count, countDistinct, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { kunjungan, users } from '../../db/schema';

export async function touchLastActive(db: Db, collegeId: number, userId: number) {
  await db
    .update(users)
    .set({ lastActiveAt: sql`now()` })
    .where(and(eq(users.id, userId), eq(users.collegeId, collegeId)));
}

/** The user's visit of `tanggal` (the college's day); the first ping of the day writes it, later ones change nothing. */
export async function recordKunjungan(db: Db, row: { collegeId: number; userId: number; role: string; tanggal: string }) {
  await db.insert(kunjungan).values(row).onConflictDoNothing();
}

/** Active users of the college whose last ping is at most `menit` minutes old, per role. */
export async function countAktifPerRole(db: Db, collegeId: number, menit: number) {
  return db
    .select({ role: users.role, n: count() })
    .from(users)
    .where(and(eq(users.collegeId, collegeId), eq(users.isActive, true), gte(users.lastActiveAt, sql`now() - make_interval(mins => ${menit})`)))
    .groupBy(users.role);
}

/** Visitors per day and role (primary key order: college, tanggal). */
export async function countKunjunganPerHari(db: Db, collegeId: number, awal: string, akhir: string) {
  return db
    .select({ tanggal: kunjungan.tanggal, role: kunjungan.role, n: count() })
    .from(kunjungan)
    .where(and(eq(kunjungan.collegeId, collegeId), between(kunjungan.tanggal, awal, akhir)))
    .groupBy(kunjungan.tanggal, kunjungan.role);
}

/** Distinct visitors of the range per role (a user visiting on three days counts once). */
export async function countPengunjungPerRole(db: Db, collegeId: number, awal: string, akhir: string) {
  return db
    .select({ role: kunjungan.role, n: countDistinct(kunjungan.userId) })
    .from(kunjungan)
    .where(and(eq(kunjungan.collegeId, collegeId), between(kunjungan.tanggal, awal, akhir)))
    .groupBy(kunjungan.role);
}
