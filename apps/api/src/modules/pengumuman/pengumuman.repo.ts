import { and, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pengumuman } from '../../db/schema';
import { runPage, totalOver } from '../../lib/page-query';

/** Published (tanggal_publish <= now) announcements of the college; `role` null = every target. */
function visible(collegeId: number, role: string | null, now: Date): SQL | undefined {
  return and(
    eq(pengumuman.collegeId, collegeId),
    lte(pengumuman.tanggalPublish, now),
    role === null ? undefined : sql`(cardinality(${pengumuman.target}) = 0 or ${role} = any(${pengumuman.target}))`,
  );
}

const columns = {
  id: pengumuman.id,
  judul: pengumuman.judul,
  isi: pengumuman.isi,
  tanggalPublish: pengumuman.tanggalPublish,
};

/** Newest first, with the total in the same query. */
export async function findPengumumanPage(
  db: Db,
  collegeId: number,
  role: string | null,
  now: Date,
  page: { limit?: number; offset: number },
) {
  const where = visible(collegeId, role, now);
  const q = db
    .select({ ...columns, total: totalOver() })
    .from(pengumuman)
    .where(where)
    .orderBy(desc(pengumuman.tanggalPublish), desc(pengumuman.id))
    .$dynamic();
  return runPage(q, page, async () => {
    const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(pengumuman).where(where);
    return row?.n ?? 0;
  });
}

export async function findPengumumanById(db: Db, collegeId: number, role: string | null, now: Date, id: number) {
  const [row] = await db
    .select(columns)
    .from(pengumuman)
    .where(and(visible(collegeId, role, now), eq(pengumuman.id, id)));
  return row;
}
