import { and, asc, desc, eq, ilike, inArray, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared, runNamed } from '../../db/prepared';
import { jenisKelas, kelasKuliah, kelasPeserta, labelKelas, mataKuliah, pertemuan, tugas, tugasKelompok, tugasKelompokAnggota, tugasNilai, tugasPengumpulan, users } from '../../db/schema';
import { totalOver } from '../../lib/page-query';
import { kolomVersi, type RuangCache } from '../../lib/read-cache';
import { kelasScopeCondition, type ScopeKelas } from '../kelas/kelas-akses';

/**
 * Task rows: detail, list, writes and the per-task counts of the grading overview. Who may see which class is
 * kelas-akses's business (its scope condition), never a query here. Every function filters by college.
 */

export type TugasRow = typeof tugas.$inferSelect;

const listCols = {
  t: tugas,
  pertemuanNomor: pertemuan.nomor,
  pertemuanJudul: pertemuan.judul,
  kkPeriode: kelasKuliah.periode,
  mkKode: mataKuliah.kode,
  mkNama: mataKuliah.nama,
  labelNama: labelKelas.nama,
  jenisNama: jenisKelas.nama,
  creatorNama: users.nama,
  creatorUsername: users.username,
};

function joined(db: Db) {
  return db
    .select({ ...listCols, total: totalOver() })
    .from(tugas)
    .innerJoin(pertemuan, eq(pertemuan.id, tugas.idPertemuan))
    .innerJoin(kelasKuliah, eq(kelasKuliah.id, tugas.idKelasKuliah))
    .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
    .innerJoin(labelKelas, eq(labelKelas.id, kelasKuliah.idLabelKelas))
    .innerJoin(jenisKelas, eq(jenisKelas.id, kelasKuliah.idJenisKelas))
    .leftJoin(users, eq(users.id, tugas.createdBy));
}
export type TugasListRow = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

/** joined, with the list's next due time (see listTugas): the same joins, one more window column. */
function joinedList(db: Db, berikutnya: SQL<Date | null>) {
  return db
    .select({ ...listCols, total: totalOver(), berikutnya })
    .from(tugas)
    .innerJoin(pertemuan, eq(pertemuan.id, tugas.idPertemuan))
    .innerJoin(kelasKuliah, eq(kelasKuliah.id, tugas.idKelasKuliah))
    .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
    .innerJoin(labelKelas, eq(labelKelas.id, kelasKuliah.idLabelKelas))
    .innerJoin(jenisKelas, eq(jenisKelas.id, kelasKuliah.idJenisKelas))
    .leftJoin(users, eq(users.id, tugas.createdBy));
}

/** The task with its meeting and class labels. */
export async function findTugasDetail(db: Db, collegeId: number, id: number) {
  const [row] = await joined(db).where(and(eq(tugas.id, id), eq(tugas.collegeId, collegeId)));
  return row;
}

