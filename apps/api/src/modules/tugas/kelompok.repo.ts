import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dosen, kelasPengajar, kelasPeserta, mahasiswa, tugasKelompok, tugasKelompokAnggota, tugasPengumpulan, users } from '../../db/schema';

/** Groups of a kelompok task and their members (join order kept in `urutan`). */

export type KelompokRow = typeof tugasKelompok.$inferSelect;

export async function listKelompok(db: Db, collegeId: number, idTugas: number, onlyIds?: number[]) {
  if (onlyIds && onlyIds.length === 0) return [];
  return db
    .select()
    .from(tugasKelompok)
    .where(and(eq(tugasKelompok.collegeId, collegeId), eq(tugasKelompok.idTugas, idTugas), onlyIds ? inArray(tugasKelompok.id, onlyIds) : undefined))
    .orderBy(asc(tugasKelompok.id));
}

export async function findKelompok(db: Db, collegeId: number, idTugas: number, id: number, lock = false) {
  const q = db
    .select()
    .from(tugasKelompok)
    .where(and(eq(tugasKelompok.id, id), eq(tugasKelompok.idTugas, idTugas), eq(tugasKelompok.collegeId, collegeId)));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** Members of the task's groups (or of some groups), in join order, with the student's name, nim and avatar. */
export async function listAnggota(db: Db, idTugas: number, idKelompok?: number[]) {
  if (idKelompok && idKelompok.length === 0) return [];
  return db
    .select({
      idKelompok: tugasKelompokAnggota.idKelompok,
      idMahasiswa: tugasKelompokAnggota.idMahasiswa,
      jabatan: tugasKelompokAnggota.jabatan,
      urutan: tugasKelompokAnggota.urutan,
      idUser: users.id,
      nama: users.nama,
      avatarUrl: users.avatarUrl,
      nim: mahasiswa.nim,
    })
    .from(tugasKelompokAnggota)
    .innerJoin(mahasiswa, eq(mahasiswa.id, tugasKelompokAnggota.idMahasiswa))
    .innerJoin(users, eq(users.id, mahasiswa.userId))
    .where(and(eq(tugasKelompokAnggota.idTugas, idTugas), idKelompok ? inArray(tugasKelompokAnggota.idKelompok, idKelompok) : undefined))
    .orderBy(asc(tugasKelompokAnggota.idKelompok), asc(tugasKelompokAnggota.urutan));
}

/** The group of a student on a task, or undefined. */
export async function findKelompokMahasiswa(db: Db, idTugas: number, idMahasiswa: number) {
  const [row] = await db
    .select({ idKelompok: tugasKelompokAnggota.idKelompok, jabatan: tugasKelompokAnggota.jabatan, nama: tugasKelompok.nama })
    .from(tugasKelompokAnggota)
    .innerJoin(tugasKelompok, eq(tugasKelompok.id, tugasKelompokAnggota.idKelompok))
    .where(and(eq(tugasKelompokAnggota.idTugas, idTugas), eq(tugasKelompokAnggota.idMahasiswa, idMahasiswa)));
  return row;
}

export async function insertKelompok(db: Db, values: (typeof tugasKelompok.$inferInsert)[]) {
  if (values.length === 0) return [];
  return db.insert(tugasKelompok).values(values).returning();
}

export async function renameKelompok(db: Db, id: number, nama: string) {
  await db.update(tugasKelompok).set({ nama }).where(eq(tugasKelompok.id, id));
}

export async function deleteKelompokByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return;
  await db.delete(tugasKelompok).where(inArray(tugasKelompok.id, ids));
}

/** Adds members (any earlier membership of theirs on the task must be removed first). */
export async function insertAnggota(db: Db, values: { idTugas: number; idKelompok: number; idMahasiswa: number; jabatan: string }[]) {
  if (values.length === 0) return;
  await db.insert(tugasKelompokAnggota).values(values);
}

export async function deleteAnggota(db: Db, idTugas: number, idMahasiswa: number[]) {
  if (idMahasiswa.length === 0) return [];
  return db
    .delete(tugasKelompokAnggota)
    .where(and(eq(tugasKelompokAnggota.idTugas, idTugas), inArray(tugasKelompokAnggota.idMahasiswa, idMahasiswa)))
    .returning({ idKelompok: tugasKelompokAnggota.idKelompok, idMahasiswa: tugasKelompokAnggota.idMahasiswa });
}

export async function setJabatan(db: Db, idTugas: number, idKelompok: number, ketua: number | null) {
  await db
    .update(tugasKelompokAnggota)
    .set({ jabatan: sql`case when ${tugasKelompokAnggota.idMahasiswa} = ${ketua ?? -1} then 'ketua' else 'anggota' end` })
    .where(and(eq(tugasKelompokAnggota.idTugas, idTugas), eq(tugasKelompokAnggota.idKelompok, idKelompok)));
}

/** Groups of the task that handed something in (they cannot be deleted or regenerated). */
export async function kelompokDenganPengumpulan(db: Db, idTugas: number) {
  const rows = await db
    .select({ idKelompok: tugasPengumpulan.idKelompok })
    .from(tugasPengumpulan)
    .where(and(eq(tugasPengumpulan.idTugas, idTugas), sql`${tugasPengumpulan.idKelompok} is not null`));
  return new Set(rows.map((r) => r.idKelompok!));
}

/** Students of the class (id, user, name, nim, avatar) by name; `ids` narrows to those. */
export async function listPesertaKelas(db: Db, collegeId: number, idKelasKuliah: string, ids?: number[]) {
  if (ids && ids.length === 0) return [];
  return db
    .select({ idMahasiswa: mahasiswa.id, idUser: users.id, nama: users.nama, nim: mahasiswa.nim, avatarUrl: users.avatarUrl })
    .from(kelasPeserta)
    .innerJoin(mahasiswa, eq(mahasiswa.id, kelasPeserta.idMahasiswa))
    .innerJoin(users, eq(users.id, mahasiswa.userId))
    .where(and(eq(kelasPeserta.idKelasKuliah, idKelasKuliah), eq(mahasiswa.collegeId, collegeId), ids ? inArray(mahasiswa.id, ids) : undefined))
    .orderBy(asc(users.nama), asc(mahasiswa.nim));
}

/** A group of the college by id alone (the chat group id of a task group is the group's id). */
export async function findKelompokById(db: Db, collegeId: number, id: number) {
  const [row] = await db
    .select()
    .from(tugasKelompok)
    .where(and(eq(tugasKelompok.id, id), eq(tugasKelompok.collegeId, collegeId)));
  return row;
}

/** User ids of the class's teachers (the lecturers of a task group's chat). */
export async function listPengajarUserIds(db: Db, idKelasKuliah: string) {
  const rows = await db
    .select({ userId: dosen.userId })
    .from(kelasPengajar)
    .innerJoin(dosen, eq(dosen.id, kelasPengajar.idDosen))
    .where(eq(kelasPengajar.idKelasKuliah, idKelasKuliah));
  return rows.map((r) => r.userId);
}
