import { and, asc, eq, gt, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import { SYSTEM_USERNAME } from '@lms/shared';
import type { Db } from '../../db/client';
import {
  aktivitasSelesai,
  colleges,
  jenisKelas,
  kehadiranDosen,
  kehadiranMahasiswa,
  kehadiranProses,
  kelasKuliah,
  kelasPeserta,
  labelKelas,
  logPresensiQr,
  mahasiswa,
  mataKuliah,
  pengecualianUjian,
  periode,
  pertemuan,
  users,
} from '../../db/schema';
import type { Actor } from '../../deps';

/** Queries of the attendance module; every function filters by college (or by ids already checked against it). */

export type KehadiranRow = typeof kehadiranMahasiswa.$inferSelect;

const kelasCols = {
  kkId: kelasKuliah.id,
  kkPeriode: kelasKuliah.periode,
  kkMode: kelasKuliah.modeKuliah,
  mkId: mataKuliah.id,
  mkKode: mataKuliah.kode,
  mkNama: mataKuliah.nama,
  labelId: labelKelas.id,
  labelNama: labelKelas.nama,
  jenisNama: jenisKelas.nama,
};

export type KelasCols = { [K in keyof typeof kelasCols]: (typeof kelasCols)[K]['_']['data'] };

export async function findPertemuanKehadiran(db: Db, collegeId: number, id: number) {
  const [row] = await db
    .select({ p: pertemuan, ...kelasCols })
    .from(pertemuan)
    .innerJoin(kelasKuliah, eq(kelasKuliah.id, pertemuan.idKelasKuliah))
    .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
    .innerJoin(labelKelas, eq(labelKelas.id, kelasKuliah.idLabelKelas))
    .innerJoin(jenisKelas, eq(jenisKelas.id, kelasKuliah.idJenisKelas))
    .where(and(eq(pertemuan.id, id), eq(pertemuan.collegeId, collegeId)));
  return row ?? null;
}
export type PertemuanKehadiran = NonNullable<Awaited<ReturnType<typeof findPertemuanKehadiran>>>;

export async function findKelasInfo(db: Db, collegeId: number, idKelas: string) {
  const [row] = await db
    .select(kelasCols)
    .from(kelasKuliah)
    .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
    .innerJoin(labelKelas, eq(labelKelas.id, kelasKuliah.idLabelKelas))
    .innerJoin(jenisKelas, eq(jenisKelas.id, kelasKuliah.idJenisKelas))
    .where(and(eq(kelasKuliah.id, idKelas), eq(kelasKuliah.collegeId, collegeId)));
  return row ?? null;
}

/** Participants of a class (optionally one nim), by nim. */
export async function listPesertaKelas(db: Db, collegeId: number, idKelas: string, opts: { nim?: string; idMahasiswa?: number; search?: string } = {}) {
  return db
    .select({ idMahasiswa: mahasiswa.id, nim: mahasiswa.nim, userId: users.id, nama: users.nama, username: users.username, avatarUrl: users.avatarUrl })
    .from(kelasPeserta)
    .innerJoin(mahasiswa, eq(mahasiswa.id, kelasPeserta.idMahasiswa))
    .innerJoin(users, eq(users.id, mahasiswa.userId))
    .where(
      and(
        eq(kelasPeserta.idKelasKuliah, idKelas),
        eq(mahasiswa.collegeId, collegeId),
        opts.nim !== undefined ? eq(mahasiswa.nim, opts.nim) : undefined,
        opts.idMahasiswa !== undefined ? eq(mahasiswa.id, opts.idMahasiswa) : undefined,
        opts.search ? or(sql`${users.nama} ilike ${`%${opts.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`, sql`${mahasiswa.nim} ilike ${`%${opts.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`) : undefined,
      ),
    )
    .orderBy(asc(mahasiswa.nim));
}
export type PesertaKelas = Awaited<ReturnType<typeof listPesertaKelas>>[number];

export async function listKehadiranPertemuan(db: Db, idPertemuan: number, idMahasiswa?: number[]) {
  if (idMahasiswa && idMahasiswa.length === 0) return [];
  return db
    .select()
    .from(kehadiranMahasiswa)
    .where(and(eq(kehadiranMahasiswa.idPertemuan, idPertemuan), idMahasiswa ? inArray(kehadiranMahasiswa.idMahasiswa, idMahasiswa) : undefined));
}

/** The stored rows of some students in a meeting, locked until the transaction ends (a bulk edit's check). */
export async function kunciKehadiranPertemuan(db: Db, idPertemuan: number, idMahasiswa: number[]) {
  if (idMahasiswa.length === 0) return [];
  return db
    .select({ idMahasiswa: kehadiranMahasiswa.idMahasiswa, presensi: kehadiranMahasiswa.presensi, adaPresensi: kehadiranMahasiswa.adaPresensi })
    .from(kehadiranMahasiswa)
    .where(and(eq(kehadiranMahasiswa.idPertemuan, idPertemuan), inArray(kehadiranMahasiswa.idMahasiswa, idMahasiswa)))
    .for('update');
}

/**
 * THE read behind every attendance percentage (kehadiran-persentase.ts): each participant of the classes (or one
 * student) × each meeting of the class, with the stored decision when there is one. A participant of a class without
 * meetings comes once with a null meeting. Which meetings count is the shared rule's business, not this query's.
 */
export async function listSelKehadiran(db: Db, collegeId: number, idKelas: readonly string[], idMahasiswa?: number) {
  if (idKelas.length === 0) return [];
  return db
    .select({
      idKelas: kelasPeserta.idKelasKuliah,
      idMahasiswa: kelasPeserta.idMahasiswa,
      idPertemuan: pertemuan.id,
      kategori: pertemuan.kategori,
      status: pertemuan.status,
      waktuMulai: pertemuan.waktuMulai,
      presensi: kehadiranMahasiswa.presensi,
      adaPresensi: kehadiranMahasiswa.adaPresensi,
      isHadir: kehadiranMahasiswa.isHadir,
      isValid: kehadiranMahasiswa.isValid,
      isQrCode: kehadiranMahasiswa.isQrCode,
      progress: kehadiranMahasiswa.progress,
    })
    .from(kelasPeserta)
    .innerJoin(kelasKuliah, and(eq(kelasKuliah.id, kelasPeserta.idKelasKuliah), eq(kelasKuliah.collegeId, collegeId)))
    .leftJoin(pertemuan, eq(pertemuan.idKelasKuliah, kelasPeserta.idKelasKuliah))
    .leftJoin(kehadiranMahasiswa, and(eq(kehadiranMahasiswa.idPertemuan, pertemuan.id), eq(kehadiranMahasiswa.idMahasiswa, kelasPeserta.idMahasiswa)))
    .where(and(inArray(kelasPeserta.idKelasKuliah, [...idKelas]), idMahasiswa !== undefined ? eq(kelasPeserta.idMahasiswa, idMahasiswa) : undefined));
}
export type SelKehadiranRow = Awaited<ReturnType<typeof listSelKehadiran>>[number];

/**
 * SQL twin of the shared `pertemuanSudahDimulai` for queries that filter many rows (reports): the status left
 * belum_dimulai or the scheduled start passed.
 */
export const pertemuanDimulaiSql = (now: Date) => sql`(${pertemuan.status} <> 'belum_dimulai' or ${pertemuan.waktuMulai} <= ${now})`;

export type KehadiranValues = Omit<typeof kehadiranMahasiswa.$inferInsert, 'id'>;

/** A lecturer's or operator's decision: always written, marks the row manual. */
export async function upsertKehadiranManual(db: Db, rows: KehadiranValues[]) {
  if (rows.length === 0) return;
  await db
    .insert(kehadiranMahasiswa)
    .values(rows)
    .onConflictDoUpdate({
      target: [kehadiranMahasiswa.idPertemuan, kehadiranMahasiswa.idMahasiswa],
      set: {
        presensi: sql`excluded.presensi`,
        adaPresensi: sql`excluded.ada_presensi`,
        isHadir: sql`excluded.is_hadir`,
        isQrCode: sql`excluded.is_qr_code`,
        isManual: sql`excluded.is_manual`,
        updatedBy: sql`excluded.updated_by`,
        updatedByUsername: sql`excluded.updated_by_username`,
        updatedByName: sql`excluded.updated_by_name`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

/**
 * The system's decision (LMS:SYSTEM): progress always follows the facts; the status only on rows that are not
 * manual and not a QR presence — the WHERE of the conflict branch keeps a lecturer's decision whatever races it.
 */
export async function upsertKehadiranSistem(db: Db, rows: KehadiranValues[]) {
  if (rows.length === 0) return;
  await db
    .insert(kehadiranMahasiswa)
    .values(rows)
    .onConflictDoUpdate({
      target: [kehadiranMahasiswa.idPertemuan, kehadiranMahasiswa.idMahasiswa],
      set: {
        progress: sql`excluded.progress`,
        presensi: sql`case when ${kehadiranMahasiswa.isManual} or ${kehadiranMahasiswa.isQrCode} then ${kehadiranMahasiswa.presensi} else excluded.presensi end`,
        adaPresensi: sql`case when ${kehadiranMahasiswa.isManual} or ${kehadiranMahasiswa.isQrCode} then ${kehadiranMahasiswa.adaPresensi} else excluded.ada_presensi end`,
        isHadir: sql`case when ${kehadiranMahasiswa.isManual} or ${kehadiranMahasiswa.isQrCode} then ${kehadiranMahasiswa.isHadir} else excluded.is_hadir end`,
        updatedBy: sql`case when ${kehadiranMahasiswa.isManual} or ${kehadiranMahasiswa.isQrCode} then ${kehadiranMahasiswa.updatedBy} else excluded.updated_by end`,
        updatedByUsername: sql`case when ${kehadiranMahasiswa.isManual} or ${kehadiranMahasiswa.isQrCode} then ${kehadiranMahasiswa.updatedByUsername} else excluded.updated_by_username end`,
        updatedByName: sql`case when ${kehadiranMahasiswa.isManual} or ${kehadiranMahasiswa.isQrCode} then ${kehadiranMahasiswa.updatedByName} else excluded.updated_by_name end`,
        updatedAt: sql`case when ${kehadiranMahasiswa.isManual} or ${kehadiranMahasiswa.isQrCode} then ${kehadiranMahasiswa.updatedAt} else excluded.updated_at end`,
      },
    });
}

/**
 * THE stored summary of a meeting (peserta_hadir, which the meeting detail shows, and progress_peserta), counted from
 * its attendance rows: every writer of kehadiran_mahasiswa (manual edit, QR scan, the system's recalculation, the
 * seed) calls it after its write, in the same transaction. `waktu` stamps the last recalculation when given.
 */
export async function simpanRingkasanPertemuan(db: Db, collegeId: number, id: number, waktu: Date | null) {
  // Two writers of one meeting at once (two QR scans) count one after the other: the second counts once the first
  // committed, so neither stores a count without the other's row. NO KEY UPDATE, the lock the UPDATE below takes
  // anyway, does not wait for the key-share locks the attendance rows' foreign key holds on the meeting.
  await db
    .select({ id: pertemuan.id })
    .from(pertemuan)
    .where(and(eq(pertemuan.id, id), eq(pertemuan.collegeId, collegeId)))
    .for('no key update');
  const [r] = await db
    .select({
      hadir: sql<number>`count(*) filter (where ${kehadiranMahasiswa.presensi} = 'H' and ${kehadiranMahasiswa.adaPresensi})`.mapWith(Number),
      rata: sql<number>`coalesce(avg(${kehadiranMahasiswa.progress}), 0)`.mapWith(Number),
    })
    .from(kehadiranMahasiswa)
    // Over the class's participants, as the attendance page counts.
    .innerJoin(kelasPeserta, and(eq(kelasPeserta.idKelasKuliah, kehadiranMahasiswa.idKelasKuliah), eq(kelasPeserta.idMahasiswa, kehadiranMahasiswa.idMahasiswa)))
    .where(eq(kehadiranMahasiswa.idPertemuan, id));
  await db
    .update(pertemuan)
    .set({ pesertaHadir: r?.hadir ?? 0, progressPeserta: Math.round((r?.rata ?? 0) * 10) / 10, ...(waktu ? { waktuTerakhirUpdateKehadiran: waktu } : {}) })
    .where(and(eq(pertemuan.id, id), eq(pertemuan.collegeId, collegeId)));
}

// ---------------------------------------------------------------------------------------------------------------
// Settle and fact sweep

/** Online/campuran meetings whose deadline passed and that were not settled since (oldest first). */
export async function listPertemuanPerluSettle(db: Db, now: Date, limit: number) {
  const batas = sql`coalesce(${pertemuan.waktuBatasAktivitas}, ${pertemuan.waktuSelesai})`;
  return db
    .select({ id: pertemuan.id, collegeId: pertemuan.collegeId })
    .from(pertemuan)
    .where(
      and(
        inArray(pertemuan.jenis, ['online', 'campuran']),
        sql`${batas} <= ${now}`,
        or(sql`${pertemuan.waktuTerakhirUpdateKehadiran} is null`, sql`${pertemuan.waktuTerakhirUpdateKehadiran} < ${batas}`),
      ),
    )
    .orderBy(sql`${batas} asc`)
    .limit(limit);
}

/**
 * Online/campuran meetings whose scheduled start fell in (after, now] and that already have attendance facts (work
 * done ahead of time), oldest first. Per college, so each range is a probe of (college_id, waktu_mulai).
 */
export async function listPertemuanBaruDimulai(db: Db, after: Date, now: Date) {
  return db
    .select({ id: pertemuan.id, collegeId: pertemuan.collegeId })
    .from(colleges)
    .innerJoin(pertemuan, and(eq(pertemuan.collegeId, colleges.id), gt(pertemuan.waktuMulai, after), lte(pertemuan.waktuMulai, now)))
    .where(
      and(
        inArray(pertemuan.jenis, ['online', 'campuran']),
        sql`exists (select 1 from ${aktivitasSelesai} where ${aktivitasSelesai.idPertemuan} = ${pertemuan.id})`,
      ),
    )
    .orderBy(asc(pertemuan.waktuMulai), asc(pertemuan.id));
}

export async function findWatermark(db: Db, kunci: string) {
  const [r] = await db.select().from(kehadiranProses).where(eq(kehadiranProses.kunci, kunci)).for('update');
  return r?.idTerakhir ?? null;
}

export async function setWatermark(db: Db, kunci: string, id: number) {
  await db
    .insert(kehadiranProses)
    .values({ kunci, idTerakhir: id })
    .onConflictDoUpdate({ target: kehadiranProses.kunci, set: { idTerakhir: id, updatedAt: new Date() } });
}

/** New facts after the watermark: (college, meeting, user) to recompute, at most `limit` facts read. */
export async function listFaktaBaru(db: Db, after: number, limit: number) {
  return db
    .select({ id: aktivitasSelesai.id, collegeId: aktivitasSelesai.collegeId, idPertemuan: aktivitasSelesai.idPertemuan, idUser: aktivitasSelesai.idUser })
    .from(aktivitasSelesai)
    .where(and(gt(aktivitasSelesai.id, after), isNotNull(aktivitasSelesai.idPertemuan)))
    .orderBy(asc(aktivitasSelesai.id))
    .limit(limit);
}

export async function maxFaktaId(db: Db) {
  const [r] = await db.select({ m: sql<number>`coalesce(max(${aktivitasSelesai.id}), 0)`.mapWith(Number) }).from(aktivitasSelesai);
  return r?.m ?? 0;
}

export async function findMahasiswaByUser(db: Db, collegeId: number, userId: number) {
  const [r] = await db.select({ id: mahasiswa.id, nim: mahasiswa.nim }).from(mahasiswa).where(and(eq(mahasiswa.userId, userId), eq(mahasiswa.collegeId, collegeId)));
  return r ?? null;
}

// ---------------------------------------------------------------------------------------------------------------
// Recalculation of a class / period (keyset pages, bounded memory)

export async function listPertemuanOnlineKelas(db: Db, collegeId: number, idKelas: string, now: Date) {
  return db
    .select({ id: pertemuan.id })
    .from(pertemuan)
    .where(and(eq(pertemuan.collegeId, collegeId), eq(pertemuan.idKelasKuliah, idKelas), inArray(pertemuan.jenis, ['online', 'campuran']), pertemuanDimulaiSql(now)))
    .orderBy(asc(pertemuan.nomor));
}

export async function listKelasPeriodePage(db: Db, collegeId: number, periode: number, afterId: string, limit: number) {
  return db
    .select({ id: kelasKuliah.id })
    .from(kelasKuliah)
    .where(and(eq(kelasKuliah.collegeId, collegeId), eq(kelasKuliah.periode, periode), gt(kelasKuliah.id, afterId)))
    .orderBy(asc(kelasKuliah.id))
    .limit(limit);
}

export async function countKelasPeriode(db: Db, collegeId: number, periode: number) {
  const [r] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(kelasKuliah)
    .where(and(eq(kelasKuliah.collegeId, collegeId), eq(kelasKuliah.periode, periode)));
  return r?.n ?? 0;
}

// ---------------------------------------------------------------------------------------------------------------
// Lecturer attendance, QR log, exceptions

export async function upsertKehadiranDosen(db: Db, v: typeof kehadiranDosen.$inferInsert) {
  const [row] = await db
    .insert(kehadiranDosen)
    .values(v)
    .onConflictDoUpdate({
      target: [kehadiranDosen.idPertemuan, kehadiranDosen.idDosen],
      set: { isHadir: v.isHadir, isValid: v.isValid, mulaiKuliah: v.mulaiKuliah ?? null, selesaiKuliah: v.selesaiKuliah ?? null, updatedBy: v.updatedBy ?? null, updatedAt: new Date() },
    })
    .returning();
  return row!;
}

export async function insertLogQr(db: Db, v: typeof logPresensiQr.$inferInsert) {
  await db.insert(logPresensiQr).values(v);
}

export async function countHadirQr(db: Db, idPertemuan: number) {
  const [r] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(kehadiranMahasiswa)
    .where(and(eq(kehadiranMahasiswa.idPertemuan, idPertemuan), eq(kehadiranMahasiswa.isQrCode, true), eq(kehadiranMahasiswa.presensi, 'H')));
  return r?.n ?? 0;
}

export async function findPengecualian(db: Db, collegeId: number, idKelas: string, idMahasiswa: number) {
  const [r] = await db
    .select()
    .from(pengecualianUjian)
    .where(and(eq(pengecualianUjian.collegeId, collegeId), eq(pengecualianUjian.idKelasKuliah, idKelas), eq(pengecualianUjian.idMahasiswa, idMahasiswa)));
  return r ?? null;
}

/** (class, student) pairs with an operator's UAS exception, among some classes (optionally one student). */
export async function listPengecualianKelas(db: Db, collegeId: number, idKelas: readonly string[], idMahasiswa?: number) {
  if (idKelas.length === 0) return [];
  return db
    .select({ idKelas: pengecualianUjian.idKelasKuliah, idMahasiswa: pengecualianUjian.idMahasiswa })
    .from(pengecualianUjian)
    .where(
      and(
        eq(pengecualianUjian.collegeId, collegeId),
        inArray(pengecualianUjian.idKelasKuliah, [...idKelas]),
        idMahasiswa !== undefined ? eq(pengecualianUjian.idMahasiswa, idMahasiswa) : undefined,
      ),
    );
}

/** Name and username of the actor, as updated_by shows them. */
export async function identitasAktor(db: Db, actor: Actor): Promise<{ userId: number | null; username: string; name: string }> {
  if (actor.role === 'SYSTEM') return { userId: null, username: SYSTEM_USERNAME, name: 'Sistem' };
  const [u] = await db.select({ nama: users.nama, username: users.username }).from(users).where(eq(users.id, actor.userId));
  return { userId: actor.userId, username: u?.username ?? actor.username, name: u?.nama ?? actor.username };
}

/** The college's current period (periode.is_current), null when none is set. */
export async function findPeriodeBerjalan(db: Db, collegeId: number) {
  const [r] = await db
    .select({ kode: periode.kode })
    .from(periode)
    .where(and(eq(periode.collegeId, collegeId), eq(periode.isCurrent, true)));
  return r?.kode ?? null;
}

/** Locks a meeting's row: every change of its lecturer attendance waits here (`db` is the transaction). */
export async function lockPertemuan(db: Db, id: number) {
  await db.select({ id: pertemuan.id }).from(pertemuan).where(eq(pertemuan.id, id)).for('update');
}

/** The college's stored pengaturan_kelas as saved (no defaults), read past the settings cache. */
export async function findPengaturanKelasTersimpan(db: Db, collegeId: number): Promise<unknown> {
  const [c] = await db.select({ k: colleges.pengaturanKelas }).from(colleges).where(eq(colleges.id, collegeId));
  return c?.k ?? null;
}
