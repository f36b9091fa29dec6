import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { collegeHostnames, colleges, pengaturan } from '../../db/schema';

/** Everything the settings live in for one college: its row, the extra sections and its hostnames. */
export async function findPengaturanRows(db: Db, collegeId: number) {
  const [college] = await db.select().from(colleges).where(eq(colleges.id, collegeId));
  if (!college) return null;
  const [extra] = await db.select().from(pengaturan).where(eq(pengaturan.collegeId, collegeId));
  const hosts = await db
    .select({ hostname: collegeHostnames.hostname })
    .from(collegeHostnames)
    .where(eq(collegeHostnames.collegeId, collegeId))
    .orderBy(asc(collegeHostnames.hostname));
  return { college, extra: extra ?? null, hostnames: hosts.map((h) => h.hostname) };
}

export async function updateCollegeSettings(db: Db, collegeId: number, set: Partial<typeof colleges.$inferInsert>) {
  if (Object.keys(set).length) await db.update(colleges).set(set).where(eq(colleges.id, collegeId));
}

export async function upsertPengaturanExtra(
  db: Db,
  collegeId: number,
  userId: number | null,
  set: Partial<Pick<typeof pengaturan.$inferInsert, 'pelakuIntegrasiNilai' | 'pengaturanNilai' | 'konfigurasi'>>,
) {
  if (!Object.keys(set).length) return;
  const values = { ...set, updatedBy: userId, updatedAt: new Date() };
  await db.insert(pengaturan).values({ collegeId, ...values }).onConflictDoUpdate({ target: pengaturan.collegeId, set: values });
}

/** The first of `hostnames` that another college already resolves to, if any. */
export async function findHostnameOfOtherCollege(db: Db, collegeId: number, hostnames: string[]) {
  if (!hostnames.length) return null;
  const [row] = await db
    .select({ hostname: collegeHostnames.hostname })
    .from(collegeHostnames)
    .where(and(inArray(collegeHostnames.hostname, hostnames), ne(collegeHostnames.collegeId, collegeId)))
    .limit(1);
  return row?.hostname ?? null;
}

export async function replaceHostnames(db: Db, collegeId: number, hostnames: string[]) {
  await db.delete(collegeHostnames).where(eq(collegeHostnames.collegeId, collegeId));
  if (hostnames.length) await db.insert(collegeHostnames).values(hostnames.map((hostname) => ({ hostname, collegeId })));
}
