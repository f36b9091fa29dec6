import { and, asc, count, eq, gt, ilike, inArray, lt, lte, gte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  colleges,
  dosen,
  jenisKelas,
  kelasJadwal,
  kelasKuliah,
  kelasPengajar,
  kelasPeserta,
  labelKelas,
  mahasiswa,
  mataKuliah,
  periode,
  pertemuan,
  pertemuanTeks,
  rencanaPembelajaran,
  ruangan,
  sesiKuliah,
  users,
} from '../../db/schema';

/** Columns of the class a meeting belongs to (joined in every meeting query, never fetched per row). */
const kelasCols = {
  kkId: kelasKuliah.id,
  kkPeriode: kelasKuliah.periode,
  kkStatus: kelasKuliah.status,
  kkMode: kelasKuliah.modeKuliah,
  mkId: mataKuliah.id,
  mkKode: mataKuliah.kode,
  mkNama: mataKuliah.nama,
  labelId: labelKelas.id,
  labelNama: labelKelas.nama,
  jenisNama: jenisKelas.nama,
};

const rowCols = {
  id: pertemuan.id,
  nomor: pertemuan.nomor,
  judul: pertemuan.judul,
  kategori: pertemuan.kategori,
  jenis: pertemuan.jenis,
  status: pertemuan.status,
  waktuMulai: pertemuan.waktuMulai,
  waktuSelesai: pertemuan.waktuSelesai,
  ...kelasCols,
};


/** escape % _ \ so a search term matches literally */
export const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// ---------------------------------------------------------------------------------------------------------------
// Meetings

export async function findPertemuanDetail(db: Db, collegeId: number, id: number) {
  const [row] = await db
    .select({ p: pertemuan, ...kelasCols, ruanganNama: ruangan.nama })
    .from(pertemuan)
    .innerJoin(kelasKuliah, eq(kelasKuliah.id, pertemuan.idKelasKuliah))
    .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
    .innerJoin(labelKelas, eq(labelKelas.id, kelasKuliah.idLabelKelas))
    .innerJoin(jenisKelas, eq(jenisKelas.id, kelasKuliah.idJenisKelas))
    .leftJoin(ruangan, eq(ruangan.id, pertemuan.idRuangan))
    .where(and(eq(pertemuan.id, id), eq(pertemuan.collegeId, collegeId)));
  return row;
}

/** The meeting row itself, locked for the rest of the transaction (PUT serialises on it). */
export async function lockPertemuan(db: Db, collegeId: number, id: number) {
  const [row] = await db
    .select()
    .from(pertemuan)
    .where(and(eq(pertemuan.id, id), eq(pertemuan.collegeId, collegeId)))
    .for('update');
  return row;
}

export async function findPertemuanRingkas(db: Db, collegeId: number, id: number) {
  const [row] = await db
    .select({ id: pertemuan.id, idKelasKuliah: pertemuan.idKelasKuliah, status: pertemuan.status, nomor: pertemuan.nomor })
    .from(pertemuan)
    .where(and(eq(pertemuan.id, id), eq(pertemuan.collegeId, collegeId)));
  return row;
}

export async function updatePertemuan(db: Db, collegeId: number, id: number, patch: Partial<typeof pertemuan.$inferInsert>) {
  await db
    .update(pertemuan)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(pertemuan.id, id), eq(pertemuan.collegeId, collegeId)));
}

/**
 * Moves the status only if it still is `from` (UPDATE ... WHERE status = from): of two concurrent starts exactly
 * one gets a row back.
 */
export async function transitionPertemuan(
  db: Db,
  collegeId: number,
  id: number,
  from: string,
  patch: Partial<typeof pertemuan.$inferInsert> & { status: string },
) {
  const [row] = await db
    .update(pertemuan)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(pertemuan.id, id), eq(pertemuan.collegeId, collegeId), eq(pertemuan.status, from)))
    .returning({ id: pertemuan.id, idKelasKuliah: pertemuan.idKelasKuliah, nomor: pertemuan.nomor, status: pertemuan.status, mulaiKuliah: pertemuan.mulaiKuliah, selesaiKuliah: pertemuan.selesaiKuliah });
  return row;
}

/** Class rule: the first meeting that starts moves an akan_dimulai class to berlangsung. */
export async function markKelasBerlangsung(db: Db, collegeId: number, idKelasKuliah: string) {
  await db
    .update(kelasKuliah)
    .set({ status: 'berlangsung' })
    .where(and(eq(kelasKuliah.id, idKelasKuliah), eq(kelasKuliah.collegeId, collegeId), eq(kelasKuliah.status, 'akan_dimulai')));
}

