import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tugasNilai } from '../../db/schema';

/**
 * Score writes of the grading forms that carry what each row held when the form was read (`sebelum`): the rows that
 * exist are locked and compared before the write; a row that did not exist is inserted only while it still does not
 * hold anything (another grader's insert in between makes the insert write nothing, and the caller refuses).
 */

export type IsiNilai = { nilai: number | null; komentar: string };

/** The existing score rows of these students, locked until the transaction ends (`db` must be a transaction). */
export async function kunciNilaiTugas(db: Db, idTugas: number, idMahasiswa: readonly number[]): Promise<Map<number, IsiNilai>> {
  if (!idMahasiswa.length) return new Map();
  const rows = await db
    .select({ idMahasiswa: tugasNilai.idMahasiswa, nilai: tugasNilai.nilai, komentar: tugasNilai.komentar })
    .from(tugasNilai)
    .where(and(eq(tugasNilai.idTugas, idTugas), inArray(tugasNilai.idMahasiswa, [...idMahasiswa])))
    .orderBy(tugasNilai.idMahasiswa)
    .for('update');
  return new Map(rows.map((r) => [r.idMahasiswa, { nilai: r.nilai, komentar: r.komentar }]));
}

/** Inserts scores of students who had none; returns how many were written (fewer: someone scored them meanwhile). */
export async function insertNilaiJikaKosong(
  db: Db,
  rows: { collegeId: number; idTugas: number; idMahasiswa: number; nilai: number | null; komentar: string; dinilaiOleh: number | null }[],
): Promise<number> {
  if (!rows.length) return 0;
  const now = new Date();
  const written = await db
    .insert(tugasNilai)
    .values(rows.map((r) => ({ ...r, dinilaiAt: now })))
    .onConflictDoUpdate({
      target: [tugasNilai.idTugas, tugasNilai.idMahasiswa],
      set: { nilai: sql`excluded.nilai`, komentar: sql`excluded.komentar`, dinilaiOleh: sql`excluded.dinilai_oleh`, dinilaiAt: now },
      // A row with nothing in it (a cleared score) is the same as no row.
      setWhere: sql`${tugasNilai.nilai} is null and ${tugasNilai.komentar} = ''`,
    })
    .returning({ idMahasiswa: tugasNilai.idMahasiswa });
  return written.length;
}
