import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { kelasJadwal, kelasKuliah, periode, pertemuan, rencanaPembelajaran, sesiKuliah } from '../../db/schema';

// ---------------------------------------------------------------------------------------------------------------
// Generation inputs

export async function lockKelasForGenerate(db: Db, collegeId: number, idKelasKuliah: string) {
  const [row] = await db
    .select({
      id: kelasKuliah.id,
      periode: kelasKuliah.periode,
      modeKuliah: kelasKuliah.modeKuliah,
      idMataKuliah: kelasKuliah.idMataKuliah,
      mkNama: kelasKuliah.mkNama,
      labelNama: kelasKuliah.labelNama,
    })
    .from(kelasKuliah)
    .where(and(eq(kelasKuliah.id, idKelasKuliah), eq(kelasKuliah.collegeId, collegeId)))
    .for('update');
  return row;
}

export async function findPeriode(db: Db, collegeId: number, kode: number) {
  const [row] = await db.select().from(periode).where(and(eq(periode.collegeId, collegeId), eq(periode.kode, kode)));
  return row;
}

export async function findJadwalKelas(db: Db, idKelasKuliah: string) {
  return db.select().from(kelasJadwal).where(eq(kelasJadwal.idKelasKuliah, idKelasKuliah)).orderBy(asc(kelasJadwal.hari), asc(kelasJadwal.jamMulai));
}

export async function findRencanaMakul(db: Db, collegeId: number, idMataKuliah: number) {
  return db
    .select({ pertemuan_ke: rencanaPembelajaran.pertemuanKe, kategori: rencanaPembelajaran.kategori, materi: rencanaPembelajaran.materi })
    .from(rencanaPembelajaran)
    .where(and(eq(rencanaPembelajaran.collegeId, collegeId), eq(rencanaPembelajaran.idMataKuliah, idMataKuliah)))
    .orderBy(asc(rencanaPembelajaran.pertemuanKe));
}

export async function findSesiAll(db: Db, collegeId: number) {
  return db.select().from(sesiKuliah).where(eq(sesiKuliah.collegeId, collegeId));
}

export async function findPertemuanNomorStatus(db: Db, collegeId: number, idKelasKuliah: string) {
  return db
    .select({ id: pertemuan.id, nomor: pertemuan.nomor, status: pertemuan.status })
    .from(pertemuan)
    .where(and(eq(pertemuan.collegeId, collegeId), eq(pertemuan.idKelasKuliah, idKelasKuliah)));
}

export async function insertPertemuan(db: Db, rows: (typeof pertemuan.$inferInsert)[]) {
  if (rows.length) await db.insert(pertemuan).values(rows);
}

export async function deletePertemuanByIds(db: Db, collegeId: number, ids: number[]) {
  if (ids.length) await db.delete(pertemuan).where(and(eq(pertemuan.collegeId, collegeId), inArray(pertemuan.id, ids)));
}
