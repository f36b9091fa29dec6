import { and, asc, count, desc, eq, gte, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { StatusVidcon } from '@lms/shared';
import type { Db } from '../../db/client';
import { prepared, preparedSql, runNamed } from '../../db/prepared';
import { jenisKelas, kelasKuliah, kelasPeserta, labelKelas, mahasiswa, mataKuliah, pertemuan, users, vidcon, vidconJoin } from '../../db/schema';
import { kolomVersi, type RuangCache } from '../../lib/read-cache';
import { kelasScopeCondition, type ScopeKelas } from '../kelas/kelas-akses';

/**
 * Vidcon rows, their joins and the lists. Who may see which class is kelas-akses's business (its scope condition),
 * never a query here; every function filters by college.
 */

const joinSaya = alias(vidconJoin, 'vidcon_join_saya');

/** escape % _ \ so a search term matches literally */
const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const ROLE_PESERTA = 'ROLE_MAHASISWA';

type Orang = { nama: string; username: string };

/** Columns of a vidcon as lists and cards show it; `idUser` picks the caller's own join. */
function itemCols() {
  return {
    v: vidcon,
    pertemuanNomor: pertemuan.nomor,
    pertemuanJudul: pertemuan.judul,
    pertemuanJenis: pertemuan.jenis,
    parameterKehadiran: pertemuan.parameterKehadiran,
    kkPeriode: kelasKuliah.periode,
    mkKode: mataKuliah.kode,
    mkNama: mataKuliah.nama,
    labelNama: labelKelas.nama,
    jenisNama: jenisKelas.nama,
    // Name and username as one scalar look-up each, not joins: every join more is planned again on every request.
    pembuat: sql<Orang | null>`(select json_build_object('nama', ${users.nama}, 'username', ${users.username}) from ${users} where ${users.id} = ${vidcon.createdBy})`,
    pengubah: sql<Orang | null>`(select json_build_object('nama', ${users.nama}, 'username', ${users.username}) from ${users} where ${users.id} = ${vidcon.updatedBy})`,
    jumlahPeserta: sql<number>`(select count(*)::int from ${vidconJoin} where ${vidconJoin.idVidcon} = ${vidcon.id} and ${vidconJoin.role} = ${ROLE_PESERTA})`,
    jumlahPesertaKelas: sql<number>`(select count(*)::int from ${kelasPeserta} where ${kelasPeserta.idKelasKuliah} = ${vidcon.idKelasKuliah})`,
    joinWaktu: joinSaya.waktuJoin,
    joinJumlah: joinSaya.jumlahJoin,
    joinTerlambat: joinSaya.terlambat,
    joinRole: joinSaya.role,
  };
}

function itemQuery(db: Db, idUser: number) {
  return db
    .select(itemCols())
    .from(vidcon)
    .innerJoin(pertemuan, eq(pertemuan.id, vidcon.idPertemuan))
    .innerJoin(kelasKuliah, eq(kelasKuliah.id, vidcon.idKelasKuliah))
    .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
    .innerJoin(labelKelas, eq(labelKelas.id, kelasKuliah.idLabelKelas))
    .innerJoin(jenisKelas, eq(jenisKelas.id, kelasKuliah.idJenisKelas))
    .leftJoin(joinSaya, and(eq(joinSaya.idVidcon, vidcon.id), eq(joinSaya.idUser, idUser)))
    .$dynamic();
}

export type VidconItemRow = Awaited<ReturnType<ReturnType<typeof itemQuery>['execute']>>[number];

/**
 * The list's row without what changes with every join (the count of students who joined, the caller's own join):
 * only tables of the read cache's areas kelas, pertemuan and vidcon, so the row can be shared between requests.
 * (Usernames of pembuat/pengubah are never changed by the API; their names raise 'kelas'.)
 */
function listItemQuery(db: Db) {
  // The detail's columns minus the fresh ones (the detail itself keeps its one statement).
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { jumlahPeserta, joinWaktu, joinJumlah, joinTerlambat, joinRole, ...bersama } = itemCols();
  return db
    .select(bersama)
    .from(vidcon)
    .innerJoin(pertemuan, eq(pertemuan.id, vidcon.idPertemuan))
    .innerJoin(kelasKuliah, eq(kelasKuliah.id, vidcon.idKelasKuliah))
    .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
    .innerJoin(labelKelas, eq(labelKelas.id, kelasKuliah.idLabelKelas))
    .innerJoin(jenisKelas, eq(jenisKelas.id, kelasKuliah.idJenisKelas))
    .$dynamic();
}

export type VidconListRow = Awaited<ReturnType<ReturnType<typeof listItemQuery>['execute']>>[number];

export type VidconListFilter = {
  collegeId: number;
  scope: ScopeKelas;
  now: Date;
  aplikasi?: string[];
  idKelasKuliah?: string[];
  periode?: number[];
  status?: StatusVidcon[];
  idPertemuan?: number;
  search?: string;
  urutan?: 'waktu_mulai' | '-waktu_mulai';
};

function statusCondition(status: StatusVidcon, now: Date): SQL {
  switch (status) {
    case 'belum_dimulai':
      return sql`${vidcon.waktuMulai} > ${now}`;
    case 'berlangsung':
      return and(lte(vidcon.waktuMulai, now), gte(vidcon.waktuSelesai, now))!;
    case 'selesai':
      return lt(vidcon.waktuSelesai, now);
  }
}

function listWhere(f: VidconListFilter) {
  const conds: (SQL | undefined)[] = [eq(vidcon.collegeId, f.collegeId), kelasScopeCondition(f.scope, vidcon.idKelasKuliah)];
  if (f.aplikasi?.length) conds.push(inArray(vidcon.aplikasi, f.aplikasi));
  if (f.idKelasKuliah?.length) conds.push(inArray(vidcon.idKelasKuliah, f.idKelasKuliah));
  if (f.periode?.length) conds.push(inArray(kelasKuliah.periode, f.periode));
  if (f.status?.length) conds.push(or(...f.status.map((s) => statusCondition(s, f.now))));
  if (f.idPertemuan !== undefined) conds.push(eq(vidcon.idPertemuan, f.idPertemuan));
  if (f.search) {
    const p = likePattern(f.search);
    conds.push(or(ilike(vidcon.judul, p), ilike(mataKuliah.nama, p), ilike(mataKuliah.kode, p)));
  }
  return and(...conds);
}

/**
 * One page of vidcons with their meeting, class and class size, and the total for the filter (the joins come from
 * listJoinVidcon, fresh on every request). The page is chosen on the vidcon table alone (the class tables only join
 * for a period or search filter), with the total as a window count in the same scan; the wide row is then read for
 * those ids only.
 */
export async function listVidcon(db: Db, f: VidconListFilter, page: { limit?: number; offset: number }) {
  const where = listWhere(f);
  const order = f.urutan === 'waktu_mulai' ? [asc(vidcon.waktuMulai), asc(vidcon.id)] : [desc(vidcon.waktuMulai), desc(vidcon.id)];
  let q = db.select({ id: vidcon.id, total: sql<number>`count(*) over ()` }).from(vidcon).$dynamic();
  if (f.periode?.length || f.search) {
    q = q.innerJoin(kelasKuliah, eq(kelasKuliah.id, vidcon.idKelasKuliah)).innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah));
  }
  q = q.where(where).orderBy(...order);
  if (page.limit) q = q.limit(page.limit).offset(page.offset);
  // Sequential: `db` may be a transaction (one connection).
  const ids = await runNamed(q);
  if (ids.length === 0) return { rows: [], total: page.offset > 0 ? await countVidcon(db, f) : 0 };
  const rows = await runNamed(
    listItemQuery(db)
      .where(inArray(vidcon.id, ids.map((r) => r.id)))
      .orderBy(...order)
      .$dynamic(),
  );
  return { rows, total: Number(ids[0]!.total) };
}

