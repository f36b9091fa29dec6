import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { JENIS_PRESENSI_BAWAAN, KODE_JENIS_PRESENSI, type KodeJenisPresensi } from '@lms/shared';
import type { Db } from '../../db/client';
import type { jenisKelas, labelKelas } from '../../db/schema';
import { jenisPresensi, kampus, kelasJadwal, kelasKuliah, periode, pertemuan, ruangan, sesiKuliah } from '../../db/schema';
import { runPage, totalOver } from '../../lib/page-query';
import { likePattern } from '../../lib/like-pattern';

/**
 * Queries of /data-sistem. Every function filters by college; writes run inside the service's transaction, which
 * first takes the college's data-sistem lock (names stay unique without a race between two operators).
 */

export type Halaman = { limit: number; offset: number };

export async function lockDataSistem(db: Db, collegeId: number) {
  await db.execute(sql`select pg_advisory_xact_lock(727400, ${collegeId})`);
}

async function countWhere(db: Db, table: typeof sesiKuliah | typeof ruangan | typeof jenisKelas | typeof labelKelas | typeof kampus, where: SQL | undefined) {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return Number(row?.n ?? 0);
}

// --- periods -------------------------------------------------------------------------------------------------------

export async function listPeriode(db: Db, collegeId: number, search: string | undefined, page: Halaman) {
  // A search matches the code ('2026') or the year of the label.
  const where = and(eq(periode.collegeId, collegeId), search ? ilike(sql`${periode.kode}::text`, likePattern(search)) : undefined);
  const query = db
    .select({ row: periode, total: totalOver() })
    .from(periode)
    .where(where)
    .orderBy(desc(periode.kode))
    .$dynamic();
  return runPage(query, page, async () => {
    const [r] = await db.select({ n: count() }).from(periode).where(where);
    return Number(r?.n ?? 0);
  });
}

export async function findPeriode(db: Db, collegeId: number, kode: number) {
  const [row] = await db.select().from(periode).where(and(eq(periode.collegeId, collegeId), eq(periode.kode, kode)));
  return row;
}

export async function insertPeriode(db: Db, collegeId: number, v: { kode: number; tanggalMulai: Date; tanggalSelesai: Date }) {
  await db.insert(periode).values({ collegeId, ...v, isCurrent: false });
}

export async function updatePeriode(db: Db, collegeId: number, kode: number, set: { tanggalMulai: Date; tanggalSelesai: Date }) {
  await db
    .update(periode)
    .set(set)
    .where(and(eq(periode.collegeId, collegeId), eq(periode.kode, kode)));
}

export async function deletePeriode(db: Db, collegeId: number, kode: number) {
  await db.delete(periode).where(and(eq(periode.collegeId, collegeId), eq(periode.kode, kode)));
}

/** Exactly one current period per college. */
export async function setPeriodeBerjalan(db: Db, collegeId: number, kode: number) {
  await db
    .update(periode)
    .set({ isCurrent: sql`(${periode.kode} = ${kode})` })
    .where(and(eq(periode.collegeId, collegeId), or(eq(periode.isCurrent, true), eq(periode.kode, kode))));
}

export async function countKelasOfPeriode(db: Db, collegeId: number, kode: number) {
  const [row] = await db
    .select({ n: count() })
    .from(kelasKuliah)
    .where(and(eq(kelasKuliah.collegeId, collegeId), eq(kelasKuliah.periode, kode)));
  return Number(row?.n ?? 0);
}

// --- sessions ------------------------------------------------------------------------------------------------------

export async function listSesi(db: Db, collegeId: number, search: string | undefined, page: Halaman) {
  const where = and(eq(sesiKuliah.collegeId, collegeId), search ? ilike(sesiKuliah.nama, likePattern(search)) : undefined);
  const query = db
    .select({ row: sesiKuliah, total: totalOver() })
    .from(sesiKuliah)
    .where(where)
    .orderBy(asc(sesiKuliah.jamMulai), asc(sesiKuliah.id))
    .$dynamic();
  return runPage(query, page, () => countWhere(db, sesiKuliah, where));
}

export async function findSesi(db: Db, collegeId: number, id: number) {
  const [row] = await db.select().from(sesiKuliah).where(and(eq(sesiKuliah.collegeId, collegeId), eq(sesiKuliah.id, id)));
  return row;
}

export async function sesiNamaTaken(db: Db, collegeId: number, nama: string, kecuali?: number) {
  const [row] = await db
    .select({ id: sesiKuliah.id })
    .from(sesiKuliah)
    .where(and(eq(sesiKuliah.collegeId, collegeId), sql`lower(${sesiKuliah.nama}) = ${nama.toLowerCase()}`, kecuali ? ne(sesiKuliah.id, kecuali) : undefined));
  return Boolean(row);
}

export async function insertSesi(db: Db, collegeId: number, v: { nama: string; jamMulai: string; jamSelesai: string }) {
  const [row] = await db
    .insert(sesiKuliah)
    .values({ collegeId, ...v })
    .returning();
  return row!;
}

