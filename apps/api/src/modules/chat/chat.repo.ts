import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { chatAnggota, chatBaca, chatGrup, chatLampiran, chatPesan, chatThread, dosen, files, mahasiswa, users } from '../../db/schema';

/** Queries of the chat service; every function takes the db or a transaction and filters by college or group key. */

export type GrupRow = typeof chatGrup.$inferSelect;
export type ThreadRow = typeof chatThread.$inferSelect;
export type PesanRow = typeof chatPesan.$inferSelect;

// ---------------------------------------------------------------------------------------------------------------
// Groups and members

export async function findGrup(db: Db, collegeId: number, id: string): Promise<GrupRow | null> {
  const [row] = await db
    .select()
    .from(chatGrup)
    .where(and(eq(chatGrup.collegeId, collegeId), eq(chatGrup.id, id)));
  return row ?? null;
}

/** Inserts the group unless one with the id exists; returns the stored group either way (concurrent creators agree). */
export async function insertGrupIfAbsent(db: Db, values: typeof chatGrup.$inferInsert): Promise<{ grup: GrupRow; baru: boolean }> {
  const [created] = await db.insert(chatGrup).values(values).onConflictDoNothing({ target: [chatGrup.collegeId, chatGrup.id] }).returning();
  if (created) return { grup: created, baru: true };
  return { grup: (await findGrup(db, values.collegeId, values.id))!, baru: false };
}

export async function updateGrup(db: Db, pk: number, patch: Partial<Pick<GrupRow, 'nama' | 'konteks' | 'idKonteks' | 'idKelasKuliah' | 'keanggotaan'>>) {
  await db
    .update(chatGrup)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(chatGrup.pk, pk));
}

/** Membership of a `daftar` group: part of every access check on one (prepared once per handle: task-group cards poll it). */
export async function isAnggotaDaftar(db: Db, idGrup: number, userId: number) {
  const q = prepared(db, 'chat_anggota_daftar', () =>
    db
      .select({ one: sql<number>`1` })
      .from(chatAnggota)
      .where(and(eq(chatAnggota.idGrup, sql.placeholder('idGrup')), eq(chatAnggota.userId, sql.placeholder('userId'))))
      .prepare('chat_anggota_daftar'),
  );
  const [row] = await q.execute({ idGrup, userId });
  return Boolean(row);
}

export async function listAnggotaDaftarIds(db: Db, idGrup: number) {
  const rows = await db.select({ userId: chatAnggota.userId }).from(chatAnggota).where(eq(chatAnggota.idGrup, idGrup));
  return rows.map((r) => r.userId);
}

/** Replaces a `daftar` group's members. */
export async function replaceAnggota(db: Db, idGrup: number, anggota: { userId: number; peran: string }[]) {
  await db.delete(chatAnggota).where(eq(chatAnggota.idGrup, idGrup));
  if (anggota.length) await db.insert(chatAnggota).values(anggota.map((a) => ({ idGrup, ...a })));
}

/** User ids of a `daftar` group's members by the group's public id (event fan-out). */
export async function findAnggotaGrupUserIds(db: Db, collegeId: number, id: string): Promise<Set<number>> {
  const rows = await db
    .select({ userId: chatAnggota.userId })
    .from(chatAnggota)
    .innerJoin(chatGrup, eq(chatGrup.pk, chatAnggota.idGrup))
    .where(and(eq(chatGrup.collegeId, collegeId), eq(chatGrup.id, id)));
  return new Set(rows.map((r) => r.userId));
}

/** Display data of users of the college (name, avatar, role, NIM or NIDN), by id. */
export async function findPengguna(db: Db, collegeId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: users.id,
      nama: users.nama,
      gelarDepan: users.gelarDepan,
      gelarAkademik: users.gelarAkademik,
      avatarUrl: users.avatarUrl,
      role: users.role,
      isActive: users.isActive,
      nim: mahasiswa.nim,
      nidn: dosen.nidn,
    })
    .from(users)
    .leftJoin(mahasiswa, eq(mahasiswa.userId, users.id))
    .leftJoin(dosen, eq(dosen.userId, users.id))
    .where(and(eq(users.collegeId, collegeId), inArray(users.id, [...new Set(ids)])));
}
export type PenggunaRow = Awaited<ReturnType<typeof findPengguna>>[number];

// ---------------------------------------------------------------------------------------------------------------
// Threads