/** The total alone (a page past the end has no row to carry it). */
async function countVidcon(db: Db, f: VidconListFilter) {
  const [total] = await db
    .select({ n: count() })
    .from(vidcon)
    .innerJoin(kelasKuliah, eq(kelasKuliah.id, vidcon.idKelasKuliah))
    .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
    .where(listWhere(f));
  return Number(total?.n ?? 0);
}

/**
 * What the list shows of the joins, for the page's vidcons: the students who joined ('x' of 'x/y Peserta') and the
 * caller's own join. Read on every request (vidcon_join raises no cache area), one prepared statement.
 */
export async function listJoinVidcon(db: Db, collegeId: number, ids: number[], idUser: number, ruang: readonly RuangCache[]) {
  const name = `vidcon_list_join_${ruang.join('_')}`;
  const q = prepared(db, name, () => {
    const { jumlahPeserta, joinWaktu, joinJumlah, joinTerlambat, joinRole } = itemCols();
    return db
      .select({ id: vidcon.id, jumlahPeserta, joinWaktu, joinJumlah, joinTerlambat, joinRole, versi: kolomVersi(sql`${sql.placeholder('collegeId')}`, ruang) })
      .from(vidcon)
      .leftJoin(joinSaya, and(eq(joinSaya.idVidcon, vidcon.id), eq(joinSaya.idUser, sql.placeholder('idUser'))))
      .where(sql`${vidcon.id} = any(${sql.placeholder('ids')}::int[])`)
      .prepare(name);
  });
  return q.execute({ ids, idUser, collegeId });
}

