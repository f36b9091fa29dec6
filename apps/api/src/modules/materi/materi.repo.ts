import { and, asc, desc, eq, gt, ilike, inArray, lt, lte, min, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared, runNamed } from '../../db/prepared';
import { colleges, files, jenisKelas, kelasKuliah, labelKelas, mataKuliah, materi, materiProgres, materiTiket, pertemuan, users } from '../../db/schema';
import { runPage, totalOver } from '../../lib/page-query';
import { kelasScopeCondition, type ScopeKelas } from '../kelas/kelas-akses';

/**
 * Queries of the materials module: materials with their meeting, class and file, a student's progress, stream
 * tickets. Who may see which class is kelas-akses's business; the list takes its scope as a ready SQL condition.
 */

const itemCols = {
  m: materi,
  pNomor: pertemuan.nomor,
  pJudul: pertemuan.judul,
  pJenis: pertemuan.jenis,
  kkPeriode: kelasKuliah.periode,
  mkId: mataKuliah.id,
  mkKode: mataKuliah.kode,
  mkNama: mataKuliah.nama,
  labelNama: labelKelas.nama,
  jenisKelasNama: jenisKelas.nama,
  creatorNama: users.nama,
  creatorUsername: users.username,
  fileNama: files.originalName,
  fileSize: files.size,
};

const nullTime = sql<Date | null>`null::timestamptz`;
const nullReal = sql<number | null>`null::real`;

/** A material with its meeting, class, creator and file; with `idUser`, that user's use of it (fulfilled, played). */
function itemQuery(db: Db, idUser?: number) {
  const pakai = idUser !== undefined;
  return db
    .select({
      ...itemCols,
      selesaiPada: pakai ? materiProgres.selesaiPada : nullTime,
      persen: pakai ? sql<number | null>`${materiProgres.persen}` : nullReal,
    })
    .from(materi)
    .innerJoin(pertemuan, eq(pertemuan.id, materi.idPertemuan))
    .innerJoin(kelasKuliah, eq(kelasKuliah.id, materi.idKelasKuliah))
    .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
    .innerJoin(labelKelas, eq(labelKelas.id, kelasKuliah.idLabelKelas))
    .innerJoin(jenisKelas, eq(jenisKelas.id, kelasKuliah.idJenisKelas))
    .leftJoin(users, eq(users.id, materi.createdBy))
    .leftJoin(files, eq(files.id, materi.idFile))
    .leftJoin(materiProgres, and(eq(materiProgres.idMateri, materi.id), eq(materiProgres.idUser, idUser ?? 0)));
}

export type MateriRow = Awaited<ReturnType<typeof findMateri>> & {};

export async function findMateri(db: Db, collegeId: number, id: number, idUser?: number) {
  const [row] = await itemQuery(db, idUser).where(and(eq(materi.id, id), eq(materi.collegeId, collegeId)));
  return row ?? null;
}

/** escape % _ \ so a search term matches literally */
const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type FilterMateri = {
  idPertemuan?: number;
  idKelas?: string;
  excludeKelas?: string;
  idMataKuliah?: number;
  search?: string;
  tipe?: string;
  /** The caller's class scope; undefined when the caller's access to one class or meeting was checked already. */
  scope?: ScopeKelas;
  /** Students: only materials displayed by then. */
  tampilSebelum?: Date | null;
  /** 'tampil': a meeting's list (display order); 'terbaru': the copy table (newest first). */
  urutan: 'tampil' | 'terbaru';
};

function whereMateri(collegeId: number, f: FilterMateri) {
  return and(
    eq(materi.collegeId, collegeId),
    f.idPertemuan !== undefined ? eq(materi.idPertemuan, f.idPertemuan) : undefined,
    f.idKelas !== undefined ? eq(materi.idKelasKuliah, f.idKelas) : undefined,
    f.excludeKelas !== undefined ? ne(materi.idKelasKuliah, f.excludeKelas) : undefined,
    f.idMataKuliah !== undefined
      ? sql`exists (select 1 from ${kelasKuliah} where ${kelasKuliah.id} = ${materi.idKelasKuliah} and ${kelasKuliah.idMataKuliah} = ${f.idMataKuliah})`
      : undefined,
    f.tipe !== undefined ? eq(materi.tipeFile, f.tipe) : undefined,
    f.search ? or(ilike(materi.judul, likePattern(f.search)), ilike(materi.deskripsi, likePattern(f.search))) : undefined,
    f.scope ? kelasScopeCondition(f.scope, materi.idKelasKuliah) : undefined,
    f.tampilSebelum ? lte(materi.waktuMulaiTampil, f.tampilSebelum) : undefined,
  );
}

