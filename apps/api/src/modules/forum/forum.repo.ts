import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared, runNamed } from '../../db/prepared';
import { kolomVersi, type RuangCache } from '../../lib/read-cache';
import { kelasScopeCondition, type ScopeKelas } from '../kelas/kelas-akses';
import { forum, forumPeserta, jenisKelas, kelasKuliah, kelasPeserta, labelKelas, mahasiswa, mataKuliah, pertemuan, users } from '../../db/schema';

/** Queries of forums and their activity ledger; every function filters by college (or by a forum already found so). */

export type ForumRow = typeof forum.$inferSelect;

const pembuat = sql<string | null>`(select ${users.nama} from ${users} where ${users.id} = ${forum.createdBy})`;
const pengubah = sql<string | null>`(select ${users.nama} from ${users} where ${users.id} = ${forum.updatedBy})`;

/** Participants who wrote at least one comment (the forum's jumlah_peserta_join). */
const jumlahJoin = sql<number>`(select count(*)::int from ${forumPeserta} where ${forumPeserta.idForum} = ${forum.id}
  and ${forumPeserta.peran} = 'Mahasiswa' and ${forumPeserta.jumlahPost} + ${forumPeserta.jumlahBalasan} > 0)`;
const jumlahPeserta = sql<number>`(select count(*)::int from ${kelasPeserta} where ${kelasPeserta.idKelasKuliah} = ${forum.idKelasKuliah})`;

const viewCols = {
  forum,
  nomor: pertemuan.nomor,
  periode: kelasKuliah.periode,
  mkKode: mataKuliah.kode,
  mkNama: mataKuliah.nama,
  kelasNama: labelKelas.nama,
  jenisNama: jenisKelas.nama,
  pembuat,
  pengubah,
  jumlahJoin,
  jumlahPeserta,
};

function viewQuery(db: Db) {
  return db
    .select(viewCols)
    .from(forum)
    .innerJoin(pertemuan, eq(pertemuan.id, forum.idPertemuan))
    .innerJoin(kelasKuliah, eq(kelasKuliah.id, forum.idKelasKuliah))
    .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
    .innerJoin(labelKelas, eq(labelKelas.id, kelasKuliah.idLabelKelas))
    .innerJoin(jenisKelas, eq(jenisKelas.id, kelasKuliah.idJenisKelas));
}
export type ForumView = Awaited<ReturnType<ReturnType<typeof viewQuery>['execute']>>[number];

export async function findForum(db: Db, collegeId: number, id: number): Promise<ForumRow | null> {
  const [row] = await db
    .select()
    .from(forum)
    .where(and(eq(forum.collegeId, collegeId), eq(forum.id, id)));
  return row ?? null;
}

export async function lockForum(db: Db, collegeId: number, id: number): Promise<ForumRow | null> {
  const [row] = await db
    .select()
    .from(forum)
    .where(and(eq(forum.collegeId, collegeId), eq(forum.id, id)))
    .for('update');
  return row ?? null;
}

export async function findForumView(db: Db, collegeId: number, id: number): Promise<ForumView | null> {
  const [row] = await viewQuery(db).where(and(eq(forum.collegeId, collegeId), eq(forum.id, id)));
  return row ?? null;
}

export type ForumFilter = {
  scope: ScopeKelas;
  idKelas?: string[];
  idPertemuan?: number[];
  periode?: number;
  search?: string;
  /** Status by `now`. */
  status?: string[];
  now: Date;
};