/**
 * The first instant (epoch ms) after `now` at which some vidcon of the college changes status, null for none:
 * a start still ahead, or an end not yet passed (selesai from the first millisecond after it). Truncated to the
 * millisecond, so never later than the change. A list filtered by status holds until then.
 */
export async function nextStatusVidcon(db: Db, collegeId: number, now: Date): Promise<number | null> {
  const q = preparedSql<{ mulai: number | null; selesai: number | null }>(db, 'vidcon_status_berikut', () => {
    const ph = (name: string) => sql.placeholder(name);
    return sql`select
      (select floor(extract(epoch from min(waktu_mulai)) * 1000)::float8 from ${vidcon}
        where college_id = ${ph('collegeId')}::int and waktu_mulai > ${ph('now')}::timestamptz) as mulai,
      (select floor(extract(epoch from min(waktu_selesai)) * 1000)::float8 from ${vidcon}
        where college_id = ${ph('collegeId')}::int and waktu_selesai >= ${ph('now')}::timestamptz) as selesai`;
  });
  const [row] = (await q.execute({ collegeId, now: now.toISOString() })).rows;
  const t = [row?.mulai, row?.selesai].filter((x): x is number => x !== null && x !== undefined).map(Number);
  return t.length ? Math.min(...t) : null;
}

export async function findVidconItem(db: Db, collegeId: number, id: number, idUser: number) {
  const [row] = await itemQuery(db, idUser).where(and(eq(vidcon.id, id), eq(vidcon.collegeId, collegeId)));
  return row;
}

/**
 * The stored row, optionally locked for the rest of the transaction: edits take it FOR UPDATE, joins FOR SHARE, so
 * an edit sees every join that committed before it and no join slips in while it checks the participants.
 */
export async function findVidcon(db: Db, collegeId: number, id: number, lock: boolean | 'share' = false) {
  const q = db
    .select()
    .from(vidcon)
    .where(and(eq(vidcon.id, id), eq(vidcon.collegeId, collegeId)));
  const [row] = lock === 'share' ? await q.for('share') : lock ? await q.for('update') : await q;
  return row;
}

/** The meeting a vidcon belongs to: its class, number and attendance flags. */
export async function findPertemuanVidcon(db: Db, collegeId: number, idPertemuan: number) {
  const [row] = await db
    .select({ id: pertemuan.id, idKelasKuliah: pertemuan.idKelasKuliah, nomor: pertemuan.nomor, parameterKehadiran: pertemuan.parameterKehadiran })
    .from(pertemuan)
    .where(and(eq(pertemuan.id, idPertemuan), eq(pertemuan.collegeId, collegeId)));
  return row;
}

export async function insertVidcon(db: Db, values: typeof vidcon.$inferInsert) {
  const [row] = await db.insert(vidcon).values(values).returning({ id: vidcon.id });
  return row!.id;
}