/** The bare row (access checks, writes); `lock` serialises writes on the task. */
export async function findTugas(db: Db, collegeId: number, id: number, lock = false) {
  const q = db
    .select()
    .from(tugas)
    .where(and(eq(tugas.id, id), eq(tugas.collegeId, collegeId)));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export type TugasFilter = {
  collegeId: number;
  scope: ScopeKelas;
  jenis?: string[];
  idKelasKuliah?: string[];
  periode?: number[];
  idPertemuan?: number;
  /** Window states at `now`. */
  status?: string[];
  now: Date;
  search?: string;
  /** Students: only tasks without a submission of theirs (or their group's) that still accept one. */
  belumDikumpulkanOleh?: number;
  urutan?: 'terdekat' | 'waktu_selesai' | '-waktu_selesai';
};

/**
 * The outer task row inside correlated subqueries, always qualified: drizzle leaves columns of a one-table select
 * unqualified, and an unqualified "id" inside a subquery would name the subquery's own table.
 */
const T_ID = sql.raw('"tugas"."id"');
const T_KELAS = sql.raw('"tugas"."id_kelas_kuliah"');

const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The submission of student `idMahasiswa` on a task: their own (individu) or their group's (kelompok). */
export const pengumpulanMahasiswaExists = (idMahasiswa: number) => sql`exists (
  select 1 from ${tugasPengumpulan} where ${tugasPengumpulan.idTugas} = ${T_ID} and (
    ${tugasPengumpulan.idMahasiswa} = ${idMahasiswa}
    or ${tugasPengumpulan.idKelompok} = (select ${tugasKelompokAnggota.idKelompok} from ${tugasKelompokAnggota}
      where ${tugasKelompokAnggota.idTugas} = ${T_ID} and ${tugasKelompokAnggota.idMahasiswa} = ${idMahasiswa})))`;

function statusCondition(status: string, now: Date): SQL {
  if (status === 'belum_dimulai') return sql`${tugas.waktuMulai} > ${now}`;
  if (status === 'berlangsung') return sql`(${tugas.waktuMulai} <= ${now} and ${tugas.waktuSelesai} >= ${now})`;
  return sql`${tugas.waktuSelesai} < ${now}`;
}

/**
 * One page of the filter's tasks and its total. With `sampai`, also the first instant at or after `f.now` at which the
 * clock alone could change that answer (null: none): the default order puts open tasks first (a due time passing
 * moves its row), a status filter moves rows in and out as start and due times pass. An instant is the stored time
 * itself, which is never after the moment the comparison with it flips.
 */
export async function listTugas(db: Db, f: TugasFilter, page: { limit?: number; offset: number }, opts: { sampai?: boolean } = {}) {
  // The filters the clock does not move (the status and 'still to hand in' filters come after).
  const tanpaWaktu: (SQL | undefined)[] = [
    eq(tugas.collegeId, f.collegeId),
    kelasScopeCondition(f.scope, tugas.idKelasKuliah),
    f.jenis?.length ? inArray(tugas.jenis, f.jenis) : undefined,
    f.idKelasKuliah?.length ? inArray(tugas.idKelasKuliah, f.idKelasKuliah) : undefined,
    f.periode?.length ? inArray(kelasKuliah.periode, f.periode) : undefined,
    f.idPertemuan !== undefined ? eq(tugas.idPertemuan, f.idPertemuan) : undefined,
    f.search ? or(ilike(tugas.judul, likePattern(f.search)), ilike(mataKuliah.nama, likePattern(f.search)), ilike(mataKuliah.kode, likePattern(f.search))) : undefined,
  ];
  const conds: (SQL | undefined)[] = [
    ...tanpaWaktu,
    f.status?.length ? or(...f.status.map((s) => statusCondition(s, f.now))) : undefined,
    f.belumDikumpulkanOleh !== undefined
      ? and(
          sql`${tugas.waktuMulai} <= ${f.now}`,
          sql`(${tugas.waktuSelesai} >= ${f.now} or (${tugas.izinkanTerlambat} and (${tugas.batasTerlambat} is null or ${tugas.batasTerlambat} >= ${f.now})))`,
          sql`not ${pengumpulanMahasiswaExists(f.belumDikumpulkanOleh)}`,
        )
      : undefined,
  ];
  const urutanWaktu = f.urutan !== 'waktu_selesai' && f.urutan !== '-waktu_selesai';
  const order =
    f.urutan === 'waktu_selesai'
      ? [asc(tugas.waktuSelesai), asc(tugas.id)]
      : f.urutan === '-waktu_selesai'
        ? [desc(tugas.waktuSelesai), desc(tugas.id)]
        : [
            sql`case when ${tugas.waktuSelesai} >= ${f.now} then 0 else 1 end`,
            sql`case when ${tugas.waktuSelesai} >= ${f.now} then ${tugas.waktuSelesai} end asc`,
            desc(tugas.waktuSelesai),
            asc(tugas.id),
          ];
  // The default order's next due time among the filter's rows, in the same statement (a window like the total).
  const berikutnya =
    opts.sampai && urutanWaktu
      ? sql<Date | null>`min(case when ${tugas.waktuSelesai} >= ${f.now} then ${tugas.waktuSelesai} end) over ()`.mapWith(tugas.waktuSelesai)
      : sql<Date | null>`null::timestamptz`.mapWith(tugas.waktuSelesai);
  let q = joinedList(db, berikutnya)
    .where(and(...conds))
    .orderBy(...order)
    .$dynamic();
  if (page.limit !== undefined) q = q.limit(page.limit);
  if (page.offset > 0) q = q.offset(page.offset);
  const rows = await runNamed(q);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page.offset > 0) {
    const [c] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(tugas)
      .innerJoin(kelasKuliah, eq(kelasKuliah.id, tugas.idKelasKuliah))
      .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
      .where(and(...conds));
    total = c?.n ?? 0;
  }
  if (!opts.sampai) return { rows, total, sampai: null };
  // A status filter: any row of the other filters may come or go, so the next start or due time among them.
  const sampai = f.status?.length ? await waktuBerikutnya(db, tanpaWaktu, f.now) : (rows[0]?.berikutnya ?? null);
  return { rows, total, sampai };
}