/**
 * One page of the list without anyone's progress (the part the read cache shares between viewers): the page's ids
 * on the material table alone (narrow, index-backed), then their details for those rows only.
 */
export async function findMateriPage(db: Db, collegeId: number, f: FilterMateri, page: { limit?: number; offset: number }) {
  const where = whereMateri(collegeId, f);
  const order = f.urutan === 'tampil' ? [asc(materi.waktuMulaiTampil), asc(materi.id)] : [desc(materi.createdAt), desc(materi.id)];
  const ids = db.select({ id: materi.id, total: totalOver() }).from(materi).where(where).orderBy(...order).$dynamic();
  const countAll = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(materi).where(where))[0]?.n ?? 0;
  const { rows, total } = await runPage(ids, page, countAll);
  const detail = await findMateriBersama(db, collegeId, rows.map((r) => r.id));
  const byId = new Map(detail.map((d) => [d.m.id, d]));
  return { rows: rows.flatMap((r) => byId.get(r.id) ?? []), total };
}

/** Materials by id with their meeting, class, creator and file, no progress: one prepared statement for any page. */
async function findMateriBersama(db: Db, collegeId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const q = prepared(db, 'materi_bersama', () =>
    itemQuery(db)
      .where(and(eq(materi.collegeId, sql.placeholder('collegeId')), sql`${materi.id} = any(${sql.placeholder('ids')}::int[])`))
      .prepare('materi_bersama'),
  );
  return q.execute({ collegeId, ids });
}

/**
 * A student's filter (`tampilSebelum`) changes its rows when a material matching the rest of it reaches its display
 * time: the first such instant after `now`, or null when none is to come.
 */
export async function findTampilBerikut(db: Db, collegeId: number, f: FilterMateri, now: Date): Promise<Date | null> {
  const where = and(whereMateri(collegeId, { ...f, tampilSebelum: null }), gt(materi.waktuMulaiTampil, now));
  const [row] = await runNamed(db.select({ t: min(materi.waktuMulaiTampil) }).from(materi).where(where));
  return row?.t ?? null;
}

/** One user's use of the given materials (a list page's fresh part: progress rows have no data version). */
export async function findPemakaian(db: Db, idUser: number, ids: number[]) {
  if (ids.length === 0) return [];
  const q = prepared(db, 'materi_pemakaian', () =>
    db
      .select({ idMateri: materiProgres.idMateri, selesaiPada: materiProgres.selesaiPada, persen: sql<number | null>`${materiProgres.persen}` })
      .from(materiProgres)
      .where(and(eq(materiProgres.idUser, sql.placeholder('idUser')), sql`${materiProgres.idMateri} = any(${sql.placeholder('ids')}::int[])`))
      .prepare('materi_pemakaian'),
  );
  return q.execute({ idUser, ids });
}

/** Materials by id (a page, the copy's sources), of the college only; with `idUser`, that user's progress row. */
export async function findMateriByIds(db: Db, collegeId: number, ids: number[], idUser?: number) {
  if (ids.length === 0) return [];
  return itemQuery(db, idUser).where(and(eq(materi.collegeId, collegeId), inArray(materi.id, ids)));
}

/** What the material rules need of a meeting: its class, kind (online/offline) and status. */
export async function findPertemuanMateri(db: Db, collegeId: number, id: number) {
  const [row] = await db
    .select({ id: pertemuan.id, idKelasKuliah: pertemuan.idKelasKuliah, nomor: pertemuan.nomor, jenis: pertemuan.jenis, status: pertemuan.status })
    .from(pertemuan)
    .where(and(eq(pertemuan.id, id), eq(pertemuan.collegeId, collegeId)));
  return row ?? null;
}

