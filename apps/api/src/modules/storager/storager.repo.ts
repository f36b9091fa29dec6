import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dosen, files, kelasKuliah, kelasPengajar, kelasPeserta, mahasiswa } from '../../db/schema';

export type FileRow = typeof files.$inferSelect;

export async function insertFile(db: Db, values: typeof files.$inferInsert) {
  const [row] = await db.insert(files).values(values).returning();
  return row!;
}

/** A file of the college that is not deleted. */
export async function findFile(db: Db, collegeId: number, id: string) {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), eq(files.collegeId, collegeId), isNull(files.deletedAt)));
  return row;
}

/** Marks the file deleted; returns the row when this call deleted it. */
export async function softDeleteFile(db: Db, collegeId: number, id: string) {
  const [row] = await db
    .update(files)
    .set({ deletedAt: new Date() })
    .where(and(eq(files.id, id), eq(files.collegeId, collegeId), isNull(files.deletedAt)))
    .returning();
  return row;
}

export async function hardDeleteFile(db: Db, collegeId: number, id: string) {
  const [row] = await db.delete(files).where(and(eq(files.id, id), eq(files.collegeId, collegeId))).returning();
  return row;
}

export async function kelasExists(db: Db, collegeId: number, idKelasKuliah: string) {
  const [row] = await db
    .select({ id: kelasKuliah.id })
    .from(kelasKuliah)
    .where(and(eq(kelasKuliah.id, idKelasKuliah), eq(kelasKuliah.collegeId, collegeId)));
  return Boolean(row);
}

/** Whether the user teaches the class (as any jabatan). */
export async function isPengajarKelas(db: Db, collegeId: number, idKelasKuliah: string, userId: number) {
  const [row] = await db
    .select({ one: kelasPengajar.idDosen })
    .from(kelasPengajar)
    .innerJoin(dosen, eq(dosen.id, kelasPengajar.idDosen))
    .where(and(eq(kelasPengajar.idKelasKuliah, idKelasKuliah), eq(dosen.userId, userId), eq(dosen.collegeId, collegeId)))
    .limit(1);
  return Boolean(row);
}

/** Whether the user takes part in the class. */
export async function isPesertaKelas(db: Db, collegeId: number, idKelasKuliah: string, userId: number) {
  const [row] = await db
    .select({ one: kelasPeserta.idMahasiswa })
    .from(kelasPeserta)
    .innerJoin(mahasiswa, eq(mahasiswa.id, kelasPeserta.idMahasiswa))
    .where(and(eq(kelasPeserta.idKelasKuliah, idKelasKuliah), eq(mahasiswa.userId, userId), eq(mahasiswa.collegeId, collegeId)))
    .limit(1);
  return Boolean(row);
}

/** Whether a class record still points at the file (as its banner or a syllabus attachment). */
export async function isFileReferencedByKelas(db: Db, collegeId: number, id: string) {
  const pattern = `%/files/${id}/%`;
  const [row] = await db
    .select({ id: kelasKuliah.id })
    .from(kelasKuliah)
    .where(and(eq(kelasKuliah.collegeId, collegeId), sql`(${kelasKuliah.bannerUrl} like ${pattern} or ${kelasKuliah.silabusFiles}::text like ${pattern})`))
    .limit(1);
  return Boolean(row);
}