/** The first start or due time at or after `now` among the tasks of `conds` (least() skips a null). */
async function waktuBerikutnya(db: Db, conds: (SQL | undefined)[], now: Date): Promise<Date | null> {
  const [row] = await db
    .select({
      t: sql`least(min(${tugas.waktuMulai}) filter (where ${tugas.waktuMulai} >= ${now}), min(${tugas.waktuSelesai}) filter (where ${tugas.waktuSelesai} >= ${now}))`.mapWith(
        tugas.waktuSelesai,
      ),
    })
    .from(tugas)
    .innerJoin(kelasKuliah, eq(kelasKuliah.id, tugas.idKelasKuliah))
    .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
    .where(and(...conds));
  return row?.t ?? null;
}

export async function insertTugas(db: Db, values: typeof tugas.$inferInsert) {
  const [row] = await db.insert(tugas).values(values).returning();
  return row!;
}

export async function updateTugas(db: Db, collegeId: number, id: number, patch: Partial<typeof tugas.$inferInsert>) {
  const [row] = await db
    .update(tugas)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(tugas.id, id), eq(tugas.collegeId, collegeId)))
    .returning();
  return row;
}

export async function deleteTugas(db: Db, collegeId: number, id: number) {
  const rows = await db
    .delete(tugas)
    .where(and(eq(tugas.id, id), eq(tugas.collegeId, collegeId)))
    .returning({ id: tugas.id });
  return rows.length > 0;
}

/** The meeting a task goes into: its class (to check it is the task's class and the actor's). */
export async function findPertemuanKelas(db: Db, collegeId: number, idPertemuan: number) {
  const [row] = await db
    .select({ id: pertemuan.id, idKelasKuliah: pertemuan.idKelasKuliah, nomor: pertemuan.nomor })
    .from(pertemuan)
    .where(and(eq(pertemuan.id, idPertemuan), eq(pertemuan.collegeId, collegeId)));
  return row;
}

// ---------------------------------------------------------------------------------------------------------------
// Counts for lists

// Per task, as correlated subqueries on the outer task row.
const jumlahPeserta = () => sql<number>`(select count(*) from ${kelasPeserta} where ${kelasPeserta.idKelasKuliah} = ${T_KELAS})`.mapWith(Number);
const jumlahPengumpulan = () => sql<number>`(select count(*) from ${tugasPengumpulan} where ${tugasPengumpulan.idTugas} = ${T_ID})`.mapWith(Number);
const jumlahTerlambat = () =>
  sql<number>`(select count(*) from ${tugasPengumpulan} where ${tugasPengumpulan.idTugas} = ${T_ID} and ${tugasPengumpulan.terlambat})`.mapWith(Number);
const jumlahKelompok = () => sql<number>`(select count(*) from ${tugasKelompok} where ${tugasKelompok.idTugas} = ${T_ID})`.mapWith(Number);
const jumlahBelumDinilai = () =>
  sql<number>`(select count(*) from (
          select p.id_mahasiswa as m from ${tugasPengumpulan} p where p.id_tugas = ${T_ID} and p.id_mahasiswa is not null
          union
          select a.id_mahasiswa from ${tugasPengumpulan} p join ${tugasKelompokAnggota} a on a.id_kelompok = p.id_kelompok where p.id_tugas = ${T_ID}
        ) s where not exists (select 1 from ${tugasNilai} n where n.id_tugas = ${T_ID} and n.id_mahasiswa = s.m and n.nilai is not null))`.mapWith(Number);

/** Per task: participants of its class, submissions, late ones, groups, and students with work but no score. */
export async function rekapTugasMany(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: tugas.id,
      peserta: jumlahPeserta(),
      pengumpulan: jumlahPengumpulan(),
      terlambat: jumlahTerlambat(),
      kelompok: jumlahKelompok(),
      belumDinilai: jumlahBelumDinilai(),
    })
    .from(tugas)
    .where(inArray(tugas.id, ids));
}

