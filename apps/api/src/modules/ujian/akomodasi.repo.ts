import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { akomodasiUjian, mahasiswa, users } from '../../db/schema';

/** Accommodations (extra exam minutes) of a college's students. */

export async function findAkomodasi(db: Db, collegeId: number) {
  return db
    .select({ nim: mahasiswa.nim, nama: users.nama, a: akomodasiUjian })
    .from(akomodasiUjian)
    .innerJoin(mahasiswa, eq(mahasiswa.id, akomodasiUjian.idMahasiswa))
    .innerJoin(users, eq(users.id, mahasiswa.userId))
    .where(eq(akomodasiUjian.collegeId, collegeId))
    .orderBy(asc(mahasiswa.nim));
}

export async function findMahasiswaByNim(db: Db, collegeId: number, nim: string) {
  const [m] = await db
    .select({ id: mahasiswa.id })
    .from(mahasiswa)
    .where(and(eq(mahasiswa.collegeId, collegeId), eq(mahasiswa.nim, nim)));
  return m;
}

export async function upsertAkomodasi(db: Db, collegeId: number, idMahasiswa: number, v: { tambahanMenit: number; keterangan: string; updatedBy: number | null }) {
  const values = { ...v, updatedAt: new Date() };
  await db
    .insert(akomodasiUjian)
    .values({ idMahasiswa, collegeId, ...values })
    .onConflictDoUpdate({ target: akomodasiUjian.idMahasiswa, set: values });
}

export async function deleteAkomodasi(db: Db, collegeId: number, idMahasiswa: number) {
  await db.delete(akomodasiUjian).where(and(eq(akomodasiUjian.collegeId, collegeId), eq(akomodasiUjian.idMahasiswa, idMahasiswa)));
}