export async function findThread(db: Db, idGrup: number, id: string): Promise<ThreadRow | null> {
  const [row] = await db
    .select()
    .from(chatThread)
    .where(and(eq(chatThread.idGrup, idGrup), eq(chatThread.id, id)));
  return row ?? null;
}

export async function insertThreadIfAbsent(db: Db, values: typeof chatThread.$inferInsert) {
  const [created] = await db.insert(chatThread).values(values).onConflictDoNothing({ target: [chatThread.idGrup, chatThread.id] }).returning();
  return created ?? null;
}

export async function updateThread(db: Db, pk: number, patch: Partial<Pick<ThreadRow, 'judul' | 'waktuMulai' | 'waktuSelesai' | 'konteks' | 'idKonteks'>>) {
  await db.update(chatThread).set(patch).where(eq(chatThread.pk, pk));
}

/** A group's threads with their live message counts and last message time (deleted messages excluded). */
export async function listThreadStats(db: Db, idGrup: number) {
  const stats = db
    .select({
      idThread: chatPesan.idThread,
      jumlah: sql<number>`count(*)::int`.as('jumlah'),
      terakhir: sql<Date | null>`max(${chatPesan.createdAt})`.as('terakhir'),
    })
    .from(chatPesan)
    .where(and(eq(chatPesan.idGrup, idGrup), isNull(chatPesan.deletedAt)))
    .groupBy(chatPesan.idThread)
    .as('s');
  const rows = await db
    .select({ thread: chatThread, jumlah: stats.jumlah, terakhir: stats.terakhir })
    .from(chatThread)
    .leftJoin(stats, eq(stats.idThread, chatThread.pk))
    .where(eq(chatThread.idGrup, idGrup))
    .orderBy(asc(chatThread.createdAt), asc(chatThread.pk));
  return rows.map((r) => ({ ...r.thread, jumlahPesan: Number(r.jumlah ?? 0), pesanTerakhirAt: r.terakhir ? new Date(r.terakhir) : null }));
}

// ---------------------------------------------------------------------------------------------------------------
// Messages

export async function insertPesan(db: Db, values: typeof chatPesan.$inferInsert): Promise<PesanRow> {
  const [row] = await db.insert(chatPesan).values(values).returning();
  return row!;
}

export async function findPesan(db: Db, idThread: number, id: number): Promise<PesanRow | null> {
  const [row] = await db
    .select()
    .from(chatPesan)
    .where(and(eq(chatPesan.idThread, idThread), eq(chatPesan.id, id)));
  return row ?? null;
}

/** Locks a message row for a change (edit, delete) so concurrent changes apply one after another. */
export async function lockPesan(db: Db, idThread: number, id: number): Promise<PesanRow | null> {
  const [row] = await db
    .select()
    .from(chatPesan)
    .where(and(eq(chatPesan.idThread, idThread), eq(chatPesan.id, id)))
    .for('update');
  return row ?? null;
}

/**
 * A page of a thread's top-level messages by cursor, oldest first: the newest `limit` (before `sebelum` when given),
 * or the oldest `limit` after `sesudah`. One row more is read to tell whether more exist.
 */
export async function listPesanUtama(db: Db, idThread: number, q: { sebelum?: number; sesudah?: number; limit: number }) {
  const conds: (SQL | undefined)[] = [eq(chatPesan.idThread, idThread), isNull(chatPesan.idInduk)];
  if (q.sesudah !== undefined) {
    conds.push(gt(chatPesan.id, q.sesudah));
    const rows = await db
      .select()
      .from(chatPesan)
      .where(and(...conds))
      .orderBy(asc(chatPesan.id))
      .limit(q.limit + 1);
    return { rows: rows.slice(0, q.limit), lebih: rows.length > q.limit };
  }
  if (q.sebelum !== undefined) conds.push(lt(chatPesan.id, q.sebelum));
  const rows = await db
    .select()
    .from(chatPesan)
    .where(and(...conds))
    .orderBy(desc(chatPesan.id))
    .limit(q.limit + 1);
  return { rows: rows.slice(0, q.limit).reverse(), lebih: rows.length > q.limit };
}

/** Every answer of these top-level messages, oldest first. */
export async function listBalasan(db: Db, indukIds: readonly number[]) {
  if (indukIds.length === 0) return [];
  return db
    .select()
    .from(chatPesan)
    .where(inArray(chatPesan.idInduk, [...indukIds]))
    .orderBy(asc(chatPesan.id));
}