export async function updateVidcon(db: Db, collegeId: number, id: number, patch: Partial<typeof vidcon.$inferInsert>) {
  await db
    .update(vidcon)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(vidcon.id, id), eq(vidcon.collegeId, collegeId)));
}

export async function deleteVidcon(db: Db, collegeId: number, id: number) {
  const rows = await db
    .delete(vidcon)
    .where(and(eq(vidcon.id, id), eq(vidcon.collegeId, collegeId)))
    .returning({ id: vidcon.id });
  return rows.length > 0;
}

/** Students who joined ('x' of 'x/y Peserta'). */
export async function countPesertaJoin(db: Db, idVidcon: number) {
  const [row] = await db
    .select({ n: count() })
    .from(vidconJoin)
    .where(and(eq(vidconJoin.idVidcon, idVidcon), eq(vidconJoin.role, ROLE_PESERTA)));
  return Number(row?.n ?? 0);
}

/**
 * Records a join: the first one inserts (with its lateness), a repeat only counts and moves the last join time.
 * Concurrent joins of one user meet on the unique (vidcon, user) index. Returns the row after the write and
 * whether this call was the first join.
 */
export async function upsertJoin(
  db: Db,
  values: { collegeId: number; idVidcon: number; idUser: number; role: string; username: string; waktu: Date; terlambat: boolean },
) {
  const [row] = await db
    .insert(vidconJoin)
    .values({
      collegeId: values.collegeId,
      idVidcon: values.idVidcon,
      idUser: values.idUser,
      role: values.role,
      username: values.username,
      waktuJoin: values.waktu,
      waktuJoinTerakhir: values.waktu,
      terlambat: values.terlambat,
    })
    .onConflictDoUpdate({
      target: [vidconJoin.idVidcon, vidconJoin.idUser],
      set: { jumlahJoin: sql`${vidconJoin.jumlahJoin} + 1`, waktuJoinTerakhir: values.waktu },
    })
    .returning({
      waktuJoin: vidconJoin.waktuJoin,
      jumlahJoin: vidconJoin.jumlahJoin,
      terlambat: vidconJoin.terlambat,
      role: vidconJoin.role,
    });
  return { ...row!, pertama: row!.jumlahJoin === 1 };
}

/** daftar_join_detail: every join of the vidcon with the user's name and, for students, their NIM; by first join. */
export async function listJoin(db: Db, collegeId: number, idVidcon: number, idUser?: number) {
  return db
    .select({
      idUser: vidconJoin.idUser,
      role: vidconJoin.role,
      username: vidconJoin.username,
      nama: users.nama,
      nim: mahasiswa.nim,
      waktuJoin: vidconJoin.waktuJoin,
      waktuJoinTerakhir: vidconJoin.waktuJoinTerakhir,
      jumlahJoin: vidconJoin.jumlahJoin,
      terlambat: vidconJoin.terlambat,
    })
    .from(vidconJoin)
    .innerJoin(users, eq(users.id, vidconJoin.idUser))
    .leftJoin(mahasiswa, and(eq(mahasiswa.userId, vidconJoin.idUser), eq(mahasiswa.collegeId, collegeId)))
    .where(and(eq(vidconJoin.idVidcon, idVidcon), eq(vidconJoin.collegeId, collegeId), idUser === undefined ? undefined : eq(vidconJoin.idUser, idUser)))
    .orderBy(asc(vidconJoin.waktuJoin), asc(vidconJoin.id));
}

/** The class's students (for 'pick a student'), by name. */
export async function listPesertaKelas(db: Db, collegeId: number, idKelasKuliah: string) {
  return db
    .select({ idUser: mahasiswa.userId, nim: mahasiswa.nim, nama: users.nama })
    .from(kelasPeserta)
    .innerJoin(mahasiswa, eq(mahasiswa.id, kelasPeserta.idMahasiswa))
    .innerJoin(users, eq(users.id, mahasiswa.userId))
    .where(and(eq(kelasPeserta.idKelasKuliah, idKelasKuliah), eq(mahasiswa.collegeId, collegeId)))
    .orderBy(asc(users.nama), asc(mahasiswa.nim));
}