/** Class rule: when no meeting is left unfinished the class is selesai. */
export async function markKelasSelesaiIfDone(db: Db, collegeId: number, idKelasKuliah: string) {
  await db
    .update(kelasKuliah)
    .set({ status: 'selesai' })
    .where(
      and(
        eq(kelasKuliah.id, idKelasKuliah),
        eq(kelasKuliah.collegeId, collegeId),
        ne(kelasKuliah.status, 'selesai'),
        sql`not exists (select 1 from ${pertemuan} where ${pertemuan.idKelasKuliah} = ${idKelasKuliah} and ${pertemuan.status} <> 'selesai')`,
      ),
    );
}

export async function findPengajarKelas(db: Db, idKelasKuliah: string) {
  return db
    .select({
      idDosen: kelasPengajar.idDosen,
      jabatan: kelasPengajar.jabatan,
      urutan: kelasPengajar.urutan,
      userId: users.id,
      nama: users.nama,
      gelarDepan: users.gelarDepan,
      gelarAkademik: users.gelarAkademik,
      avatarUrl: users.avatarUrl,
    })
    .from(kelasPengajar)
    .innerJoin(dosen, eq(dosen.id, kelasPengajar.idDosen))
    .innerJoin(users, eq(users.id, dosen.userId))
    .where(eq(kelasPengajar.idKelasKuliah, idKelasKuliah))
    .orderBy(asc(kelasPengajar.urutan), asc(kelasPengajar.idDosen));
}

/** Text activities per meeting, for count_activity. */
export async function countTeksByPertemuan(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: pertemuanTeks.idPertemuan, n: count() })
    .from(pertemuanTeks)
    .where(inArray(pertemuanTeks.idPertemuan, ids))
    .groupBy(pertemuanTeks.idPertemuan);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

// ---------------------------------------------------------------------------------------------------------------
// Class membership and the class itself

export async function findKelasInCollege(db: Db, collegeId: number, idKelasKuliah: string) {
  const [row] = await db
    .select(kelasCols)
    .from(kelasKuliah)
    .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
    .innerJoin(labelKelas, eq(labelKelas.id, kelasKuliah.idLabelKelas))
    .innerJoin(jenisKelas, eq(jenisKelas.id, kelasKuliah.idJenisKelas))
    .where(and(eq(kelasKuliah.id, idKelasKuliah), eq(kelasKuliah.collegeId, collegeId)));
  return row;
}

export async function isPengajarKelas(db: Db, userId: number, idKelasKuliah: string) {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(kelasPengajar)
    .innerJoin(dosen, eq(dosen.id, kelasPengajar.idDosen))
    .where(and(eq(kelasPengajar.idKelasKuliah, idKelasKuliah), eq(dosen.userId, userId)))
    .limit(1);
  return Boolean(row);
}

export async function isPesertaKelas(db: Db, userId: number, idKelasKuliah: string) {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(kelasPeserta)
    .innerJoin(mahasiswa, eq(mahasiswa.id, kelasPeserta.idMahasiswa))
    .where(and(eq(kelasPeserta.idKelasKuliah, idKelasKuliah), eq(mahasiswa.userId, userId)))
    .limit(1);
  return Boolean(row);
}

/** Classes a lecturer teaches / a student takes, as a subquery for list scoping. */
export const kelasDiajarOleh = (db: Db, userId: number) =>
  db.select({ id: kelasPengajar.idKelasKuliah }).from(kelasPengajar).innerJoin(dosen, eq(dosen.id, kelasPengajar.idDosen)).where(eq(dosen.userId, userId));
export const kelasDiikutiOleh = (db: Db, userId: number) =>
  db
    .select({ id: kelasPeserta.idKelasKuliah })
    .from(kelasPeserta)
    .innerJoin(mahasiswa, eq(mahasiswa.id, kelasPeserta.idMahasiswa))
    .where(eq(mahasiswa.userId, userId));

// ---------------------------------------------------------------------------------------------------------------
// Lists

export type PertemuanListFilter = {
  collegeId: number;
  /** Limit to the classes the user teaches / takes part in; absent for operators. */
  scope?: { kind: 'pengajar' | 'peserta'; userId: number };
  idKelasKuliah?: string[];
  periode?: number[];
  status?: string[];
  jenis?: string[];
  kategori?: string[];
  waktuAwal?: Date | null;
  waktuAkhir?: Date | null;
  search?: string;
};

