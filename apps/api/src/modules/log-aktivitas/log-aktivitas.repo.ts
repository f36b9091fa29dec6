import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { JenisAktivitas, Role } from '@lms/shared';
import type { Db } from '../../db/client';
import { logAktivitas } from '../../db/schema';
import { runPage, totalOver } from '../../lib/page-query';

export type LogAktivitasEntry = {
  collegeId: number;
  userId: number;
  jenisAktivitas: JenisAktivitas;
  detail: string;
  role: Role;
  ipAddress: string;
  operator: string | null;
};

/** Use recordAktivitas (log-aktivitas.service) from services; this is its query. */
export async function insertLogAktivitas(db: Db, entries: LogAktivitasEntry | LogAktivitasEntry[]) {
  const rows = Array.isArray(entries) ? entries : [entries];
  if (rows.length) await db.insert(logAktivitas).values(rows);
}

/** The user's own history, newest first; served by log_aktivitas_user_waktu_idx (college, user, waktu). */
export async function findLogAktivitasPage(
  db: Db,
  collegeId: number,
  userId: number,
  f: { waktuAwal?: Date; waktuAkhir?: Date; jenisAktivitas?: string },
  page: { limit?: number; offset: number },
) {
  const where = and(
    eq(logAktivitas.collegeId, collegeId),
    eq(logAktivitas.userId, userId),
    f.waktuAwal ? gte(logAktivitas.waktu, f.waktuAwal) : undefined,
    f.waktuAkhir ? lte(logAktivitas.waktu, f.waktuAkhir) : undefined,
    f.jenisAktivitas ? eq(logAktivitas.jenisAktivitas, f.jenisAktivitas) : undefined,
  );
  const q = db
    .select({ row: logAktivitas, total: totalOver() })
    .from(logAktivitas)
    .where(where)
    .orderBy(desc(logAktivitas.waktu), desc(logAktivitas.id))
    .$dynamic();
  const { rows, total } = await runPage(q, page, async () => {
    const [c] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(logAktivitas).where(where);
    return c?.n ?? 0;
  });
  return { rows: rows.map((r) => r.row), total };
}
