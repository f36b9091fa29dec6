import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aktivitasKelas, dosen, jenisKelas, kehadiranDosen, kehadiranMahasiswa, kelasKuliah, kelasPengajar, kelasPeserta, kelasProdi, labelKelas, mataKuliah, pertemuan, users } from '../../db/schema';
import { runPage, totalOver } from '../../lib/page-query';
import { faktaPengajarQuery } from './kehadiran-pengajar';
import { pertemuanDimulaiSql } from './kehadiran.repo';

/** Queries of the Laporan group's attendance reports: the shared class filter, per class, per lecturer. */

type Halaman = { limit?: number; offset: number };

export type Filter = {
  page: number;
  per_page: number;
  ignore_default_pagination?: boolean;
  periode?: number[];
  id_mata_kuliah?: number[];
  id_kelas?: number[];
  id_jenis_kelas?: number[];
  id_prodi?: number[];
  id_prodi_kelas?: number[];
  mode_kuliah?: string[];
  search?: string;
  is_valid?: boolean;
  id_dosen?: number[];
  id_kelas_kuliah?: string[];
  waktu_awal?: string;
  waktu_akhir?: string;
};

export const likeOf = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function kelasConds(collegeId: number, q: Filter): (SQL | undefined)[] {
  return [
    eq(kelasKuliah.collegeId, collegeId),
    q.periode?.length ? inArray(kelasKuliah.periode, q.periode) : undefined,
    q.id_mata_kuliah?.length ? inArray(kelasKuliah.idMataKuliah, q.id_mata_kuliah) : undefined,
    q.id_kelas?.length ? inArray(kelasKuliah.idLabelKelas, q.id_kelas) : undefined,
    q.id_jenis_kelas?.length ? inArray(kelasKuliah.idJenisKelas, q.id_jenis_kelas) : undefined,
    q.id_prodi?.length ? inArray(mataKuliah.idProdi, q.id_prodi) : undefined,
    q.id_prodi_kelas?.length
      ? sql`exists (select 1 from ${kelasProdi} where ${kelasProdi.idKelasKuliah} = ${kelasKuliah.id} and ${inArray(kelasProdi.idProdi, q.id_prodi_kelas)})`
      : undefined,
    q.mode_kuliah?.length ? inArray(kelasKuliah.modeKuliah, q.mode_kuliah) : undefined,
    q.id_kelas_kuliah?.length ? inArray(kelasKuliah.id, q.id_kelas_kuliah) : undefined,
    q.search ? or(ilike(mataKuliah.nama, likeOf(q.search)), ilike(mataKuliah.kode, likeOf(q.search)), ilike(labelKelas.nama, likeOf(q.search))) : undefined,
  ];
}

/** Stored presences of the class on meetings that have started (a not-started meeting's row is no presence). */
const adaKM = (now: Date) =>
  sql`${kehadiranMahasiswa.idKelasKuliah} = ${kelasKuliah.id} and ${kehadiranMahasiswa.adaPresensi}
    and exists (select 1 from ${pertemuan} where ${pertemuan.id} = ${kehadiranMahasiswa.idPertemuan} and ${pertemuanDimulaiSql(now)})`;
const invalidKM = (now: Date) => sql`exists (select 1 from ${kehadiranMahasiswa} where ${adaKM(now)} and not ${kehadiranMahasiswa.isValid})`;

function pesertaQuery(db: Db, collegeId: number, q: Filter, now: Date) {
  return db
    .select({
      id: kelasKuliah.id,
      periode: kelasKuliah.periode,
      mode: kelasKuliah.modeKuliah,
      mkId: mataKuliah.id,
      mkKode: mataKuliah.kode,
      mkNama: mataKuliah.nama,
      labelId: labelKelas.id,
      labelNama: labelKelas.nama,
      jenisNama: jenisKelas.nama,
      peserta: sql<number>`(select count(*) from ${kelasPeserta} where ${kelasPeserta.idKelasKuliah} = ${kelasKuliah.id})`.mapWith(Number),
      pertemuan: sql<number>`(select count(*) from ${pertemuan} where ${pertemuan.idKelasKuliah} = ${kelasKuliah.id})`.mapWith(Number),
      terekap: sql<number>`(select count(distinct ${kehadiranMahasiswa.idPertemuan}) from ${kehadiranMahasiswa} where ${adaKM(now)})`.mapWith(Number),
      invalid: sql<boolean>`${invalidKM(now)}`,
      total: totalOver(),
    })
    .from(kelasKuliah)
    .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
    .innerJoin(labelKelas, eq(labelKelas.id, kelasKuliah.idLabelKelas))
    .innerJoin(jenisKelas, eq(jenisKelas.id, kelasKuliah.idJenisKelas))
    .where(and(...kelasConds(collegeId, q), q.is_valid === undefined ? undefined : q.is_valid ? sql`not ${invalidKM(now)}` : invalidKM(now)))
    .orderBy(desc(kelasKuliah.periode), asc(mataKuliah.nama), asc(labelKelas.nama), asc(kelasKuliah.id))
    .$dynamic();
}

export type PesertaLaporanRow = Awaited<ReturnType<typeof pesertaQuery>>[number];

/** A page of the filtered classes with their participant, meeting and recap counts. */
export function listPesertaLaporanPage(db: Db, collegeId: number, q: Filter, now: Date, pg: Halaman) {
  const mk = () => pesertaQuery(db, collegeId, q, now);
  return runPage(mk(), pg, async () => (await mk()).length);
}

// ---------------------------------------------------------------------------------------------------------------
// Lecturers