export async function updateSesi(db: Db, collegeId: number, id: number, v: { nama: string; jamMulai: string; jamSelesai: string }) {
  const [row] = await db
    .update(sesiKuliah)
    .set(v)
    .where(and(eq(sesiKuliah.collegeId, collegeId), eq(sesiKuliah.id, id)))
    .returning();
  return row;
}

export async function deleteSesi(db: Db, collegeId: number, id: number) {
  await db.delete(sesiKuliah).where(and(eq(sesiKuliah.collegeId, collegeId), eq(sesiKuliah.id, id)));
}

export async function countPertemuanOfSesi(db: Db, collegeId: number, id: number) {
  const [row] = await db
    .select({ n: count() })
    .from(pertemuan)
    .where(and(eq(pertemuan.collegeId, collegeId), eq(pertemuan.idSesi, id)));
  return Number(row?.n ?? 0);
}

// --- rooms ---------------------------------------------------------------------------------------------------------

export async function listRuangan(db: Db, collegeId: number, search: string | undefined, page: Halaman) {
  const p = search ? likePattern(search) : null;
  const where = and(eq(ruangan.collegeId, collegeId), p ? or(ilike(ruangan.kode, p), ilike(ruangan.nama, p), ilike(ruangan.gedung, p)) : undefined);
  const query = db
    .select({ row: ruangan, total: totalOver() })
    .from(ruangan)
    .where(where)
    .orderBy(asc(ruangan.kode), asc(ruangan.id))
    .$dynamic();
  return runPage(query, page, () => countWhere(db, ruangan, where));
}

export async function findRuangan(db: Db, collegeId: number, id: number) {
  const [row] = await db.select().from(ruangan).where(and(eq(ruangan.collegeId, collegeId), eq(ruangan.id, id)));
  return row;
}

export async function ruanganKodeTaken(db: Db, collegeId: number, kode: string, kecuali?: number) {
  const [row] = await db
    .select({ id: ruangan.id })
    .from(ruangan)
    .where(and(eq(ruangan.collegeId, collegeId), eq(ruangan.kode, kode), kecuali ? ne(ruangan.id, kecuali) : undefined));
  return Boolean(row);
}

type RuanganValues = { kode: string; nama: string; gedung: string; kapasitas: number };

export async function insertRuangan(db: Db, collegeId: number, v: RuanganValues) {
  const [row] = await db
    .insert(ruangan)
    .values({ collegeId, ...v })
    .returning();
  return row!;
}

export async function updateRuangan(db: Db, collegeId: number, id: number, v: RuanganValues) {
  const [row] = await db
    .update(ruangan)
    .set(v)
    .where(and(eq(ruangan.collegeId, collegeId), eq(ruangan.id, id)))
    .returning();
  return row;
}

export async function deleteRuangan(db: Db, collegeId: number, id: number) {
  await db.delete(ruangan).where(and(eq(ruangan.collegeId, collegeId), eq(ruangan.id, id)));
}

/** Meetings held in the room and weekly class schedules that name it. */
export async function countPemakaianRuangan(db: Db, collegeId: number, id: number) {
  const [p] = await db
    .select({ n: count() })
    .from(pertemuan)
    .where(and(eq(pertemuan.collegeId, collegeId), eq(pertemuan.idRuangan, id)));
  const [j] = await db
    .select({ n: count() })
    .from(kelasJadwal)
    .innerJoin(kelasKuliah, eq(kelasKuliah.id, kelasJadwal.idKelasKuliah))
    .where(and(eq(kelasKuliah.collegeId, collegeId), eq(kelasJadwal.idRuangan, id)));
  return { pertemuan: Number(p?.n ?? 0), jadwal: Number(j?.n ?? 0) };
}

// --- class types and labels ----------------------------------------------------------------------------------------

type NamaTable = typeof jenisKelas | typeof labelKelas;

export async function listNama(db: Db, table: NamaTable, collegeId: number, search: string | undefined, page: Halaman) {
  const where = and(eq(table.collegeId, collegeId), search ? ilike(table.nama, likePattern(search)) : undefined);
  const query = db
    .select({ row: { id: table.id, nama: table.nama }, total: totalOver() })
    .from(table)
    .where(where)
    .orderBy(asc(table.nama), asc(table.id))
    .$dynamic();
  return runPage(query, page, () => countWhere(db, table, where));
}

export async function findNama(db: Db, table: NamaTable, collegeId: number, id: number) {
  const [row] = await db
    .select({ id: table.id, nama: table.nama })
    .from(table)
    .where(and(eq(table.collegeId, collegeId), eq(table.id, id)));
  return row;
}

export async function namaTaken(db: Db, table: NamaTable | typeof kampus, collegeId: number, nama: string, kecuali?: number) {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.collegeId, collegeId), sql`lower(${table.nama}) = ${nama.toLowerCase()}`, kecuali ? ne(table.id, kecuali) : undefined));
  return Boolean(row);
}

