import { and, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pengumuman } from '../../db/schema';

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
  let q = db
    .select({ ...columns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(pengumuman)
    .where(where)
    .orderBy(desc(pengumuman.tanggalPublish), desc(pengumuman.id))
    .$dynamic();
  if (page.limit !== undefined) q = q.limit(page.limit);
  if (page.offset > 0) q = q.offset(page.offset);
  const rows = await q;
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page.offset > 0) {
    const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(pengumuman).where(where);
    total = row?.n ?? 0;
  }
  return { rows, total };
}

export async function findPengumumanById(db: Db, collegeId: number, role: string | null, now: Date, id: number) {
  const [row] = await db
    .select(columns)
    .from(pengumuman)
    .where(and(visible(collegeId, role, now), eq(pengumuman.id, id)));
  return row;
}