function listWhere(db: Db, f: PertemuanListFilter) {
  const conds: (SQL | undefined)[] = [eq(pertemuan.collegeId, f.collegeId)];
  if (f.scope) {
    const kelas = f.scope.kind === 'pengajar' ? kelasDiajarOleh(db, f.scope.userId) : kelasDiikutiOleh(db, f.scope.userId);
    conds.push(inArray(pertemuan.idKelasKuliah, kelas));
  }
  if (f.idKelasKuliah?.length) conds.push(inArray(pertemuan.idKelasKuliah, f.idKelasKuliah));
  if (f.periode?.length) conds.push(inArray(kelasKuliah.periode, f.periode));
  if (f.status?.length) conds.push(inArray(pertemuan.status, f.status));
  if (f.jenis?.length) conds.push(inArray(pertemuan.jenis, f.jenis));
  if (f.kategori?.length) conds.push(inArray(pertemuan.kategori, f.kategori));
  if (f.waktuAwal) conds.push(gte(pertemuan.waktuMulai, f.waktuAwal));
  if (f.waktuAkhir) conds.push(lte(pertemuan.waktuMulai, f.waktuAkhir));
  if (f.search) {
    const p = likePattern(f.search);
    conds.push(or(ilike(pertemuan.judul, p), ilike(mataKuliah.nama, p), ilike(mataKuliah.kode, p)));
  }
  return and(...conds);
}

