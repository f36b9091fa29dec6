import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bankSoal, bankSoalSoal, dosen, files, kelasKuliah, kelasPengajar, mataKuliah, prodi, users, type SoalData } from '../../db/schema';
import { totalOver } from '../../lib/page-query';

/** Queries of the question bank. Every function takes the db or a transaction and filters by college. */

export type BankRow = typeof bankSoal.$inferSelect;
export type SoalRow = typeof bankSoalSoal.$inferSelect;

/** The lecturer row of a user (null for anyone who is not a lecturer of the college). */
export async function findDosenByUser(db: Db, collegeId: number, userId: number) {
  const [row] = await db
    .select({ id: dosen.id })
    .from(dosen)
    .where(and(eq(dosen.collegeId, collegeId), eq(dosen.userId, userId)));
  return row ?? null;
}

export async function findDosen(db: Db, collegeId: number, idDosen: number) {
  const [row] = await db
    .select({ id: dosen.id, userId: dosen.userId, nidn: dosen.nidn, nama: users.nama, gelarDepan: users.gelarDepan, gelarAkademik: users.gelarAkademik })
    .from(dosen)
    .innerJoin(users, eq(users.id, dosen.userId))
    .where(and(eq(dosen.collegeId, collegeId), eq(dosen.id, idDosen)));
  return row ?? null;
}

/**
 * Courses a lecturer teaches: a teacher of any class of the course (any period), or its coordinator or RPS
 * developer. As a subquery of course ids.
 */
export function makulDiampuSql(collegeId: number, idDosen: number): SQL {
  return sql`(
    select ${kelasKuliah.idMataKuliah} from ${kelasPengajar}
      join ${kelasKuliah} on ${kelasKuliah.id} = ${kelasPengajar.idKelasKuliah}
      where ${kelasPengajar.idDosen} = ${idDosen} and ${kelasKuliah.collegeId} = ${collegeId}
    union
    select ${mataKuliah.id} from ${mataKuliah}
      where ${mataKuliah.collegeId} = ${collegeId}
        and (${mataKuliah.idDosenKoordinator} = ${idDosen} or ${mataKuliah.idDosenPengembangRps} = ${idDosen})
  )`;
}

export async function isMakulDiampu(db: Db, collegeId: number, idDosen: number, idMataKuliah: number) {
  const rows = await db
    .select({ id: mataKuliah.id })
    .from(mataKuliah)
    .where(and(eq(mataKuliah.collegeId, collegeId), eq(mataKuliah.id, idMataKuliah), sql`${mataKuliah.id} in ${makulDiampuSql(collegeId, idDosen)}`));
  return rows.length > 0;
}

/** Courses for the bank dialog and the filter: of one lecturer, or every course of the college. */
export async function findMataKuliahRef(
  db: Db,
  collegeId: number,
  f: { idDosen?: number; search?: string },
  page: { limit?: number; offset: number },
) {
  const conds: SQL[] = [eq(mataKuliah.collegeId, collegeId)];
  if (f.idDosen !== undefined) conds.push(sql`${mataKuliah.id} in ${makulDiampuSql(collegeId, f.idDosen)}`);
  if (f.search) conds.push(or(ilike(mataKuliah.nama, `%${f.search}%`), ilike(mataKuliah.kode, `%${f.search}%`))!);
  let q = db
    .select({ id: mataKuliah.id, kode: mataKuliah.kode, nama: mataKuliah.nama, idProdi: mataKuliah.idProdi, prodi: prodi.nama, total: totalOver() })
    .from(mataKuliah)
    .leftJoin(prodi, eq(prodi.id, mataKuliah.idProdi))
    .where(and(...conds))
    .orderBy(asc(mataKuliah.kode))
    .$dynamic();
  if (page.limit !== undefined) q = q.limit(page.limit);
  if (page.offset) q = q.offset(page.offset);
  return q;
}

