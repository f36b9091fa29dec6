import { and, asc, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { TOPIK_BANTUAN_KEYS, type Role, type SumberBantuan, type TopikBantuan } from '@lms/shared';
import type { Db } from '../../db/client';
import { bantuanArtikel } from '../../db/schema';
import { runPage, totalOver } from '../../lib/page-query';

/** Queries of help articles: the product's (college_id null) and the college's own. */

export type BantuanRow = typeof bantuanArtikel.$inferSelect;

export type BantuanFilter = {
  /** Roles whose articles the caller reads: one role (students, lecturers), or null = every role (operators). */
  role: Role | null;
  /** The operator's filter on one role. */
  peran?: Role;
  topik?: TopikBantuan;
  sumber?: SumberBantuan;
  /** A to_tsquery('simple', …) prefix query (tsQueryPrefiks), or null. */
  tsQuery: string | null;
};

const untukPeran = (role: Role) => sql`(cardinality(${bantuanArtikel.peran}) = 0 or ${role} = any(${bantuanArtikel.peran}))`;

function where(collegeId: number, f: BantuanFilter, withTopik = true): SQL {
  return and(
    or(isNull(bantuanArtikel.collegeId), eq(bantuanArtikel.collegeId, collegeId)),
    f.role ? untukPeran(f.role) : undefined,
    f.peran ? untukPeran(f.peran) : undefined,
    withTopik && f.topik ? eq(bantuanArtikel.topik, f.topik) : undefined,
    f.sumber === 'produk' ? isNull(bantuanArtikel.collegeId) : f.sumber === 'kampus' ? eq(bantuanArtikel.collegeId, collegeId) : undefined,
    f.tsQuery ? sql`${bantuanArtikel.dokumen} @@ to_tsquery('simple', ${f.tsQuery})` : undefined,
  )!;
}

/** Topic order of the product (TOPIK_BANTUAN), as an SQL array literal. */
const TOPIK_URUT = sql.raw(`array[${TOPIK_BANTUAN_KEYS.map((k) => `'${k}'`).join(',')}]::text[]`);

/** Best matches first when searching; otherwise by topic, then the articles' own order (the college's after). */
export async function findBantuanPage(db: Db, collegeId: number, f: BantuanFilter, page: { limit?: number; offset: number }) {
  const w = where(collegeId, f);
  const order = [
    ...(f.tsQuery ? [desc(sql`ts_rank(${bantuanArtikel.dokumen}, to_tsquery('simple', ${f.tsQuery}))`)] : []),
    asc(sql`array_position(${TOPIK_URUT}, ${bantuanArtikel.topik})`),
    asc(sql`${bantuanArtikel.collegeId} is not null`),
    asc(bantuanArtikel.urutan),
    asc(bantuanArtikel.id),
  ];
  const q = db
    .select({ row: bantuanArtikel, total: totalOver() })
    .from(bantuanArtikel)
    .where(w)
    .orderBy(...order)
    .$dynamic();
  return runPage(q, page, async () => {
    const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(bantuanArtikel).where(w);
    return row?.n ?? 0;
  });
}

/** Articles per topic for the same filters (the topic filter itself aside). */
export async function countBantuanPerTopik(db: Db, collegeId: number, f: BantuanFilter) {
  return db
    .select({ topik: bantuanArtikel.topik, jumlah: sql<number>`count(*)`.mapWith(Number) })
    .from(bantuanArtikel)
    .where(where(collegeId, f, false))
    .groupBy(bantuanArtikel.topik);
}

/** One article the college can see (its own or the product's), with the role rule of the caller. */
export async function findBantuan(db: Db, collegeId: number, role: Role | null, id: number) {
  const [row] = await db
    .select()
    .from(bantuanArtikel)
    .where(and(where(collegeId, { role, tsQuery: null }), eq(bantuanArtikel.id, id)));
  return row;
}

export async function lockBantuan(db: Db, collegeId: number, id: number) {
  const [row] = await db
    .select()
    .from(bantuanArtikel)
    .where(and(or(isNull(bantuanArtikel.collegeId), eq(bantuanArtikel.collegeId, collegeId)), eq(bantuanArtikel.id, id)))
    .for('update');
  return row;
}

export type BantuanValues = { topik: TopikBantuan; judul: string; isi: string; peran: Role[] };

export async function insertBantuan(db: Db, collegeId: number, userId: number | null, v: BantuanValues) {
  const [row] = await db
    .insert(bantuanArtikel)
    .values({ collegeId, ...v, createdBy: userId, updatedBy: userId })
    .returning();
  return row!;
}

/** Only the college's own entries change (product rows never match). */
export async function updateBantuan(db: Db, collegeId: number, id: number, userId: number | null, v: BantuanValues) {
  const [row] = await db
    .update(bantuanArtikel)
    .set({ ...v, updatedBy: userId, updatedAt: new Date() })
    .where(and(eq(bantuanArtikel.collegeId, collegeId), eq(bantuanArtikel.id, id)))
    .returning();
  return row;
}

export async function deleteBantuan(db: Db, collegeId: number, id: number) {
  await db.delete(bantuanArtikel).where(and(eq(bantuanArtikel.collegeId, collegeId), eq(bantuanArtikel.id, id)));
}