/** One page of meetings with their class (joins, no per-row queries) and the total for the same filter. */
export async function listPertemuan(db: Db, f: PertemuanListFilter, page: { limit?: number; offset: number }) {
  const where = listWhere(db, f);
  let q = db
    .select(rowCols)
    .from(pertemuan)
    .innerJoin(kelasKuliah, eq(kelasKuliah.id, pertemuan.idKelasKuliah))
    .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
    .innerJoin(labelKelas, eq(labelKelas.id, kelasKuliah.idLabelKelas))
    .innerJoin(jenisKelas, eq(jenisKelas.id, kelasKuliah.idJenisKelas))
    .where(where)
    .orderBy(asc(pertemuan.waktuMulai), asc(pertemuan.id))
    .$dynamic();
  if (page.limit) q = q.limit(page.limit).offset(page.offset);
  // Sequential on purpose: `db` may be a transaction (one connection), where parallel queries are not allowed.
  const rows = await q;
  const [total] = await db
    .select({ n: count() })
    .from(pertemuan)
    .innerJoin(kelasKuliah, eq(kelasKuliah.id, pertemuan.idKelasKuliah))
    .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
    .where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function listPertemuanKelas(db: Db, collegeId: number, idKelasKuliah: string) {
  return db
    .select(rowCols)
    .from(pertemuan)
    .innerJoin(kelasKuliah, eq(kelasKuliah.id, pertemuan.idKelasKuliah))
    .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
    .innerJoin(labelKelas, eq(labelKelas.id, kelasKuliah.idLabelKelas))
    .innerJoin(jenisKelas, eq(jenisKelas.id, kelasKuliah.idJenisKelas))
    .where(and(eq(pertemuan.collegeId, collegeId), eq(pertemuan.idKelasKuliah, idKelasKuliah)))
    .orderBy(asc(pertemuan.nomor));
}

// ---------------------------------------------------------------------------------------------------------------
// Clash search. Every query bounds waktu_mulai on both sides (meetings last at most 24 h) so it is a range scan on
// pertemuan_ruangan_waktu_idx / pertemuan_college_waktu_idx instead of a scan of the college's meetings.

export type BentrokQuery = {
  collegeId: number;
  idKelasKuliah: string;
  mulai: Date;
  selesai: Date;
  batasBawah: Date;
  idRuangan?: number | null;
  kecuali?: number | null;
};

const bentrokCols = {
  id: pertemuan.id,
  nomor: pertemuan.nomor,
  waktuMulai: pertemuan.waktuMulai,
  waktuSelesai: pertemuan.waktuSelesai,
  kkId: kelasKuliah.id,
  mkNama: mataKuliah.nama,
  labelNama: labelKelas.nama,
};

function overlap(q: BentrokQuery) {
  return and(
    gt(pertemuan.waktuMulai, q.batasBawah),
    lt(pertemuan.waktuMulai, q.selesai),
    gt(pertemuan.waktuSelesai, q.mulai),
    q.kecuali ? ne(pertemuan.id, q.kecuali) : undefined,
  );
}

export async function findBentrokRuangan(db: Db, q: BentrokQuery) {
  if (!q.idRuangan) return [];
  return db
    .select({ ...bentrokCols, ruanganNama: ruangan.nama })
    .from(pertemuan)
    .innerJoin(ruangan, eq(ruangan.id, pertemuan.idRuangan))
    .innerJoin(kelasKuliah, eq(kelasKuliah.id, pertemuan.idKelasKuliah))
    .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
    .innerJoin(labelKelas, eq(labelKelas.id, kelasKuliah.idLabelKelas))
    .where(and(eq(pertemuan.idRuangan, q.idRuangan), eq(pertemuan.collegeId, q.collegeId), ne(pertemuan.idKelasKuliah, q.idKelasKuliah), overlap(q)))
    .orderBy(asc(pertemuan.waktuMulai), asc(pertemuan.id));
}

/** One row per (meeting, shared lecturer). */
export async function findBentrokDosen(db: Db, q: BentrokQuery) {
  const kpTarget = alias(kelasPengajar, 'kp_target');
  return db
    .select({ ...bentrokCols, namaDosen: users.nama, gelarDepan: users.gelarDepan, gelarAkademik: users.gelarAkademik })
    .from(pertemuan)
    .innerJoin(kelasPengajar, eq(kelasPengajar.idKelasKuliah, pertemuan.idKelasKuliah))
    .innerJoin(kpTarget, and(eq(kpTarget.idDosen, kelasPengajar.idDosen), eq(kpTarget.idKelasKuliah, q.idKelasKuliah)))
    .innerJoin(dosen, eq(dosen.id, kelasPengajar.idDosen))
    .innerJoin(users, eq(users.id, dosen.userId))
    .innerJoin(kelasKuliah, eq(kelasKuliah.id, pertemuan.idKelasKuliah))
    .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
    .innerJoin(labelKelas, eq(labelKelas.id, kelasKuliah.idLabelKelas))
    .where(and(eq(pertemuan.collegeId, q.collegeId), ne(pertemuan.idKelasKuliah, q.idKelasKuliah), overlap(q)))
    .orderBy(asc(pertemuan.waktuMulai), asc(pertemuan.id), asc(kelasPengajar.urutan));
}

export async function findBentrokKelas(db: Db, q: BentrokQuery) {
  return db
    .select(bentrokCols)
    .from(pertemuan)
    .innerJoin(kelasKuliah, eq(kelasKuliah.id, pertemuan.idKelasKuliah))
    .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
    .innerJoin(labelKelas, eq(labelKelas.id, kelasKuliah.idLabelKelas))
    .where(and(eq(pertemuan.collegeId, q.collegeId), eq(pertemuan.idKelasKuliah, q.idKelasKuliah), overlap(q)))
    .orderBy(asc(pertemuan.waktuMulai), asc(pertemuan.id));
}

/** Serialises schedule changes of one college so two concurrent edits cannot create a clash between them. */
export async function lockJadwalCollege(db: Db, collegeId: number) {
  await db.execute(sql`select pg_advisory_xact_lock(727300, ${collegeId})`);
}

/** Read fresh (not from the 30 s tenant cache): a changed schedule-change setting applies at once. */
export async function findPengaturanCollege(db: Db, collegeId: number) {
  const [row] = await db.select({ pengaturanKelas: colleges.pengaturanKelas, timeZone: colleges.timeZone }).from(colleges).where(eq(colleges.id, collegeId));
  return row;
}

export async function findRuanganIds(db: Db, collegeId: number, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db.select({ id: ruangan.id }).from(ruangan).where(and(eq(ruangan.collegeId, collegeId), inArray(ruangan.id, ids)));
  return new Set(rows.map((r) => r.id));
}

// ---------------------------------------------------------------------------------------------------------------
// Sessions and rooms

export async function listSesiKuliah(db: Db, collegeId: number, search: string | undefined, page: { limit?: number; offset: number }) {
  const where = and(eq(sesiKuliah.collegeId, collegeId), search ? ilike(sesiKuliah.nama, likePattern(search)) : undefined);
  let q = db.select().from(sesiKuliah).where(where).orderBy(asc(sesiKuliah.jamMulai), asc(sesiKuliah.id)).$dynamic();
  if (page.limit) q = q.limit(page.limit).offset(page.offset);
  const rows = await q;
  const [total] = await db.select({ n: count() }).from(sesiKuliah).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function listRuangan(db: Db, collegeId: number, search: string | undefined, page: { limit?: number; offset: number }) {
  const p = search ? likePattern(search) : null;
  const where = and(eq(ruangan.collegeId, collegeId), p ? or(ilike(ruangan.nama, p), ilike(ruangan.kode, p), ilike(ruangan.gedung, p)) : undefined);
  let q = db.select().from(ruangan).where(where).orderBy(asc(ruangan.nama), asc(ruangan.id)).$dynamic();
  if (page.limit) q = q.limit(page.limit).offset(page.offset);
  const rows = await q;
  const [total] = await db.select({ n: count() }).from(ruangan).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findSesiInCollege(db: Db, collegeId: number, id: number) {
  const [row] = await db.select().from(sesiKuliah).where(and(eq(sesiKuliah.id, id), eq(sesiKuliah.collegeId, collegeId)));
  return row;
}

export async function findRuanganInCollege(db: Db, collegeId: number, id: number) {
  const [row] = await db.select().from(ruangan).where(and(eq(ruangan.id, id), eq(ruangan.collegeId, collegeId)));
  return row;
}

// ---------------------------------------------------------------------------------------------------------------
// Generation inputs

export async function lockKelasForGenerate(db: Db, collegeId: number, idKelasKuliah: string) {
  const [row] = await db
    .select({ id: kelasKuliah.id, periode: kelasKuliah.periode, modeKuliah: kelasKuliah.modeKuliah, idMataKuliah: kelasKuliah.idMataKuliah })
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

// ---------------------------------------------------------------------------------------------------------------
// Text activities

const teksCols = {
  id: pertemuanTeks.id,
  idPertemuan: pertemuanTeks.idPertemuan,
  judul: pertemuanTeks.judul,
  isi: pertemuanTeks.isi,
  createdAt: pertemuanTeks.createdAt,
  updatedAt: pertemuanTeks.updatedAt,
  creatorId: users.id,
  creatorNama: users.nama,
};

export async function listTeks(db: Db, collegeId: number, idPertemuan: number) {
  return db
    .select(teksCols)
    .from(pertemuanTeks)
    .leftJoin(users, eq(users.id, pertemuanTeks.createdBy))
    .where(and(eq(pertemuanTeks.collegeId, collegeId), eq(pertemuanTeks.idPertemuan, idPertemuan)))
    .orderBy(asc(pertemuanTeks.createdAt), asc(pertemuanTeks.id));
}

export async function findTeks(db: Db, collegeId: number, idPertemuan: number, id: number) {
  const [row] = await db
    .select(teksCols)
    .from(pertemuanTeks)
    .leftJoin(users, eq(users.id, pertemuanTeks.createdBy))
    .where(and(eq(pertemuanTeks.collegeId, collegeId), eq(pertemuanTeks.idPertemuan, idPertemuan), eq(pertemuanTeks.id, id)));
  return row;
}

export async function insertTeks(db: Db, values: typeof pertemuanTeks.$inferInsert) {
  const [row] = await db.insert(pertemuanTeks).values(values).returning({ id: pertemuanTeks.id });
  return row!.id;
}

export async function updateTeks(db: Db, collegeId: number, idPertemuan: number, id: number, patch: { judul?: string; isi?: string }) {
  const rows = await db
    .update(pertemuanTeks)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(pertemuanTeks.collegeId, collegeId), eq(pertemuanTeks.idPertemuan, idPertemuan), eq(pertemuanTeks.id, id)))
    .returning({ id: pertemuanTeks.id });
  return rows.length > 0;
}

export async function deleteTeks(db: Db, collegeId: number, idPertemuan: number, id: number) {
  const rows = await db
    .delete(pertemuanTeks)
    .where(and(eq(pertemuanTeks.collegeId, collegeId), eq(pertemuanTeks.idPertemuan, idPertemuan), eq(pertemuanTeks.id, id)))
    .returning({ id: pertemuanTeks.id });
  return rows.length > 0;
}

export type PertemuanRow = Awaited<ReturnType<typeof listPertemuanKelas>>[number];
export type KelasRow = NonNullable<Awaited<ReturnType<typeof findKelasInCollege>>>;
