import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { kelasPeserta, mahasiswa, nilaiKirim, nilaiKirimBaris, nilaiKomponenAktivitas, pertemuan, users } from '../../db/schema';

/** The class's students ordered by name (the gradebook rows): user id, Siakad student id, name, nim. */
export async function listPesertaNilai(db: Db, collegeId: number, idKelas: string) {
  return db
    .select({ userId: users.id, idMahasiswa: mahasiswa.id, nama: users.nama, nim: mahasiswa.nim })
    .from(kelasPeserta)
    .innerJoin(mahasiswa, eq(mahasiswa.id, kelasPeserta.idMahasiswa))
    .innerJoin(users, eq(users.id, mahasiswa.userId))
    .where(and(eq(kelasPeserta.idKelasKuliah, idKelas), eq(mahasiswa.collegeId, collegeId)))
    .orderBy(asc(users.nama), asc(mahasiswa.nim));
}

/** Meeting numbers of the class by meeting id (the columns' meeting labels). */
export async function mapNomorPertemuan(db: Db, collegeId: number, idKelas: string) {
  const rows = await db
    .select({ id: pertemuan.id, nomor: pertemuan.nomor })
    .from(pertemuan)
    .where(and(eq(pertemuan.collegeId, collegeId), eq(pertemuan.idKelasKuliah, idKelas)));
  return new Map(rows.map((r) => [r.id, r.nomor]));
}

export async function listKomponenAktivitas(db: Db, collegeId: number, idKelas: string) {
  return db
    .select()
    .from(nilaiKomponenAktivitas)
    .where(and(eq(nilaiKomponenAktivitas.collegeId, collegeId), eq(nilaiKomponenAktivitas.idKelasKuliah, idKelas)));
}

export async function replaceKomponenAktivitas(db: Db, collegeId: number, idKelas: string, idKomponen: number, list: { jenis: string; id: string }[]) {
  await db
    .delete(nilaiKomponenAktivitas)
    .where(and(eq(nilaiKomponenAktivitas.idKelasKuliah, idKelas), eq(nilaiKomponenAktivitas.idKomponen, idKomponen)));
  if (list.length)
    await db
      .insert(nilaiKomponenAktivitas)
      .values(list.map((a) => ({ collegeId, idKelasKuliah: idKelas, idKomponen, jenisAktivitas: a.jenis, idSumber: a.id })))
      .onConflictDoNothing();
}

export async function insertKirim(db: Db, values: typeof nilaiKirim.$inferInsert) {
  const [row] = await db.insert(nilaiKirim).values(values).returning();
  return row!;
}

export async function deleteKirim(db: Db, id: number) {
  await db.delete(nilaiKirim).where(eq(nilaiKirim.id, id));
}

export async function setKirimJob(db: Db, id: number, idJob: string) {
  await db.update(nilaiKirim).set({ idJob }).where(eq(nilaiKirim.id, id));
}

export async function insertKirimBaris(db: Db, rows: (typeof nilaiKirimBaris.$inferInsert)[]) {
  if (rows.length) await db.insert(nilaiKirimBaris).values(rows);
}

export async function findKirim(db: Db, collegeId: number, id: number) {
  const [row] = await db.select().from(nilaiKirim).where(and(eq(nilaiKirim.id, id), eq(nilaiKirim.collegeId, collegeId)));
  return row ?? null;
}

export async function listBarisKirim(db: Db, idKirim: number) {
  return db.select().from(nilaiKirimBaris).where(eq(nilaiKirimBaris.idKirim, idKirim)).orderBy(asc(nilaiKirimBaris.id));
}

export async function setHasilBaris(db: Db, id: number, hasil: 'terkirim' | 'gagal', pesan: string | null) {
  await db.update(nilaiKirimBaris).set({ hasil, pesan, dikirimAt: new Date() }).where(eq(nilaiKirimBaris.id, id));
}

/** The ledger of a class, newest first (nilai_kirim_baris_kelas_idx). */
export async function findRiwayatPage(db: Db, collegeId: number, idKelas: string, idKomponen: number | undefined, page: { limit?: number; offset: number }) {
  const where = and(
    eq(nilaiKirimBaris.collegeId, collegeId),
    eq(nilaiKirimBaris.idKelasKuliah, idKelas),
    idKomponen ? eq(nilaiKirimBaris.idKomponen, idKomponen) : undefined,
  );
  const q = db
    .select({ b: nilaiKirimBaris, k: { label: nilaiKirim.labelKomponen, oleh: nilaiKirim.createdByNama, at: nilaiKirim.createdAt } })
    .from(nilaiKirimBaris)
    .innerJoin(nilaiKirim, eq(nilaiKirim.id, nilaiKirimBaris.idKirim))
    .where(where)
    .orderBy(desc(nilaiKirimBaris.id))
    .$dynamic();
  const rows = await (page.limit === undefined ? q.offset(page.offset) : q.limit(page.limit).offset(page.offset));
  const [c] = await db.select({ n: count() }).from(nilaiKirimBaris).where(where);
  return { rows, total: c?.n ?? 0 };
}