/** Periods in which a lecturer teaches, newest first. */
export async function findPeriodeMengajar(db: Db, collegeId: number, idDosen: number) {
  const rows = await db
    .selectDistinct({ periode: kelasKuliah.periode })
    .from(kelasPengajar)
    .innerJoin(kelasKuliah, eq(kelasKuliah.id, kelasPengajar.idKelasKuliah))
    .where(and(eq(kelasKuliah.collegeId, collegeId), eq(kelasPengajar.idDosen, idDosen)))
    .orderBy(desc(kelasKuliah.periode));
  return rows.map((r) => r.periode);
}

/** Lecturers of the college (the operator's Dosen picker), optionally searched by name or NIDN. */
export async function findDosenRef(db: Db, collegeId: number, search?: string) {
  const conds: SQL[] = [eq(dosen.collegeId, collegeId)];
  if (search) conds.push(or(ilike(users.nama, `%${search}%`), ilike(dosen.nidn, `%${search}%`))!);
  return db
    .select({ id: dosen.id, userId: dosen.userId, nidn: dosen.nidn, nama: users.nama, gelarDepan: users.gelarDepan, gelarAkademik: users.gelarAkademik })
    .from(dosen)
    .innerJoin(users, eq(users.id, dosen.userId))
    .where(and(...conds))
    .orderBy(asc(users.nama));
}

const jumlahSoal = sql<number>`(select count(*) from ${bankSoalSoal} where ${bankSoalSoal.idBankSoal} = ${bankSoal.id})`.mapWith(Number);

const bankColumns = {
  bank: bankSoal,
  dosenUserId: dosen.userId,
  dosenNama: users.nama,
  dosenGelarDepan: users.gelarDepan,
  dosenGelarAkademik: users.gelarAkademik,
  makulKode: mataKuliah.kode,
  makulNama: mataKuliah.nama,
  makulIdProdi: mataKuliah.idProdi,
  prodiNama: prodi.nama,
  jumlahSoal,
};

function bankSelect(db: Db) {
  return db
    .select({ ...bankColumns, total: totalOver() })
    .from(bankSoal)
    .innerJoin(dosen, eq(dosen.id, bankSoal.idDosen))
    .innerJoin(users, eq(users.id, dosen.userId))
    .innerJoin(mataKuliah, eq(mataKuliah.id, bankSoal.idMataKuliah))
    .leftJoin(prodi, eq(prodi.id, mataKuliah.idProdi));
}
export type BankListRow = Awaited<ReturnType<typeof findBankPage>>[number];

/**
 * A page of banks, newest first. `scope` limits what a lecturer sees (own banks, or shown banks of courses they
 * teach); operators pass none.
 */
export async function findBankPage(
  db: Db,
  collegeId: number,
  f: { scope?: SQL; search?: string; idMataKuliah?: number[]; idProdi?: number[] },
  page: { limit?: number; offset: number },
) {
  const conds: SQL[] = [eq(bankSoal.collegeId, collegeId)];
  if (f.scope) conds.push(f.scope);
  if (f.search) conds.push(or(ilike(bankSoal.judul, `%${f.search}%`), ilike(users.nama, `%${f.search}%`), ilike(users.username, `%${f.search}%`))!);
  if (f.idMataKuliah?.length) conds.push(inArray(bankSoal.idMataKuliah, f.idMataKuliah));
  if (f.idProdi?.length) conds.push(inArray(mataKuliah.idProdi, f.idProdi));
  let q = bankSelect(db).where(and(...conds)).orderBy(desc(bankSoal.createdAt), desc(bankSoal.id)).$dynamic();
  if (page.limit !== undefined) q = q.limit(page.limit);
  if (page.offset) q = q.offset(page.offset);
  return q;
}

/** What a lecturer may see: own banks, and shown banks of the courses they teach. */
export function scopeDosen(collegeId: number, idDosen: number): SQL {
  return or(eq(bankSoal.idDosen, idDosen), and(eq(bankSoal.dibagikan, true), sql`${bankSoal.idMataKuliah} in ${makulDiampuSql(collegeId, idDosen)}`))!;
}

export async function findBankView(db: Db, collegeId: number, id: number) {
  const [row] = await bankSelect(db).where(and(eq(bankSoal.collegeId, collegeId), eq(bankSoal.id, id)));
  return row ?? null;
}

