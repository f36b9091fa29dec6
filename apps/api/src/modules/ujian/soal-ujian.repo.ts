import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { ujianKelompokSoal, ujianSoal, users, type UjianSoalData } from '../../db/schema';

/** Question groups and questions of an exam. */

export type KelompokRow = typeof ujianKelompokSoal.$inferSelect;
export type UjianSoalRow = typeof ujianSoal.$inferSelect;

export async function findKelompokByUjian(db: Db, idUjian: number) {
  return db.select().from(ujianKelompokSoal).where(eq(ujianKelompokSoal.idUjian, idUjian)).orderBy(asc(ujianKelompokSoal.urutan), asc(ujianKelompokSoal.id));
}

/**
 * The groups with their question counts and nothing of the questions: what a taker's exam detail shows. Prepared
 * once per database handle (db/prepared.ts): every taker fetches the exam again after a time change.
 */
export async function findKelompokDenganJumlah(db: Db, idUjian: number) {
  const q = prepared(db, 'ujian_kelompok_jumlah', () =>
    db
      .select({
        k: ujianKelompokSoal,
        // Written out: drizzle leaves a one-table query's columns unqualified, which inside the subquery would
        // name ujian_soal's own columns.
        jumlahSoal: sql<number>`(select count(*) from ujian_soal s where s.id_kelompok = ujian_kelompok_soal.id and s.id_ujian = ujian_kelompok_soal.id_ujian)`.mapWith(Number),
      })
      .from(ujianKelompokSoal)
      .where(eq(ujianKelompokSoal.idUjian, sql.placeholder('idUjian')))
      .orderBy(asc(ujianKelompokSoal.urutan), asc(ujianKelompokSoal.id))
      .prepare('ujian_kelompok_jumlah'),
  );
  return q.execute({ idUjian });
}

export async function findKelompok(db: Db, idUjian: number, id: number) {
  const [row] = await db
    .select()
    .from(ujianKelompokSoal)
    .where(and(eq(ujianKelompokSoal.idUjian, idUjian), eq(ujianKelompokSoal.id, id)));
  return row;
}

export async function insertKelompok(db: Db, values: typeof ujianKelompokSoal.$inferInsert) {
  const [row] = await db.insert(ujianKelompokSoal).values(values).returning();
  return row!;
}

export async function updateKelompok(db: Db, id: number, patch: Partial<typeof ujianKelompokSoal.$inferInsert>) {
  await db.update(ujianKelompokSoal).set(patch).where(eq(ujianKelompokSoal.id, id));
}

/** Deletes a group (its questions go with it) and closes the gap in the numbering. */
export async function deleteKelompok(db: Db, k: KelompokRow) {
  await db.delete(ujianKelompokSoal).where(eq(ujianKelompokSoal.id, k.id));
  await db
    .update(ujianKelompokSoal)
    .set({ urutan: sql`${ujianKelompokSoal.urutan} - 1` })
    .where(and(eq(ujianKelompokSoal.idUjian, k.idUjian), gt(ujianKelompokSoal.urutan, k.urutan)));
}

const soalCols = { soal: ujianSoal, creatorNama: users.nama, creatorUsername: users.username };

/** Every question of an exam with its author, by group then number. */
export async function findSoalByUjian(db: Db, idUjian: number) {
  return db
    .select(soalCols)
    .from(ujianSoal)
    .leftJoin(users, eq(users.id, ujianSoal.createdBy))
    .where(eq(ujianSoal.idUjian, idUjian))
    .orderBy(asc(ujianSoal.idKelompok), asc(ujianSoal.urutan));
}
export type UjianSoalView = Awaited<ReturnType<typeof findSoalByUjian>>[number];

export async function findSoal(db: Db, idUjian: number, idKelompok: number, id: number) {
  const [row] = await db
    .select()
    .from(ujianSoal)
    .where(and(eq(ujianSoal.idUjian, idUjian), eq(ujianSoal.idKelompok, idKelompok), eq(ujianSoal.id, id)));
  return row;
}

export async function countSoalUjian(db: Db, idUjian: number) {
  const [r] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(ujianSoal).where(eq(ujianSoal.idUjian, idUjian));
  return r?.n ?? 0;
}

export async function countSoalKelompok(db: Db, idKelompok: number) {
  const [r] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(ujianSoal).where(eq(ujianSoal.idKelompok, idKelompok));
  return r?.n ?? 0;
}

export type SoalBaru = {
  jenis: string;
  pertanyaan: string;
  data: UjianSoalData;
  soalFiles: UjianSoalRow['soalFiles'];
  bobot: number;
  idSumberBankSoal?: number | null;
};

/** Appends questions to a group, numbered from `dari`. */
export async function insertSoalUjian(
  db: Db,
  base: { collegeId: number; idUjian: number; idKelompok: number; createdBy: number | null },
  items: SoalBaru[],
  dari: number,
) {
  if (items.length === 0) return [];
  return db
    .insert(ujianSoal)
    .values(items.map((s, i) => ({ ...base, ...s, urutan: dari + i })))
    .returning({ id: ujianSoal.id });
}

export async function updateSoalUjian(db: Db, id: number, patch: Partial<typeof ujianSoal.$inferInsert>) {
  await db
    .update(ujianSoal)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(ujianSoal.id, id));
}

export async function deleteSoalUjian(db: Db, s: UjianSoalRow) {
  await db.delete(ujianSoal).where(eq(ujianSoal.id, s.id));
  await db
    .update(ujianSoal)
    .set({ urutan: sql`${ujianSoal.urutan} - 1` })
    .where(and(eq(ujianSoal.idKelompok, s.idKelompok), gt(ujianSoal.urutan, s.urutan)));
}