export async function updatePesanIsi(db: Db, id: number, isi: string) {
  await db.update(chatPesan).set({ isi, editedAt: new Date() }).where(eq(chatPesan.id, id));
}

export async function softDeletePesan(db: Db, id: number, deletedBy: number | null) {
  await db.update(chatPesan).set({ isi: '', deletedAt: new Date(), deletedBy }).where(eq(chatPesan.id, id));
}

/** The newest message id of a group (0 when empty). */
export async function maxPesanId(db: Db, idGrup: number) {
  const [row] = await db
    .select({ id: sql<number | null>`max(${chatPesan.id})` })
    .from(chatPesan)
    .where(eq(chatPesan.idGrup, idGrup));
  return Number(row?.id ?? 0);
}

// ---------------------------------------------------------------------------------------------------------------
// Read marks

export async function findBaca(db: Db, idGrup: number, userId: number) {
  const [row] = await db
    .select({ id: chatBaca.idPesanTerakhir })
    .from(chatBaca)
    .where(and(eq(chatBaca.idGrup, idGrup), eq(chatBaca.userId, userId)));
  return row ? Number(row.id) : 0;
}

/** Moves the read mark forward only (an older mark never overwrites a newer one). */
export async function upsertBaca(db: Db, idGrup: number, userId: number, idPesan: number) {
  await db
    .insert(chatBaca)
    .values({ idGrup, userId, idPesanTerakhir: idPesan })
    .onConflictDoUpdate({
      target: [chatBaca.idGrup, chatBaca.userId],
      set: { idPesanTerakhir: sql`greatest(${chatBaca.idPesanTerakhir}, excluded.id_pesan_terakhir)`, updatedAt: sql`now()` },
    });
}

/**
 * The unread messages of a member: messages of others, not deleted, after the member's read mark `tanda`. On
 * chat_pesan_grup_idx (id_grup, id) this is a range starting at the mark, not a walk over the group; its rows are
 * still read from the table for deleted_at and user_id (an index-only count needs an index carrying them).
 */
const belumDibaca = (idGrup: SQLWrapper, userId: SQLWrapper, tanda: SQLWrapper) =>
  and(eq(chatPesan.idGrup, idGrup), isNull(chatPesan.deletedAt), ne(chatPesan.userId, userId), gt(chatPesan.id, tanda));

/** Messages of others, not deleted, after the user's read mark (prepared once per handle). */
export async function countBelumDibaca(db: Db, idGrup: number, userId: number) {
  const q = prepared(db, 'chat_hitung_belum_dibaca', () => {
    const grup = sql.placeholder('idGrup');
    const user = sql.placeholder('userId');
    const tanda = sql`coalesce((select ${chatBaca.idPesanTerakhir} from ${chatBaca} where ${chatBaca.idGrup} = ${grup} and ${chatBaca.userId} = ${user}), 0)`;
    return db
      .select({ n: sql<number>`count(*)::int` })
      .from(chatPesan)
      .where(belumDibaca(grup, user, tanda))
      .prepare('chat_hitung_belum_dibaca');
  });
  const [row] = await q.execute({ idGrup, userId });
  return Number(row?.n ?? 0);
}

/**
 * The unread indicator's own statement (GET …/belum_dibaca, polled by every signed-in page): what the access rule
 * reads of the group (chat.policy GrupAkses) and the user's unread count in it, by the group's public id; the read
 * mark joins on its primary key. The count is read before the rule runs (one round trip instead of two) and is
 * answered only when the rule made the user a member; for anyone else it is dropped.
 */
export async function findGrupBelumDibaca(db: Db, collegeId: number, id: string, userId: number) {
  const q = prepared(db, 'chat_grup_belum_dibaca', () => {
    const user = sql.placeholder('userId');
    const tanda = sql`coalesce(${chatBaca.idPesanTerakhir}, 0)`;
    return db
      .select({
        pk: chatGrup.pk,
        idKelasKuliah: chatGrup.idKelasKuliah,
        keanggotaan: chatGrup.keanggotaan,
        belum: sql<number>`(select count(*)::int from ${chatPesan} where ${belumDibaca(chatGrup.pk, user, tanda)})`,
      })
      .from(chatGrup)
      .leftJoin(chatBaca, and(eq(chatBaca.idGrup, chatGrup.pk), eq(chatBaca.userId, user)))
      .where(and(eq(chatGrup.collegeId, sql.placeholder('collegeId')), eq(chatGrup.id, sql.placeholder('id'))))
      .prepare('chat_grup_belum_dibaca');
  });
  const [row] = await q.execute({ collegeId, id, userId });
  return row ? { ...row, belum: Number(row.belum) } : null;
}

