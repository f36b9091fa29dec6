import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mataKuliah, prodi } from '../../db/schema';

export async function findMataKuliah(db: Db, collegeId: number, id: number) {
  const [row] = await db.select().from(mataKuliah).where(and(eq(mataKuliah.collegeId, collegeId), eq(mataKuliah.id, id)));
  return row;
}

export async function findProdi(db: Db, collegeId: number, id: number) {
  const [row] = await db.select({ id: prodi.id }).from(prodi).where(and(eq(prodi.collegeId, collegeId), eq(prodi.id, id)));
  return row;
}

export async function updateMataKuliah(db: Db, collegeId: number, id: number, set: { nama: string; namaInggris: string; sks: number; idProdi: number | null }) {
  await db
    .update(mataKuliah)
    .set(set)
    .where(and(eq(mataKuliah.collegeId, collegeId), eq(mataKuliah.id, id)));
}
