import { and, desc, eq, ilike, inArray, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { prepared, preparedSql } from '../../db/prepared';
import {
  jenisKelas,
  kelasKuliah,
  labelKelas,
  mahasiswa,
  mataKuliah,
  pertemuan,
  ujian,
  ujianPengerjaan,
  ujianSoal,
  users,
} from '../../db/schema';
import { runPage, totalOver } from '../../lib/page-query';
import { kolomVersi, type RuangCache } from '../../lib/read-cache';

/** Queries of exams (the exam row and its list). Every function takes the db or a transaction and filters by college. */

export type UjianRow = typeof ujian.$inferSelect;

const utama = alias(ujian, 'ujian_utama');
const creator = alias(users, 'ujian_creator');

/** The columns of an exam's answer that are the same for every viewer (tables of the read cache's areas only). */
function sharedCols() {
  return {
    u: ujian,
    kkPeriode: kelasKuliah.periode,
    mkId: mataKuliah.id,
    mkKode: mataKuliah.kode,
    mkNama: mataKuliah.nama,
    labelNama: labelKelas.nama,
    jenisNama: jenisKelas.nama,
    pertemuanNomor: pertemuan.nomor,
    creatorNama: creator.nama,
    creatorUsername: creator.username,
    utamaJudul: utama.judul,
    jumlahSoal: sql<number>`(select count(*) from ${ujianSoal} where ${ujianSoal.idUjian} = ${ujian.id})`.mapWith(Number),
  };
}

const hasRemedialSql = (idUjian: SQL | AnyColumn) => sql<boolean>`exists (select 1 from ujian r where r.id_ujian_utama = ${idUjian})`;

/**
 * The attempt counts and the running recalculation of the exam `idUjian` of college `collegeId`: they change with
 * the takers' work and the jobs (tables without a data-version trigger), so they are never cached (the exam list reads them fresh for its page, ujian-list.ts).
 */
function attemptCols(idUjian: SQL | AnyColumn, collegeId: SQL | AnyColumn, hitungPengerjaan: boolean) {
  const nol = sql<number>`0`.mapWith(Number);
  return {
    jumlahPengerjaan: hitungPengerjaan ? sql<number>`(select count(*) from ${ujianPengerjaan} where ${ujianPengerjaan.idUjian} = ${idUjian})`.mapWith(Number) : nol,
    jumlahBelumDinilai: hitungPengerjaan
      ? sql<number>`(select count(*) from ${ujianPengerjaan} where ${ujianPengerjaan.idUjian} = ${idUjian}
      and ${ujianPengerjaan.waktuSelesai} is not null and ${ujianPengerjaan.dinilaiAt} is null)`.mapWith(Number)
      : nol,
    jumlahSudahDinilai: hitungPengerjaan
      ? sql<number>`(select count(*) from ${ujianPengerjaan} where ${ujianPengerjaan.idUjian} = ${idUjian}
      and ${ujianPengerjaan.dinilaiAt} is not null)`.mapWith(Number)
      : nol,
    // A recalculation of the scores is running (job_status_college_sumber_idx).
    sedangDihitung: sql<boolean>`exists (select 1 from job_status js where js.college_id = ${collegeId} and js.jenis = 'hitung_nilai_ujian'
      and js.id_sumber = ${idUjian}::text and js.status = 'processing')`,
  };
}

/** The viewer's attempt, as one json value (null without one). */
const pengerjaanSql = (idUjian: SQL | AnyColumn, idUser: number | SQL) =>
  sql<Record<string, unknown> | null>`(select json_build_object(
        'id', p.id, 'waktu_mulai', p.waktu_mulai, 'batas_waktu', p.batas_waktu, 'waktu_selesai', p.waktu_selesai,
        'cara_selesai', p.cara_selesai, 'jumlah_soal', p.jumlah_soal, 'nilai_akhir', p.nilai_akhir, 'tambahan_menit', p.tambahan_menit,
        'jumlah_dijawab', (select count(*) from ujian_jawaban j where j.id_pengerjaan = p.id and j.jawaban is not null))
      from ${ujianPengerjaan} p where p.id_ujian = ${idUjian} and p.id_user = ${idUser}::int)`;

/**
 * The columns every exam answer carries; `idUser` is the viewer (their own attempt), 0 for nobody. The attempt
 * counts are for the exam's teachers and operators only (a student's answer shows 0): `hitungPengerjaan` false
 * skips them, which matters when 5,000 takers fetch the exam after a time change — each count walks every attempt.
 */
function viewCols(idUser: number | SQL, hitungPengerjaan: boolean) {
  return {
    ...sharedCols(),
    ...attemptCols(ujian.id, ujian.collegeId, hitungPengerjaan),
    hasRemedial: hasRemedialSql(ujian.id),
    pengerjaan: pengerjaanSql(ujian.id, idUser),
  };
}

/** The exam with everything its answer shows; `total` is the filter's count (lists). */
function viewFrom(db: Db, idUser: number | SQL, hitungPengerjaan: boolean) {
  return db
    .select({ ...viewCols(idUser, hitungPengerjaan), total: totalOver() })
    .from(ujian)
    .innerJoin(kelasKuliah, eq(kelasKuliah.id, ujian.idKelasKuliah))
    .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
    .innerJoin(labelKelas, eq(labelKelas.id, kelasKuliah.idLabelKelas))
    .innerJoin(jenisKelas, eq(jenisKelas.id, kelasKuliah.idJenisKelas))
    .innerJoin(pertemuan, eq(pertemuan.id, ujian.idPertemuan))
    .leftJoin(creator, eq(creator.id, ujian.createdBy))
    .leftJoin(utama, eq(utama.id, ujian.idUjianUtama));
}

/**
 * One exam as its answer shows it, prepared once per database handle (db/prepared.ts) in its two shapes (with and
 * without the attempt counts): planning this join was ~2 ms of every exam detail, which every taker fetches again
 * after a time change.
 */
export async function findUjianView(db: Db, collegeId: number, id: number, idUser: number, hitungPengerjaan = true) {
  const name = hitungPengerjaan ? 'ujian_view_hitung' : 'ujian_view';
  const q = prepared(db, name, () =>
    viewFrom(db, sql`${sql.placeholder('idUser')}`, hitungPengerjaan)
      .where(and(eq(ujian.collegeId, sql.placeholder('collegeId')), eq(ujian.id, sql.placeholder('id'))))
      .prepare(name),
  );
  const [row] = await q.execute({ collegeId, id, idUser });
  return row;
}
export type UjianView = NonNullable<Awaited<ReturnType<typeof findUjianView>>>;

/** Every exam request's access check starts here: prepared once per database handle (db/prepared.ts). */
export async function findUjianRow(db: Db, collegeId: number, id: number) {
  const q = prepared(db, 'ujian_row', () =>
    db
      .select()
      .from(ujian)
      .where(and(eq(ujian.collegeId, sql.placeholder('collegeId')), eq(ujian.id, sql.placeholder('id'))))
      .prepare('ujian_row'),
  );
  const [row] = await q.execute({ collegeId, id });
  return row;
}

/** The exam row locked for the rest of the transaction (serialises structure changes against starts). */
export async function lockUjian(db: Db, collegeId: number, id: number) {
  const [row] = await db
    .select()
    .from(ujian)
    .where(and(eq(ujian.collegeId, collegeId), eq(ujian.id, id)))
    .for('update');
  return row;
}

/** The exam row under a share lock: attempts starting together do not wait for each other, only for a structure change. */
export async function lockUjianShare(db: Db, collegeId: number, id: number) {
  const [row] = await db
    .select()
    .from(ujian)
    .where(and(eq(ujian.collegeId, collegeId), eq(ujian.id, id)))
    .for('share');
  return row!;
}

export type UjianFilter = {
  scope?: SQL;
  jenis?: string[];
  idKelas?: string;
  idPertemuan?: number;
  periode?: number;
  search?: string;
  excludeKelas?: string;
  idMataKuliah?: number;
  tanpaRemedial?: boolean;
  /** Students: shown exams only, remedials only when their nim is listed. */
  nimPeserta?: string | null;
  status?: { now: Date; values: string[] };
};

function statusCond(now: Date, s: string): SQL {
  const t = sql`${now.toISOString()}::timestamptz`;
  if (s === 'belum_dimulai') return sql`${ujian.waktuMulai} > ${t}`;
  if (s === 'selesai') return sql`${ujian.waktuSelesai} < ${t}`;
  return sql`(${ujian.waktuMulai} <= ${t} and ${ujian.waktuSelesai} >= ${t})`;
}

/**
 * One page of exams with the columns every viewer shares (sharedCols, the main exam's remedials): the exam list's
 * part kept in the read cache. The viewer's attempt and the attempt counts come per request (findUjianSegar).
 */
export async function findUjianPage(db: Db, collegeId: number, f: UjianFilter, page: { limit?: number; offset: number }) {
  const conds: (SQL | undefined)[] = [eq(ujian.collegeId, collegeId), f.scope];
  if (f.jenis?.length) conds.push(inArray(ujian.jenis, f.jenis));
  if (f.idKelas) conds.push(eq(ujian.idKelasKuliah, f.idKelas));
  if (f.idPertemuan) conds.push(eq(ujian.idPertemuan, f.idPertemuan));
  if (f.periode) conds.push(eq(kelasKuliah.periode, f.periode));
  if (f.excludeKelas) conds.push(ne(ujian.idKelasKuliah, f.excludeKelas));
  if (f.idMataKuliah) conds.push(eq(kelasKuliah.idMataKuliah, f.idMataKuliah));
  if (f.tanpaRemedial) conds.push(ne(ujian.jenis, 'remedial'));
  if (f.search) conds.push(or(ilike(ujian.judul, `%${f.search}%`), ilike(mataKuliah.nama, `%${f.search}%`)));
  if (f.nimPeserta !== undefined) {
    conds.push(eq(ujian.ditampilkan, true));
    conds.push(
      f.nimPeserta === null
        ? ne(ujian.jenis, 'remedial')
        : sql`(${ujian.jenis} <> 'remedial' or ${ujian.pesertaRemedial} @> jsonb_build_array(${f.nimPeserta}::text))`,
    );
  }
  if (f.status?.values.length) conds.push(or(...f.status.values.map((s) => statusCond(f.status!.now, s))));
  const where = and(...conds);
  const q = db
    .select({ ...sharedCols(), hasRemedial: hasRemedialSql(ujian.id), total: totalOver() })
    .from(ujian)
    .innerJoin(kelasKuliah, eq(kelasKuliah.id, ujian.idKelasKuliah))
    .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
    .innerJoin(labelKelas, eq(labelKelas.id, kelasKuliah.idLabelKelas))
    .innerJoin(jenisKelas, eq(jenisKelas.id, kelasKuliah.idJenisKelas))
    .innerJoin(pertemuan, eq(pertemuan.id, ujian.idPertemuan))
    .leftJoin(creator, eq(creator.id, ujian.createdBy))
    .leftJoin(utama, eq(utama.id, ujian.idUjianUtama))
    .where(where)
    .orderBy(desc(ujian.waktuMulai), desc(ujian.id))
    .$dynamic();
  return runPage(q, page, async () => {
    const [r] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(ujian)
      .innerJoin(kelasKuliah, eq(kelasKuliah.id, ujian.idKelasKuliah))
      .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
      .where(where);
    return r?.n ?? 0;
  });
}
export type UjianListRow = Awaited<ReturnType<typeof findUjianPage>>['rows'][number];

const idHalaman = sql`x.id`;
const collegeParam = sql`${sql.placeholder('collegeId')}::int`;

/**
 * What a page of the exam list shows fresh on every request, per exam id in one prepared statement: for a student
 * their own attempt (it changes with every saved answer), for the others the attempt counts (one pass over the
 * exam's attempts); for both whether a recalculation runs, and the college's versions of `ruang` (kolomVersi: the
 * same round trip tells whether the cached page still holds). Absent ids (an exam deleted meanwhile) have no row.
 */
export async function findUjianSegar(db: Db, collegeId: number, ids: number[], idPeserta: number | null, ruang: readonly RuangCache[]) {
  const umum = { id: sql<number>`x.id`.mapWith(Number), sedangDihitung: attemptCols(idHalaman, collegeParam, false).sedangDihitung, versi: kolomVersi(collegeParam, ruang) };
  const nama = (n: string) => `${n}_${ruang.join('_')}`;
  if (idPeserta !== null) {
    const name = nama('ujian_list_pengerjaan');
    const q = prepared(db, name, () =>
      db
        .select({ ...umum, pengerjaan: pengerjaanSql(idHalaman, sql`${sql.placeholder('idUser')}`) })
        .from(sql`unnest(${sql.placeholder('ids')}::int[]) as x(id)`)
        .prepare(name),
    );
    const rows = await q.execute({ ids, collegeId, idUser: idPeserta });
    return rows.map((r) => ({ ...r, jumlahPengerjaan: 0, jumlahBelumDinilai: 0, jumlahSudahDinilai: 0 }));
  }
  const name = nama('ujian_list_hitungan');
  const q = prepared(db, name, () =>
    db
      .select({
        ...umum,
        jumlahPengerjaan: sql<number>`c.n`.mapWith(Number),
        jumlahBelumDinilai: sql<number>`c.belum`.mapWith(Number),
        jumlahSudahDinilai: sql<number>`c.sudah`.mapWith(Number),
      })
      .from(
        sql`unnest(${sql.placeholder('ids')}::int[]) as x(id) cross join lateral (select count(*) as n,
          count(*) filter (where ${ujianPengerjaan.waktuSelesai} is not null and ${ujianPengerjaan.dinilaiAt} is null) as belum,
          count(*) filter (where ${ujianPengerjaan.dinilaiAt} is not null) as sudah
          from ${ujianPengerjaan} where ${ujianPengerjaan.idUjian} = x.id) c`,
      )
      .prepare(name),
  );
  return (await q.execute({ ids, collegeId })).map((r) => ({ ...r, pengerjaan: null as Record<string, unknown> | null }));
}

/**
 * The next instant (epoch ms, rounded down) at which any exam of the college changes status after `now`, null for
 * none: until then a list filtered by status at `now` has the same rows (statusCond: a start passes when now
 * reaches it, an end once now is past it). The start is index-backed (ujian_college_mulai_idx); the end walks the
 * college's exams, once per build of a status-filtered page.
 */
export async function findSampaiStatus(db: Db, collegeId: number, now: Date): Promise<number | null> {
  const q = preparedSql<{ t: number | string | null }>(db, 'ujian_status_sampai', () => {
    const c = sql.placeholder('collegeId');
    const t = sql.placeholder('now');
    return sql`select floor(extract(epoch from least(
      (select min(waktu_mulai) from ${ujian} where college_id = ${c}::int and waktu_mulai > ${t}::timestamptz),
      (select min(waktu_selesai) from ${ujian} where college_id = ${c}::int and waktu_selesai >= ${t}::timestamptz))) * 1000)::float8 as t`;
  });
  const [row] = (await q.execute({ collegeId, now: now.toISOString() })).rows;
  return row?.t === null || row?.t === undefined ? null : Number(row.t);
}

export async function insertUjian(db: Db, values: typeof ujian.$inferInsert) {
  const [row] = await db.insert(ujian).values(values).returning();
  return row!;
}

export async function updateUjian(db: Db, collegeId: number, id: number, patch: Partial<typeof ujian.$inferInsert>) {
  const [row] = await db
    .update(ujian)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(ujian.collegeId, collegeId), eq(ujian.id, id)))
    .returning();
  return row;
}