function filterCond(collegeId: number, f: ForumFilter, opts: { tanpaStatus?: boolean } = {}) {
  const conds: (SQL | undefined)[] = [eq(forum.collegeId, collegeId), kelasScopeCondition(f.scope, forum.idKelasKuliah)];
  if (f.idKelas?.length) conds.push(inArray(forum.idKelasKuliah, f.idKelas));
  if (f.idPertemuan?.length) conds.push(inArray(forum.idPertemuan, f.idPertemuan));
  if (f.periode !== undefined) conds.push(eq(kelasKuliah.periode, f.periode));
  if (f.search) {
    const like = `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conds.push(or(ilike(forum.judul, like), ilike(mataKuliah.nama, like), ilike(mataKuliah.kode, like)));
  }
  if (f.status?.length && !opts.tanpaStatus) {
    const parts = f.status.map((s) =>
      s === 'belum_dimulai'
        ? sql`${forum.waktuMulai} > ${f.now}`
        : s === 'selesai'
          ? sql`${forum.waktuSelesai} < ${f.now}`
          : sql`(${forum.waktuMulai} <= ${f.now} and ${forum.waktuSelesai} >= ${f.now})`,
    );
    conds.push(or(...parts));
  }
  return and(...conds);
}

/**
 * The first instant (epoch ms) after `now` at which one of the rows changes status: a start still ahead is reached
 * when the clock gets to it, an end not yet passed is passed 1 ms after it (`selesai` is `waktu_selesai < now`).
 */
const berikutnyaSql = (now: Date, window = false) =>
  sql<number | null>`(min(least(
    case when ${forum.waktuMulai} > ${now} then floor(extract(epoch from ${forum.waktuMulai}) * 1000) end,
    case when ${forum.waktuSelesai} >= ${now} then floor(extract(epoch from ${forum.waktuSelesai}) * 1000) + 1 end))${window ? sql` over ()` : sql``})::float8`;

/** The list's columns: the view without jumlahJoin, which is read fresh (forum_peserta changes with every post). */
const { jumlahJoin: _tanpaJumlahJoin, ...listCols } = viewCols;
export type ForumListRow = Omit<ForumView, 'jumlahJoin'>;

/**
 * A page of forums, running ones first, then upcoming, then past (each by start), in one query: the total comes with
 * the rows (a window count), and so does `berikutnya`, the next instant at which the order or a status filter's
 * rows could change (null: never). With a status filter that instant is read over the forums the other filters
 * match (one may enter the status), in a second statement; a page past the end needs one for the total.
 */
export async function findForumPage(
  db: Db,
  collegeId: number,
  f: ForumFilter,
  page: { limit?: number; offset: number },
): Promise<{ rows: ForumListRow[]; total: number; berikutnya: number | null }> {
  const where = filterCond(collegeId, f);
  const denganStatus = Boolean(f.status?.length);
  const urutan = sql`case when ${forum.waktuMulai} <= ${f.now} and ${forum.waktuSelesai} >= ${f.now} then 0 when ${forum.waktuMulai} > ${f.now} then 1 else 2 end`;
  let q = db
    .select({
      ...listCols,
      total: sql<number>`count(*) over ()`.mapWith(Number),
      berikutnya: denganStatus ? sql<null>`null::float8` : berikutnyaSql(f.now, true),
    })
    .from(forum)
    .innerJoin(pertemuan, eq(pertemuan.id, forum.idPertemuan))
    .innerJoin(kelasKuliah, eq(kelasKuliah.id, forum.idKelasKuliah))
    .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
    .innerJoin(labelKelas, eq(labelKelas.id, kelasKuliah.idLabelKelas))
    .innerJoin(jenisKelas, eq(jenisKelas.id, kelasKuliah.idJenisKelas))
    .where(where)
    .orderBy(urutan, asc(sql`case when ${forum.waktuSelesai} < ${f.now} then null else ${forum.waktuMulai} end`), desc(forum.waktuSelesai), asc(forum.id))
    .$dynamic();
  if (page.limit !== undefined) q = q.limit(page.limit).offset(page.offset);
  const [rows, berikutnyaStatus] = await Promise.all([runNamed(q), denganStatus ? findBerikutnya(db, filterCond(collegeId, f, { tanpaStatus: true }), f.now) : null]);
  const berikutnya = (b: number | null | undefined) => (denganStatus ? berikutnyaStatus : b === null || b === undefined ? null : Number(b));
  if (rows.length > 0 || page.offset === 0) return { rows, total: rows[0]?.total ?? 0, berikutnya: berikutnya(rows[0]?.berikutnya) };
  const [total] = await db
    .select({ n: sql<number>`count(*)::int`, berikutnya: denganStatus ? sql<null>`null::float8` : berikutnyaSql(f.now) })
    .from(forum)
    .innerJoin(kelasKuliah, eq(kelasKuliah.id, forum.idKelasKuliah))
    .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
    .where(where);
  return { rows, total: Number(total?.n ?? 0), berikutnya: berikutnya(total?.berikutnya) };
}

/** `berikutnya` over the forums matching `where` (the filters without the status). */
async function findBerikutnya(db: Db, where: SQL | undefined, now: Date): Promise<number | null> {
  const [row] = await runNamed(
    db
      .select({ berikutnya: berikutnyaSql(now) })
      .from(forum)
      .innerJoin(kelasKuliah, eq(kelasKuliah.id, forum.idKelasKuliah))
      .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
      .where(where),
  );
  return row?.berikutnya === null || row?.berikutnya === undefined ? null : Number(row.berikutnya);
}

/**
 * Per forum among `ids` (one statement, prepared once per handle): the students who wrote at least one comment
 * (jumlah_peserta_join) and `userId`'s own post and reply counts (null without a ledger row).
 */
export async function findLedgerRingkas(db: Db, collegeId: number, ids: readonly number[], userId: number, ruang: readonly RuangCache[]) {
  if (ids.length === 0) return [];
  const name = `forum_ledger_ringkas_${ruang.join('_')}`;
  // One row per id (an aggregate without GROUP BY per forum), so the versions come back even when nobody posted.
  const q = prepared(db, name, () =>
    db
      .select({
        idForum: sql<number>`x.id`.mapWith(Number),
        jumlahJoin: sql<number>`l.jumlah_join`.mapWith(Number),
        sayaPost: sql<number | null>`l.saya_post`,
        sayaBalasan: sql<number | null>`l.saya_balasan`,
        versi: kolomVersi(sql`${sql.placeholder('collegeId')}`, ruang),
      })
      .from(
        sql`unnest(${sql.placeholder('ids')}::int[]) as x(id) cross join lateral (select
          count(*) filter (where ${forumPeserta.peran} = 'Mahasiswa' and ${forumPeserta.jumlahPost} + ${forumPeserta.jumlahBalasan} > 0)::int as jumlah_join,
          max(${forumPeserta.jumlahPost}) filter (where ${forumPeserta.userId} = ${sql.placeholder('userId')}) as saya_post,
          max(${forumPeserta.jumlahBalasan}) filter (where ${forumPeserta.userId} = ${sql.placeholder('userId')}) as saya_balasan
          from ${forumPeserta} where ${forumPeserta.idForum} = x.id) l`,
      )
      .prepare(name),
  );
  return q.execute({ ids: [...ids], userId, collegeId });
}

export async function insertForum(db: Db, values: typeof forum.$inferInsert) {
  const [row] = await db.insert(forum).values(values).returning();
  return row!;
}

export async function updateForum(db: Db, id: number, patch: Partial<typeof forum.$inferInsert>) {
  await db.update(forum).set(patch).where(eq(forum.id, id));
}

export async function deleteForum(db: Db, collegeId: number, id: number) {
  await db.delete(forum).where(and(eq(forum.collegeId, collegeId), eq(forum.id, id)));
}

// ---------------------------------------------------------------------------------------------------------------
// Ledger

/** Counts one more post or reply of the author; returns the author's totals after it. */
export async function tambahKomentar(db: Db, idForum: number, userId: number, peran: string, balasan: boolean, at: Date) {
  const [row] = await db
    .insert(forumPeserta)
    .values({ idForum, userId, peran, jumlahPost: balasan ? 0 : 1, jumlahBalasan: balasan ? 1 : 0, pertamaAt: at, terakhirAt: at })
    .onConflictDoUpdate({
      target: [forumPeserta.idForum, forumPeserta.userId],
      set: balasan
        ? { jumlahBalasan: sql`${forumPeserta.jumlahBalasan} + 1`, terakhirAt: at }
        : { jumlahPost: sql`${forumPeserta.jumlahPost} + 1`, terakhirAt: at },
    })
    .returning();
  return row!;
}

/** Counts one post or reply less (a deleted message); never below zero. */
export async function kurangiKomentar(db: Db, idForum: number, userId: number, balasan: boolean) {
  await db
    .update(forumPeserta)
    .set(balasan ? { jumlahBalasan: sql`greatest(${forumPeserta.jumlahBalasan} - 1, 0)` } : { jumlahPost: sql`greatest(${forumPeserta.jumlahPost} - 1, 0)` })
    .where(and(eq(forumPeserta.idForum, idForum), eq(forumPeserta.userId, userId)));
}

export async function setTercapai(db: Db, idForum: number, userId: number, at: Date) {
  await db
    .update(forumPeserta)
    .set({ tercapaiAt: at })
    .where(and(eq(forumPeserta.idForum, idForum), eq(forumPeserta.userId, userId), sql`${forumPeserta.tercapaiAt} is null`));
}

/** Students whose comments reach `minimal` and who have no fact yet (after the minimum was lowered). */
export async function findBelumTercapai(db: Db, idForum: number, minimal: number) {
  return db
    .select({ userId: forumPeserta.userId, jumlah: sql<number>`${forumPeserta.jumlahPost} + ${forumPeserta.jumlahBalasan}` })
    .from(forumPeserta)
    .where(
      and(
        eq(forumPeserta.idForum, idForum),
        eq(forumPeserta.peran, 'Mahasiswa'),
        sql`${forumPeserta.tercapaiAt} is null`,
        sql`${forumPeserta.jumlahPost} + ${forumPeserta.jumlahBalasan} >= ${minimal}`,
      ),
    );
}

export async function findLedger(db: Db, idForum: number) {
  return db.select().from(forumPeserta).where(eq(forumPeserta.idForum, idForum));
}

/** Students' ledger rows of the college's graded forums among `ids`, with each forum's minimal_post (grade provider). */
export async function findLedgerDinilaiMany(db: Db, collegeId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ idForum: forumPeserta.idForum, userId: forumPeserta.userId, jumlah: sql<number>`${forumPeserta.jumlahPost} + ${forumPeserta.jumlahBalasan}`, minimalPost: forum.minimalPost })
    .from(forumPeserta)
    .innerJoin(forum, eq(forum.id, forumPeserta.idForum))
    .where(and(inArray(forum.id, ids), eq(forum.collegeId, collegeId), eq(forum.penilaianKeaktifan, true), eq(forumPeserta.peran, 'Mahasiswa')));
}

/** Ledger rows of one user in these forums (the 'saya' block of a list). */
export async function findLedgerOf(db: Db, ids: readonly number[], userId: number) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(forumPeserta)
    .where(and(inArray(forumPeserta.idForum, [...ids]), eq(forumPeserta.userId, userId)));
}

/** The class's participants (students) with their user ids, names and NIM, by name. */
export async function findPesertaKelas(db: Db, idKelas: string) {
  return db
    .select({ userId: users.id, nama: users.nama, nim: mahasiswa.nim, avatarUrl: users.avatarUrl })
    .from(kelasPeserta)
    .innerJoin(mahasiswa, eq(mahasiswa.id, kelasPeserta.idMahasiswa))
    .innerJoin(users, eq(users.id, mahasiswa.userId))
    .where(eq(kelasPeserta.idKelasKuliah, idKelas))
    .orderBy(asc(users.nama), asc(mahasiswa.nim));
}

/** Forums of a class with penilaian_keaktifan (the grade provider's list), with their joined-participant count. */
export async function findForumDinilai(db: Db, collegeId: number, idKelas: string) {
  return db
    .select({ forum, jumlahJoin })
    .from(forum)
    .where(and(eq(forum.collegeId, collegeId), eq(forum.idKelasKuliah, idKelas), eq(forum.penilaianKeaktifan, true)))
    .orderBy(asc(forum.waktuMulai), asc(forum.id));
}

