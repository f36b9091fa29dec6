import { and, desc, eq, gte, ilike, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { logAktivitas, users } from '../../db/schema';
import { runPage, totalOver } from '../../lib/page-query';

/** The operator's filters, already resolved (the same-instant rule applied by the service). */
export type FilterLog = {
  waktuAwal?: Date;
  waktuAkhir?: Date;
  jenisAktivitas?: string[];
  idUser?: number;
  ipAddress?: string;
  role?: string;
  isValid?: boolean;
  search?: string;
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Every filter keeps `college_id` first, so the plan starts from log_aktivitas_college_waktu_idx,
 * log_aktivitas_user_waktu_idx (id_user) or log_aktivitas_college_jenis_waktu_idx (jenis_aktivitas).
 */
function whereOf(collegeId: number, f: FilterLog): SQL | undefined {
  const q = f.search ? `%${escapeLike(f.search)}%` : null;
  return and(
    eq(logAktivitas.collegeId, collegeId),
    f.waktuAwal ? gte(logAktivitas.waktu, f.waktuAwal) : undefined,
    f.waktuAkhir ? lte(logAktivitas.waktu, f.waktuAkhir) : undefined,
    f.jenisAktivitas?.length ? inArray(logAktivitas.jenisAktivitas, f.jenisAktivitas) : undefined,
    f.idUser ? eq(logAktivitas.userId, f.idUser) : undefined,
    f.ipAddress ? eq(logAktivitas.ipAddress, f.ipAddress) : undefined,
    f.role ? eq(logAktivitas.role, f.role) : undefined,
    f.isValid === undefined ? undefined : f.isValid ? isNull(logAktivitas.operator) : isNotNull(logAktivitas.operator),
    q ? or(ilike(logAktivitas.detail, q), ilike(users.username, q), ilike(users.nama, q)) : undefined,
  );
}

const kolom = {
  id: logAktivitas.id,
  jenisAktivitas: logAktivitas.jenisAktivitas,
  detail: logAktivitas.detail,
  waktu: logAktivitas.waktu,
  ipAddress: logAktivitas.ipAddress,
  role: logAktivitas.role,
  operator: logAktivitas.operator,
  userId: users.id,
  username: users.username,
  nama: users.nama,
};
export type BarisLog = {
  id: number;
  jenisAktivitas: string;
  detail: string;
  waktu: Date;
  ipAddress: string;
  role: string;
  operator: string | null;
  userId: number;
  username: string;
  nama: string;
};

/** One page of the college's log, newest first. */
export async function findLogAktivitasCollegePage(db: Db, collegeId: number, f: FilterLog, page: { limit?: number; offset: number }) {
  const where = whereOf(collegeId, f);
  const q = db
    .select({ ...kolom, total: totalOver() })
    .from(logAktivitas)
    .innerJoin(users, eq(users.id, logAktivitas.userId))
    .where(where)
    .orderBy(desc(logAktivitas.waktu), desc(logAktivitas.id))
    .$dynamic();
  return runPage(q, page, async () => {
    const [c] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(logAktivitas)
      .innerJoin(users, eq(users.id, logAktivitas.userId))
      .where(where);
    return c?.n ?? 0;
  });
}

/**
 * Every matching row, newest first, in batches by keyset (waktu, id): the export reads the whole log without
 * OFFSET scans and without holding it in memory.
 */
export async function* iterateLogAktivitasCollege(db: Db, collegeId: number, f: FilterLog, batch = 1000): AsyncGenerator<BarisLog[]> {
  // The cursor keeps the timestamp as PostgreSQL text: a JS Date drops the microseconds and would skip rows.
  let after: { waktu: string; id: number } | null = null;
  for (;;) {
    const cursor: SQL | undefined = after
      ? sql`(${logAktivitas.waktu}, ${logAktivitas.id}) < (${after.waktu}::timestamptz, ${after.id})`
      : undefined;
    const rows: (BarisLog & { kunci: string })[] = await db
      .select({ ...kolom, kunci: sql<string>`(${logAktivitas.waktu})::text` })
      .from(logAktivitas)
      .innerJoin(users, eq(users.id, logAktivitas.userId))
      .where(and(whereOf(collegeId, f), cursor))
      .orderBy(desc(logAktivitas.waktu), desc(logAktivitas.id))
      .limit(batch);
    if (rows.length) yield rows;
    if (rows.length < batch) return;
    const last: BarisLog & { kunci: string } = rows[rows.length - 1]!;
    after = { waktu: last.kunci, id: last.id };
  }
}