function pengajarWhere(collegeId: number, q: Filter, now: Date): (SQL | undefined)[] {
  return [
    ...kelasConds(collegeId, { ...q, search: undefined }),
    // The placeholder promises a lecturer's name too.
    q.search ? or(ilike(mataKuliah.nama, likeOf(q.search)), ilike(mataKuliah.kode, likeOf(q.search)), ilike(labelKelas.nama, likeOf(q.search)), ilike(users.nama, likeOf(q.search))) : undefined,
    pertemuanDimulaiSql(now),
    q.id_dosen?.length ? inArray(dosen.id, q.id_dosen) : undefined,
    q.waktu_awal ? gte(pertemuan.waktuMulai, new Date(q.waktu_awal)) : undefined,
    q.waktu_akhir ? lte(pertemuan.waktuMulai, new Date(q.waktu_akhir)) : undefined,
    // Validation is the operator's row's; a meeting without one is not validated.
    q.is_valid === undefined ? undefined : q.is_valid ? eq(kehadiranDosen.isValid, true) : sql`coalesce(${kehadiranDosen.isValid}, false) = false`,
  ];
}

/** A page of lecturers × started meetings of the filter, newest meeting first. */
export function listFaktaPengajarLaporanPage(db: Db, collegeId: number, q: Filter, now: Date, pg: Halaman) {
  const mk = () => faktaPengajarQuery(db, pengajarWhere(collegeId, q, now), [desc(pertemuan.waktuMulai), asc(kelasKuliah.id), asc(dosen.id)]);
  return runPage(mk(), pg, async () => (await mk()).length);
}

/** The started meetings of these lecturers over the filtered classes (the per-meeting filter without its own parts). */
export function listFaktaPengajarDosen(db: Db, collegeId: number, q: Filter, idDosen: number[], now: Date) {
  return faktaPengajarQuery(db, [...kelasConds(collegeId, { ...q, search: undefined }), pertemuanDimulaiSql(now), inArray(dosen.id, idDosen)]);
}

/** Minutes of tolerance for "on time" (the start after the schedule, the end before it). */
export const TOLERANSI_TEPAT_WAKTU_MENIT = 15;

function keaktifanQuery(db: Db, collegeId: number, q: Filter, endLectureMenit: number) {
  const tol = TOLERANSI_TEPAT_WAKTU_MENIT;
  const mine = (col: SQL) => sql`${col} = ${dosen.userId}`;
  return db
    .select({
      idDosen: dosen.id,
      nidn: dosen.nidn,
      nama: users.nama,
      gelarDepan: users.gelarDepan,
      gelarAkademik: users.gelarAkademik,
      avatarUrl: users.avatarUrl,
      kelas: sql<string[]>`array_agg(distinct ${kelasKuliah.id})`,
      jumlahKelas: sql<number>`count(distinct ${kelasKuliah.id})`.mapWith(Number),
      jumlahPertemuan: sql<number>`count(${pertemuan.id})`.mapWith(Number),
      dimulai: sql<number>`count(*) filter (where ${mine(sql`${pertemuan.startedBy}`)})`.mapWith(Number),
      dimulaiTepat: sql<number>`count(*) filter (where ${mine(sql`${pertemuan.startedBy}`)} and ${pertemuan.mulaiKuliah} <= ${pertemuan.waktuMulai} + make_interval(mins => ${tol}))`.mapWith(Number),
      diakhiri: sql<number>`count(*) filter (where ${mine(sql`${pertemuan.endedBy}`)})`.mapWith(Number),
      diakhiriTepat: sql<number>`count(*) filter (where ${mine(sql`${pertemuan.endedBy}`)} and ${pertemuan.selesaiKuliah} >= ${pertemuan.waktuSelesai} - make_interval(mins => ${tol})
        and ${pertemuan.selesaiKuliah} <= ${pertemuan.waktuSelesai} + make_interval(mins => ${endLectureMenit}))`.mapWith(Number),
      aktivitas: sql<number>`coalesce(sum((select count(*) from ${aktivitasKelas} where ${aktivitasKelas.idPertemuan} = ${pertemuan.id})), 0)`.mapWith(Number),
      total: totalOver(),
    })
    .from(kelasPengajar)
    .innerJoin(dosen, eq(dosen.id, kelasPengajar.idDosen))
    .innerJoin(users, eq(users.id, dosen.userId))
    .innerJoin(kelasKuliah, eq(kelasKuliah.id, kelasPengajar.idKelasKuliah))
    .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
    .innerJoin(labelKelas, eq(labelKelas.id, kelasKuliah.idLabelKelas))
    .leftJoin(pertemuan, eq(pertemuan.idKelasKuliah, kelasKuliah.id))
    .where(and(...kelasConds(collegeId, { ...q, search: undefined }), q.id_dosen?.length ? inArray(dosen.id, q.id_dosen) : undefined, q.search ? ilike(users.nama, likeOf(q.search)) : undefined))
    .groupBy(dosen.id, dosen.nidn, users.nama, users.gelarDepan, users.gelarAkademik, users.avatarUrl)
    .orderBy(asc(users.nama), asc(dosen.id))
    .$dynamic();
}

export type KeaktifanRow = Awaited<ReturnType<typeof keaktifanQuery>>[number];

/** A page of lecturers of the filtered classes with their meeting counts, by name. */
export function listKeaktifanPengajarPage(db: Db, collegeId: number, q: Filter, endLectureMenit: number, pg: Halaman) {
  const mk = () => keaktifanQuery(db, collegeId, q, endLectureMenit);
  return runPage(mk(), pg, async () => (await mk()).length);
}
