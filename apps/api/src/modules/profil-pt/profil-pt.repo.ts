import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { colleges, files } from '../../db/schema';

/** The institution's profile, read fresh (the request context keeps the college row for 30 s). */
export async function findProfilCollege(db: Db, collegeId: number) {
  const [row] = await db
    .select({
      judul: colleges.judul,
      nama: colleges.nama,
      singkatan: colleges.singkatan,
      alamat: colleges.alamat,
      email: colleges.email,
      telepon: colleges.telepon,
      logoUrl: colleges.logoUrl,
    })
    .from(colleges)
    .where(eq(colleges.id, collegeId));
  return row;
}

export async function updateProfilCollege(db: Db, collegeId: number, set: Partial<Pick<typeof colleges.$inferInsert, 'judul' | 'nama' | 'singkatan' | 'alamat' | 'email' | 'telepon' | 'logoUrl'>>) {
  await db.update(colleges).set(set).where(eq(colleges.id, collegeId));
}

/** The college row locked, so two logo uploads replace one another in order. */
export async function lockCollegeLogo(db: Db, collegeId: number) {
  const [row] = await db.select({ logoUrl: colleges.logoUrl }).from(colleges).where(eq(colleges.id, collegeId)).for('update');
  return row;
}

/** A live logo file of the college. */
export async function findLogoFile(db: Db, collegeId: number, fileId: string) {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.collegeId, collegeId), eq(files.kind, 'logo_perguruan_tinggi'), isNull(files.deletedAt)));
  return row;
}
