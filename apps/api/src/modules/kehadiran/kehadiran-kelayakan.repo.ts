import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { kelasKuliah, kelasPeserta, labelKelas, mahasiswa, mataKuliah, pengecualianUjian, users } from '../../db/schema';
import { runPage, totalOver } from '../../lib/page-query';

/** Queries of exam eligibility: a student's classes of a period and the operators' exceptions. */

/** A student's classes (of `periode` when given), by course name. */
export async function listKelasMahasiswa(db: Db, collegeId: number, idMahasiswa: number, periode: number | null) {
  return db
    .select({ id: kelasKuliah.id, mkKode: mataKuliah.kode, mkNama: mataKuliah.nama, labelNama: labelKelas.nama })
    .from(kelasPeserta)
    .innerJoin(kelasKuliah, eq(kelasKuliah.id, kelasPeserta.idKelasKuliah))
    .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
    .innerJoin(labelKelas, eq(labelKelas.id, kelasKuliah.idLabelKelas))
    .where(and(eq(kelasPeserta.idMahasiswa, idMahasiswa), eq(kelasKuliah.collegeId, collegeId), periode !== null ? eq(kelasKuliah.periode, periode) : undefined))
    .orderBy(asc(mataKuliah.nama));
}

const pengecualianCols = {
  id: pengecualianUjian.id,
  idKelas: pengecualianUjian.idKelasKuliah,
  alasan: pengecualianUjian.alasan,
  createdAt: pengecualianUjian.createdAt,
  mkKode: mataKuliah.kode,
  mkNama: mataKuliah.nama,
  labelNama: labelKelas.nama,
  nim: mahasiswa.nim,
  nama: sql<string>`(select ${users.nama} from ${users} where ${users.id} = ${mahasiswa.userId})`,
  olehUsername: sql<string | null>`(select ${users.username} from ${users} where ${users.id} = ${pengecualianUjian.createdBy})`,
  olehNama: sql<string | null>`(select ${users.nama} from ${users} where ${users.id} = ${pengecualianUjian.createdBy})`,
};

function pengecualianQuery(db: Db, where: ReturnType<typeof and>) {
  return db
    .select({ ...pengecualianCols, total: totalOver() })
    .from(pengecualianUjian)
    .innerJoin(kelasKuliah, eq(kelasKuliah.id, pengecualianUjian.idKelasKuliah))
    .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
    .innerJoin(labelKelas, eq(labelKelas.id, kelasKuliah.idLabelKelas))
    .innerJoin(mahasiswa, eq(mahasiswa.id, pengecualianUjian.idMahasiswa))
    .where(where)
    .orderBy(desc(pengecualianUjian.createdAt), desc(pengecualianUjian.id))
    .$dynamic();
}

export type PengecualianRow = Awaited<ReturnType<typeof pengecualianQuery>>[number];

/** A page of the college's exceptions, newest first, filtered by class and by NIM or course name. */
export async function listPengecualianPage(db: Db, collegeId: number, f: { idKelas?: string[]; search?: string }, pg: { limit?: number; offset: number }) {
  const like = f.search ? `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    eq(pengecualianUjian.collegeId, collegeId),
    f.idKelas?.length ? inArray(pengecualianUjian.idKelasKuliah, f.idKelas) : undefined,
    like ? or(ilike(mahasiswa.nim, like), ilike(mataKuliah.nama, like)) : undefined,
  );
  return runPage(pengecualianQuery(db, where), pg, async () => (await pengecualianQuery(db, where)).length);
}

/** One exception with its class, student and author; `collegeId` undefined only for a row just written. */
export async function findPengecualianItem(db: Db, id: number, collegeId?: number) {
  const [r] = await pengecualianQuery(db, and(eq(pengecualianUjian.id, id), collegeId !== undefined ? eq(pengecualianUjian.collegeId, collegeId) : undefined));
  return r ?? null;
}

/** Inserts an exception; null when the student already has one in the class. */
export async function insertPengecualian(db: Db, values: typeof pengecualianUjian.$inferInsert) {
  const [row] = await db.insert(pengecualianUjian).values(values).onConflictDoNothing().returning({ id: pengecualianUjian.id });
  return row ?? null;
}

export async function deletePengecualianRow(db: Db, collegeId: number, id: number) {
  await db.delete(pengecualianUjian).where(and(eq(pengecualianUjian.id, id), eq(pengecualianUjian.collegeId, collegeId)));
}