/** Deletes the exam; its groups, questions, attempts, answers and remedials go with it (foreign keys). */
export async function deleteUjian(db: Db, collegeId: number, id: number) {
  await db.delete(ujian).where(and(eq(ujian.collegeId, collegeId), eq(ujian.id, id)));
}

/** Ids of an exam's remedials. */
export async function findRemedialIds(db: Db, collegeId: number, id: number) {
  const rows = await db
    .select({ id: ujian.id })
    .from(ujian)
    .where(and(eq(ujian.collegeId, collegeId), eq(ujian.idUjianUtama, id)));
  return rows.map((r) => r.id);
}

export async function countPengerjaan(db: Db, idUjian: number | number[]) {
  const ids = Array.isArray(idUjian) ? idUjian : [idUjian];
  if (ids.length === 0) return 0;
  const [r] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(ujianPengerjaan)
    .where(inArray(ujianPengerjaan.idUjian, ids));
  return r?.n ?? 0;
}

/** The student record (id, nim) of a user of the college, null for anyone else. */
export async function findMahasiswaByUser(db: Db, collegeId: number, userId: number) {
  const [row] = await db
    .select({ id: mahasiswa.id, nim: mahasiswa.nim })
    .from(mahasiswa)
    .where(and(eq(mahasiswa.collegeId, collegeId), eq(mahasiswa.userId, userId)));
  return row ?? null;
}

/** The nim of a student record of the college (the list's remedial rule), null when it is gone. */
export async function findNimMahasiswa(db: Db, collegeId: number, idMahasiswa: number) {
  const [row] = await db
    .select({ nim: mahasiswa.nim })
    .from(mahasiswa)
    .where(and(eq(mahasiswa.collegeId, collegeId), eq(mahasiswa.id, idMahasiswa)));
  return row?.nim ?? null;
}

/** Open attempts of an exam (their deadlines follow the exam's times). */
export async function recomputeBatasWaktu(db: Db, idUjian: number, u: Pick<UjianRow, 'gunakanBatasWaktu' | 'durasi' | 'waktuSelesai'>) {
  const dur = u.gunakanBatasWaktu && u.durasi ? u.durasi : null;
  await db.execute(sql`
    update ${ujianPengerjaan} set batas_waktu =
      ${dur === null ? sql`${u.waktuSelesai.toISOString()}::timestamptz` : sql`least(waktu_mulai + make_interval(mins => ${dur}::int), ${u.waktuSelesai.toISOString()}::timestamptz)`}
      + make_interval(mins => tambahan_menit)
    where id_ujian = ${idUjian}::int and waktu_selesai is null`);
}
