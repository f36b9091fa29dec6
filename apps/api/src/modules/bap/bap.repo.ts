import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { colleges, kelasKuliah, mataKuliah, penandatanganProdi, prodi, segelBap, tandaTanganPengguna, templateBap } from '../../db/schema';

/** Queries of the BAP module; every function filters by college. */

/** The programme of the class's course (whose signatory signs its BAP). */
export async function findProdiKelas(db: Db, collegeId: number, idKelas: string) {
  const [row] = await db
    .select({ idProdi: mataKuliah.idProdi })
    .from(kelasKuliah)
    .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
    .where(and(eq(kelasKuliah.id, idKelas), eq(kelasKuliah.collegeId, collegeId)));
  return row?.idProdi ?? null;
}

export async function findPenandatangan(db: Db, collegeId: number, idProdi: number) {
  const [row] = await db
    .select({
      idProdi: prodi.id,
      nama: prodi.nama,
      jenjang: prodi.jenjang,
      penandatangan: prodi.penandatangan,
      nip: penandatanganProdi.nip,
      jabatan: penandatanganProdi.jabatan,
      pngBase64: penandatanganProdi.pngBase64,
      updatedAt: penandatanganProdi.updatedAt,
    })
    .from(prodi)
    .leftJoin(penandatanganProdi, eq(penandatanganProdi.idProdi, prodi.id))
    .where(and(eq(prodi.id, idProdi), eq(prodi.collegeId, collegeId)));
  return row ?? null;
}
export type PenandatanganRow = NonNullable<Awaited<ReturnType<typeof findPenandatangan>>>;

/** Locks the programme row for the rest of the transaction (one writer of its signatory at a time). */
export async function lockProdi(db: Db, collegeId: number, idProdi: number) {
  const [row] = await db
    .select({ id: prodi.id, nama: prodi.nama })
    .from(prodi)
    .where(and(eq(prodi.id, idProdi), eq(prodi.collegeId, collegeId)))
    .for('update');
  return row ?? null;
}

export async function simpanPenandatangan(
  db: Db,
  v: { collegeId: number; idProdi: number; nama: string; nip: string; jabatan: string; pngBase64: string | null | undefined; userId: number | null },
) {
  await db.update(prodi).set({ penandatangan: v.nama }).where(and(eq(prodi.id, v.idProdi), eq(prodi.collegeId, v.collegeId)));
  const png = v.pngBase64 === undefined ? {} : { pngBase64: v.pngBase64 };
  await db
    .insert(penandatanganProdi)
    .values({ idProdi: v.idProdi, collegeId: v.collegeId, nip: v.nip, jabatan: v.jabatan, pngBase64: v.pngBase64 ?? null, updatedBy: v.userId })
    .onConflictDoUpdate({ target: penandatanganProdi.idProdi, set: { nip: v.nip, jabatan: v.jabatan, ...png, updatedAt: new Date(), updatedBy: v.userId } });
}

export async function findTandaTangan(db: Db, collegeId: number, userId: number) {
  const [row] = await db
    .select()
    .from(tandaTanganPengguna)
    .where(and(eq(tandaTanganPengguna.userId, userId), eq(tandaTanganPengguna.collegeId, collegeId)));
  return row ?? null;
}

export async function simpanTandaTangan(db: Db, collegeId: number, userId: number, pngBase64: string) {
  await db
    .insert(tandaTanganPengguna)
    .values({ userId, collegeId, pngBase64 })
    .onConflictDoUpdate({ target: tandaTanganPengguna.userId, set: { pngBase64, updatedAt: new Date() } });
}

export async function hapusTandaTangan(db: Db, collegeId: number, userId: number) {
  const rows = await db
    .delete(tandaTanganPengguna)
    .where(and(eq(tandaTanganPengguna.userId, userId), eq(tandaTanganPengguna.collegeId, collegeId)))
    .returning({ userId: tandaTanganPengguna.userId });
  return rows.length > 0;
}

export async function findTemplate(db: Db, collegeId: number) {
  const [row] = await db.select().from(templateBap).where(eq(templateBap.collegeId, collegeId));
  return row ?? null;
}

export async function simpanTemplate(db: Db, collegeId: number, isi: string, userId: number | null) {
  await db
    .insert(templateBap)
    .values({ collegeId, isi, updatedBy: userId })
    .onConflictDoUpdate({ target: templateBap.collegeId, set: { isi, updatedAt: new Date(), updatedBy: userId } });
}

export async function hapusTemplate(db: Db, collegeId: number) {
  const rows = await db.delete(templateBap).where(eq(templateBap.collegeId, collegeId)).returning({ c: templateBap.collegeId });
  return rows.length > 0;
}

export async function insertSegel(db: Db, v: typeof segelBap.$inferInsert) {
  const [row] = await db.insert(segelBap).values(v).returning();
  return row!;
}

/** A seal by its code (codes are unique across colleges) with its college's name. */
export async function findSegel(db: Db, kode: string) {
  const [row] = await db
    .select({ s: segelBap, namaPt: colleges.nama })
    .from(segelBap)
    .innerJoin(colleges, eq(colleges.id, segelBap.collegeId))
    .where(eq(segelBap.kode, kode));
  return row ?? null;
}

/** The newest seal of a variant (segel_bap_varian_idx). */
export async function findSegelTerbaru(db: Db, collegeId: number, varian: string) {
  const [row] = await db
    .select({ kode: segelBap.kode, dibuatPada: segelBap.dibuatPada })
    .from(segelBap)
    .where(and(eq(segelBap.collegeId, collegeId), eq(segelBap.varian, varian)))
    .orderBy(desc(segelBap.dibuatPada), desc(segelBap.id))
    .limit(1);
  return row ?? null;
}

export const countSegel = async (db: Db, collegeId: number) =>
  Number((await db.select({ n: sql<number>`count(*)` }).from(segelBap).where(eq(segelBap.collegeId, collegeId)))[0]?.n ?? 0);
