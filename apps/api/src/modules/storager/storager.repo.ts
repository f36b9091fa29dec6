import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files, kelasKuliah } from '../../db/schema';

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
