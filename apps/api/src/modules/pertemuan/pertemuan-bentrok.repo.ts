import { and, asc, count, eq, gt, ilike, inArray, lt, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { getPengaturan } from '../pengaturan/pengaturan.service';
import { dosen, kelasKuliah, kelasPengajar, labelKelas, mataKuliah, pertemuan, ruangan, sesiKuliah, users } from '../../db/schema';
import { likePattern } from './pertemuan.repo';

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

/**
 * The schedule settings through the settings service (not the request's 30 s copy of the college): its cache is
 * dropped on every change over the events bus, so a changed schedule-change setting applies at once.
 */
export async function findPengaturanCollege(deps: Pick<Deps, 'db' | 'events'>, collegeId: number) {
  const p = await getPengaturan(deps, collegeId);
  return { pengaturanKelas: p.pengaturan_kelas, timeZone: p.pengaturan_sistem.time_zone };
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