export async function insertMateri(db: Db, values: typeof materi.$inferInsert) {
  const [row] = await db.insert(materi).values(values).returning({ id: materi.id });
  return row!.id;
}

/** Locks the material for the rest of the transaction (concurrent edits serialise on it). */
export async function lockMateri(db: Db, collegeId: number, id: number) {
  const [row] = await db
    .select()
    .from(materi)
    .where(and(eq(materi.id, id), eq(materi.collegeId, collegeId)))
    .for('update');
  return row ?? null;
}

export async function updateMateri(db: Db, collegeId: number, id: number, patch: Partial<typeof materi.$inferInsert>) {
  await db
    .update(materi)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(materi.id, id), eq(materi.collegeId, collegeId)));
}

export async function deleteMateri(db: Db, collegeId: number, id: number) {
  const [row] = await db
    .delete(materi)
    .where(and(eq(materi.id, id), eq(materi.collegeId, collegeId)))
    .returning({ id: materi.id, idFile: materi.idFile });
  return row ?? null;
}

/** Whether another material still uses the file (shared demo files): then it stays. */
export async function isFileMateriDipakai(db: Db, idFile: string) {
  const [row] = await db.select({ id: materi.id }).from(materi).where(eq(materi.idFile, idFile)).limit(1);
  return Boolean(row);
}

// ---------------------------------------------------------------------------------------------------------------
// A student's use

export async function findProgres(db: Db, idMateri: number, idUser: number) {
  const [row] = await db
    .select()
    .from(materiProgres)
    .where(and(eq(materiProgres.idMateri, idMateri), eq(materiProgres.idUser, idUser)));
  return row ?? null;
}

export async function lockProgres(db: Db, idMateri: number, idUser: number) {
  const [row] = await db
    .select()
    .from(materiProgres)
    .where(and(eq(materiProgres.idMateri, idMateri), eq(materiProgres.idUser, idUser)))
    .for('update');
  return row ?? null;
}

/** The card was opened: the countdown and the play reports start from `now`. */
export async function upsertProgresBuka(db: Db, values: { idMateri: number; idUser: number; collegeId: number; now: Date }) {
  const [row] = await db
    .insert(materiProgres)
    .values({ idMateri: values.idMateri, idUser: values.idUser, collegeId: values.collegeId, waktuBuka: values.now, waktuLapor: values.now, updatedAt: values.now })
    .onConflictDoUpdate({
      target: [materiProgres.idMateri, materiProgres.idUser],
      set: { waktuBuka: values.now, waktuLapor: values.now, updatedAt: values.now },
    })
    .returning();
  return row!;
}

/** The student's fact was written (or already was): the list shows 'terpenuhi' from here on. */
export async function tandaiSelesai(db: Db, values: { idMateri: number; idUser: number; collegeId: number; waktu: Date }) {
  await db
    .insert(materiProgres)
    .values({ idMateri: values.idMateri, idUser: values.idUser, collegeId: values.collegeId, selesaiPada: values.waktu })
    .onConflictDoUpdate({
      target: [materiProgres.idMateri, materiProgres.idUser],
      set: { selesaiPada: sql`coalesce(${materiProgres.selesaiPada}, excluded.selesai_pada)` },
    });
}

export async function updateProgres(db: Db, idMateri: number, idUser: number, patch: Partial<typeof materiProgres.$inferInsert>) {
  await db
    .update(materiProgres)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(materiProgres.idMateri, idMateri), eq(materiProgres.idUser, idUser)));
}

// ---------------------------------------------------------------------------------------------------------------
// Stream tickets

export async function insertTiket(db: Db, values: typeof materiTiket.$inferInsert) {
  // Expired tickets go as new ones come (an indexed range delete, usually empty).
  await db.delete(materiTiket).where(lt(materiTiket.expiresAt, new Date()));
  await db.insert(materiTiket).values(values);
}

export async function findTiket(db: Db, tokenHash: string) {
  const [row] = await db.select().from(materiTiket).where(eq(materiTiket.tokenHash, tokenHash));
  return row ?? null;
}

/** The tenant row a ticket's request runs as (a stream request carries no college-id header). */
export async function findCollege(db: Db, id: number) {
  const [row] = await db.select().from(colleges).where(eq(colleges.id, id));
  return row ?? null;
}