/**
 * The list's counts that only the areas kelas (participants) and tugas (groups) change: read when the page is
 * built, and kept with it in the read cache.
 */
export async function hitunganTetapMany(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: tugas.id, peserta: jumlahPeserta(), kelompok: jumlahKelompok() })
    .from(tugas)
    .where(inArray(tugas.id, ids));
}

const idsParam = sql`${tugas.id} = any(${sql.placeholder('ids')}::int[])`;

/**
 * The list's counts that students' work changes (submissions, late ones, not yet graded; no trigger): read on
 * every request for the page's tasks, one prepared statement, with the college's versions of `ruang` (kolomVersi:
 * the same round trip tells whether the cached page still holds).
 */
export async function rekapSegarMany(db: Db, collegeId: number, ids: number[], ruang: readonly RuangCache[]) {
  if (ids.length === 0) return [];
  const name = `tugas_list_rekap_segar_${ruang.join('_')}`;
  const q = prepared(db, name, () =>
    db
      .select({ id: tugas.id, pengumpulan: jumlahPengumpulan(), terlambat: jumlahTerlambat(), belumDinilai: jumlahBelumDinilai(), versi: kolomVersi(sql`${sql.placeholder('collegeId')}`, ruang) })
      .from(tugas)
      .where(idsParam)
      .prepare(name),
  );
  return q.execute({ ids, collegeId });
}

/** A student's number, or the placeholder naming it in a prepared statement. */
function stateSelect<E extends Record<string, SQL>>(db: Db, idMahasiswa: number | Placeholder, extra: E = {} as E) {
  return db
    .select({
      id: tugas.id,
      idKelompok: tugasKelompokAnggota.idKelompok,
      namaKelompok: tugasKelompok.nama,
      pengumpulanId: tugasPengumpulan.id,
      terlambat: tugasPengumpulan.terlambat,
      waktuUpdate: tugasPengumpulan.waktuUpdate,
      nilai: tugasNilai.nilai,
      ...extra,
    })
    .from(tugas)
    .leftJoin(tugasKelompokAnggota, and(eq(tugasKelompokAnggota.idTugas, tugas.id), eq(tugasKelompokAnggota.idMahasiswa, idMahasiswa)))
    .leftJoin(tugasKelompok, eq(tugasKelompok.id, tugasKelompokAnggota.idKelompok))
    .leftJoin(
      tugasPengumpulan,
      and(
        eq(tugasPengumpulan.idTugas, tugas.id),
        sql`(${tugasPengumpulan.idMahasiswa} = ${idMahasiswa} or ${tugasPengumpulan.idKelompok} = ${tugasKelompokAnggota.idKelompok})`,
      ),
    )
    .leftJoin(tugasNilai, and(eq(tugasNilai.idTugas, tugas.id), eq(tugasNilai.idMahasiswa, idMahasiswa)));
}

/** A student's state on these tasks: their group, their (or their group's) submission, their score. */
export async function stateMahasiswaMany(db: Db, idMahasiswa: number, ids: number[]) {
  if (ids.length === 0) return [];
  return stateSelect(db, idMahasiswa).where(inArray(tugas.id, ids));
}

/** stateMahasiswaMany for a list page, on every request: one prepared statement, with the versions of `ruang`. */
export async function stateMahasiswaSegar(db: Db, collegeId: number, idMahasiswa: number, ids: number[], ruang: readonly RuangCache[]) {
  if (ids.length === 0) return [];
  const name = `tugas_list_saya_${ruang.join('_')}`;
  const q = prepared(db, name, () =>
    stateSelect(db, sql.placeholder('idMahasiswa'), { versi: kolomVersi(sql`${sql.placeholder('collegeId')}`, ruang) })
      .where(idsParam)
      .prepare(name),
  );
  return q.execute({ idMahasiswa, ids, collegeId });
}

/** Every task of a class by due time (grade provider). */
export async function listTugasKelas(db: Db, collegeId: number, idKelasKuliah: string) {
  return db
    .select()
    .from(tugas)
    .where(and(eq(tugas.collegeId, collegeId), eq(tugas.idKelasKuliah, idKelasKuliah)))
    .orderBy(asc(tugas.waktuSelesai), asc(tugas.id));
}