/** The bank row locked for the write (serialises question numbering and the 100 cap). */
export async function lockBank(db: Db, collegeId: number, id: number) {
  const [row] = await db
    .select()
    .from(bankSoal)
    .where(and(eq(bankSoal.collegeId, collegeId), eq(bankSoal.id, id)))
    .for('update');
  return row ?? null;
}

export async function insertBank(db: Db, values: typeof bankSoal.$inferInsert) {
  const [row] = await db.insert(bankSoal).values(values).returning();
  return row!;
}

export async function updateBank(db: Db, collegeId: number, id: number, values: Partial<typeof bankSoal.$inferInsert>) {
  await db
    .update(bankSoal)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(bankSoal.collegeId, collegeId), eq(bankSoal.id, id)));
}

export async function deleteBank(db: Db, collegeId: number, id: number) {
  await db.delete(bankSoal).where(and(eq(bankSoal.collegeId, collegeId), eq(bankSoal.id, id)));
}

export async function findSoalByBank(db: Db, collegeId: number, idBank: number) {
  return db
    .select({ soal: bankSoalSoal, creatorNama: users.nama, creatorUsername: users.username })
    .from(bankSoalSoal)
    .leftJoin(users, eq(users.id, bankSoalSoal.createdBy))
    .where(and(eq(bankSoalSoal.collegeId, collegeId), eq(bankSoalSoal.idBankSoal, idBank)))
    .orderBy(asc(bankSoalSoal.urutan), asc(bankSoalSoal.id));
}
export type SoalViewRow = Awaited<ReturnType<typeof findSoalByBank>>[number];

export async function countSoal(db: Db, idBank: number) {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(bankSoalSoal).where(eq(bankSoalSoal.idBankSoal, idBank));
  return row?.n ?? 0;
}

export async function findSoal(db: Db, collegeId: number, idBank: number, idSoal: number) {
  const [row] = await db
    .select()
    .from(bankSoalSoal)
    .where(and(eq(bankSoalSoal.collegeId, collegeId), eq(bankSoalSoal.idBankSoal, idBank), eq(bankSoalSoal.id, idSoal)));
  return row ?? null;
}

export type SoalValues = { jenis: string; pertanyaan: string; data: SoalData; soalFiles: SoalRow['soalFiles'] };

/** Appends questions at the end of the bank (numbers follow the current count). */
export async function insertSoal(db: Db, collegeId: number, idBank: number, createdBy: number | null, items: SoalValues[], startAt: number) {
  if (items.length === 0) return [];
  return db
    .insert(bankSoalSoal)
    .values(items.map((s, i) => ({ collegeId, idBankSoal: idBank, urutan: startAt + i, createdBy, ...s })))
    .returning({ id: bankSoalSoal.id });
}

export async function updateSoal(db: Db, id: number, values: Partial<SoalValues>) {
  await db
    .update(bankSoalSoal)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(bankSoalSoal.id, id));
}

/** Deletes a question and closes the gap in the numbering. */
export async function deleteSoal(db: Db, idBank: number, soal: SoalRow) {
  await db.delete(bankSoalSoal).where(eq(bankSoalSoal.id, soal.id));
  await db
    .update(bankSoalSoal)
    .set({ urutan: sql`${bankSoalSoal.urutan} - 1` })
    .where(and(eq(bankSoalSoal.idBankSoal, idBank), sql`${bankSoalSoal.urutan} > ${soal.urutan}`));
}

/** Live file rows (for referencing uploaded option images and copying attachments). */
export async function findFilesByIds(db: Db, collegeId: number, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(files)
    .where(and(eq(files.collegeId, collegeId), inArray(files.id, ids), sql`${files.deletedAt} is null`));
}

/** Soft-deletes file rows no longer referenced; returns their storage keys for removal after the commit. */
export async function softDeleteFiles(db: Db, collegeId: number, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .update(files)
    .set({ deletedAt: new Date() })
    .where(and(eq(files.collegeId, collegeId), inArray(files.id, ids), sql`${files.deletedAt} is null`))
    .returning({ storageKey: files.storageKey });
}