// ---------------------------------------------------------------------------------------------------------------
// Attachments

export async function insertLampiran(db: Db, values: typeof chatLampiran.$inferInsert) {
  await db.insert(chatLampiran).values(values);
}

/** Which of these files the user uploaded to the group and has not sent yet (with their names and sizes). */
export async function findLampiranDraft(db: Db, idGrup: number, userId: number, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ idFile: chatLampiran.idFile, name: files.originalName, size: files.size })
    .from(chatLampiran)
    .innerJoin(files, eq(files.id, chatLampiran.idFile))
    .where(and(eq(chatLampiran.idGrup, idGrup), eq(chatLampiran.userId, userId), isNull(chatLampiran.idPesan), inArray(chatLampiran.idFile, [...ids])));
}

/** Links drafts to their message; returns how many were still drafts (a concurrent send may have taken some). */
export async function attachLampiran(db: Db, ids: readonly string[], idPesan: number) {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(chatLampiran)
    .set({ idPesan })
    .where(and(inArray(chatLampiran.idFile, [...ids]), isNull(chatLampiran.idPesan)))
    .returning({ id: chatLampiran.idFile });
  return rows.length;
}

const lampiranCols = { idPesan: chatLampiran.idPesan, id: files.id, name: files.originalName, size: files.size, storageKey: files.storageKey, mime: files.mime };

export async function listLampiranPesan(db: Db, pesanIds: readonly number[]) {
  if (pesanIds.length === 0) return [];
  return db
    .select(lampiranCols)
    .from(chatLampiran)
    .innerJoin(files, eq(files.id, chatLampiran.idFile))
    .where(inArray(chatLampiran.idPesan, [...pesanIds]))
    .orderBy(asc(chatLampiran.createdAt));
}

/** A file of the group: sent with a message, or a draft of `userId`. */
export async function findLampiranFile(db: Db, idGrup: number, idFile: string, userId: number) {
  const [row] = await db
    .select({ ...lampiranCols, userId: chatLampiran.userId })
    .from(chatLampiran)
    .innerJoin(files, eq(files.id, chatLampiran.idFile))
    .where(and(eq(chatLampiran.idGrup, idGrup), eq(chatLampiran.idFile, idFile)));
  if (!row || (row.idPesan === null && row.userId !== userId)) return null;
  return row;
}

/** Removes a message's attachments (rows of files and chat_lampiran); returns their storage keys. */
export async function deleteLampiranPesan(db: Db, idPesan: number) {
  const rows = await db.select({ id: chatLampiran.idFile }).from(chatLampiran).where(eq(chatLampiran.idPesan, idPesan));
  if (rows.length === 0) return [];
  const removed = await db
    .delete(files)
    .where(
      inArray(
        files.id,
        rows.map((r) => r.id),
      ),
    )
    .returning({ key: files.storageKey });
  return removed.map((r) => r.key);
}

/** Deletes the file rows of attachments matching `where` (a thread's or a group's); returns their storage keys. */
async function deleteFilesWhere(db: Db, where: SQL) {
  const rows = await db.select({ id: chatLampiran.idFile }).from(chatLampiran).where(where);
  if (rows.length === 0) return [];
  const removed = await db
    .delete(files)
    .where(
      inArray(
        files.id,
        rows.map((r) => r.id),
      ),
    )
    .returning({ key: files.storageKey });
  return removed.map((r) => r.key);
}

/** Deletes a thread, its messages and their attachments' file rows; returns the storage keys. */
export async function deleteThreadWithFiles(db: Db, threadPk: number) {
  const keys = await deleteFilesWhere(db, inArray(chatLampiran.idPesan, db.select({ id: chatPesan.id }).from(chatPesan).where(eq(chatPesan.idThread, threadPk))));
  await db.delete(chatThread).where(eq(chatThread.pk, threadPk));
  return keys;
}

/** Deletes a group with everything in it and its attachments' file rows; returns the storage keys. */
export async function deleteGrupWithFiles(db: Db, grupPk: number) {
  const keys = await deleteFilesWhere(db, eq(chatLampiran.idGrup, grupPk));
  await db.delete(chatGrup).where(eq(chatGrup.pk, grupPk));
  return keys;
}