export async function insertNama(db: Db, table: NamaTable, collegeId: number, nama: string) {
  const [row] = await db.insert(table).values({ collegeId, nama }).returning({ id: table.id, nama: table.nama });
  return row!;
}

export async function updateNama(db: Db, table: NamaTable, collegeId: number, id: number, nama: string) {
  const [row] = await db
    .update(table)
    .set({ nama })
    .where(and(eq(table.collegeId, collegeId), eq(table.id, id)))
    .returning({ id: table.id, nama: table.nama });
  return row;
}

export async function deleteNama(db: Db, table: NamaTable, collegeId: number, id: number) {
  await db.delete(table).where(and(eq(table.collegeId, collegeId), eq(table.id, id)));
}

export async function countKelasOf(db: Db, kolom: 'jenis' | 'label', collegeId: number, id: number) {
  const col = kolom === 'jenis' ? kelasKuliah.idJenisKelas : kelasKuliah.idLabelKelas;
  const [row] = await db
    .select({ n: count() })
    .from(kelasKuliah)
    .where(and(eq(kelasKuliah.collegeId, collegeId), eq(col, id)));
  return Number(row?.n ?? 0);
}

// --- campuses ------------------------------------------------------------------------------------------------------

export async function listKampus(db: Db, collegeId: number, search: string | undefined, page: Halaman) {
  const p = search ? likePattern(search) : null;
  const where = and(eq(kampus.collegeId, collegeId), p ? or(ilike(kampus.nama, p), ilike(kampus.alamat, p)) : undefined);
  const query = db
    .select({ row: kampus, total: totalOver() })
    .from(kampus)
    .where(where)
    .orderBy(asc(kampus.nama), asc(kampus.id))
    .$dynamic();
  return runPage(query, page, () => countWhere(db, kampus, where));
}

export async function findKampus(db: Db, collegeId: number, id: number) {
  const [row] = await db.select().from(kampus).where(and(eq(kampus.collegeId, collegeId), eq(kampus.id, id)));
  return row;
}

export async function insertKampus(db: Db, collegeId: number, v: { nama: string; alamat: string }) {
  const [row] = await db
    .insert(kampus)
    .values({ collegeId, ...v })
    .returning();
  return row!;
}

export async function updateKampus(db: Db, collegeId: number, id: number, v: { nama: string; alamat: string }) {
  const [row] = await db
    .update(kampus)
    .set(v)
    .where(and(eq(kampus.collegeId, collegeId), eq(kampus.id, id)))
    .returning();
  return row;
}

export async function deleteKampus(db: Db, collegeId: number, id: number) {
  await db.delete(kampus).where(and(eq(kampus.collegeId, collegeId), eq(kampus.id, id)));
}

/** Classes carry their campus by name (kelas_kuliah.kampus_nama). */
export async function countKelasOfKampus(db: Db, collegeId: number, nama: string) {
  const [row] = await db
    .select({ n: count() })
    .from(kelasKuliah)
    .where(and(eq(kelasKuliah.collegeId, collegeId), sql`lower(${kelasKuliah.kampusNama}) = ${nama.toLowerCase()}`));
  return Number(row?.n ?? 0);
}

export async function renameKampusOnKelas(db: Db, collegeId: number, lama: string, baru: string) {
  await db
    .update(kelasKuliah)
    .set({ kampusNama: baru })
    .where(and(eq(kelasKuliah.collegeId, collegeId), sql`lower(${kelasKuliah.kampusNama}) = ${lama.toLowerCase()}`));
}

// --- attendance types ----------------------------------------------------------------------------------------------

export type JenisPresensiMap = Record<KodeJenisPresensi, { id: number | null; kode: KodeJenisPresensi; nama: string; is_active: boolean }>;

/**
 * THE read of a college's attendance types (izin, sakit): stored rows over the defaults, so a college that never
 * changed them has both, active. For the attendance module (spec 1 §4: I and S only while active).
 */
export async function listJenisPresensi(db: Db, collegeId: number): Promise<JenisPresensiMap> {
  const rows = await db.select().from(jenisPresensi).where(eq(jenisPresensi.collegeId, collegeId));
  const out = {} as JenisPresensiMap;
  for (const kode of KODE_JENIS_PRESENSI) {
    const r = rows.find((x) => x.kode === kode);
    out[kode] = r ? { id: r.id, kode, nama: r.nama, is_active: r.isActive } : { id: null, kode, ...JENIS_PRESENSI_BAWAAN[kode] };
  }
  return out;
}

export async function upsertJenisPresensi(db: Db, collegeId: number, kode: KodeJenisPresensi, v: { nama: string; isActive: boolean }) {
  await db
    .insert(jenisPresensi)
    .values({ collegeId, kode, ...v })
    .onConflictDoUpdate({ target: [jenisPresensi.collegeId, jenisPresensi.kode], set: v });
}
