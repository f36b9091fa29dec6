import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mahasiswa, tugas, tugasKelompokAnggota, tugasNilai, tugasPengumpulan, users, type TugasFileRef } from '../../db/schema';

/** Submissions (per student or per group) and scores (per student) of tasks. */

export type PengumpulanRow = typeof tugasPengumpulan.$inferSelect;

const withSubmitter = {
  p: tugasPengumpulan,
  olehNama: users.nama,
  olehUsername: users.username,
};

export async function findPengumpulanOf(db: Db, idTugas: number, owner: { idMahasiswa: number } | { idKelompok: number }, lock = false) {
  const cond = 'idMahasiswa' in owner ? eq(tugasPengumpulan.idMahasiswa, owner.idMahasiswa) : eq(tugasPengumpulan.idKelompok, owner.idKelompok);
  const q = db
    .select(withSubmitter)
    .from(tugasPengumpulan)
    .leftJoin(users, eq(users.id, tugasPengumpulan.dikumpulkanOleh))
    .where(and(eq(tugasPengumpulan.idTugas, idTugas), cond));
  const [row] = lock ? await q.for('update', { of: tugasPengumpulan }) : await q;
  return row;
}

export async function findPengumpulanById(db: Db, collegeId: number, idTugas: number, id: number) {
  const [row] = await db
    .select()
    .from(tugasPengumpulan)
    .where(and(eq(tugasPengumpulan.id, id), eq(tugasPengumpulan.idTugas, idTugas), eq(tugasPengumpulan.collegeId, collegeId)));
  return row;
}

export async function listPengumpulan(db: Db, idTugas: number) {
  return db
    .select(withSubmitter)
    .from(tugasPengumpulan)
    .leftJoin(users, eq(users.id, tugasPengumpulan.dikumpulkanOleh))
    .where(eq(tugasPengumpulan.idTugas, idTugas))
    .orderBy(asc(tugasPengumpulan.id));
}

/**
 * Creates or replaces the submission of a student or a group in one statement (the unique index decides), so two
 * members handing in at the same moment end with one row: the last write wins, the first hand-in time stays.
 */
export async function upsertPengumpulan(
  db: Db,
  v: { collegeId: number; idTugas: number; idMahasiswa: number | null; idKelompok: number | null; teks: string; files: TugasFileRef[]; terlambat: boolean; oleh: number | null; now: Date },
) {
  const values = {
    collegeId: v.collegeId,
    idTugas: v.idTugas,
    idMahasiswa: v.idMahasiswa,
    idKelompok: v.idKelompok,
    teks: v.teks,
    files: v.files,
    terlambat: v.terlambat,
    dikumpulkanOleh: v.oleh,
    waktuKumpul: v.now,
    waktuUpdate: v.now,
  };
  const set = { teks: v.teks, files: v.files, terlambat: v.terlambat, dikumpulkanOleh: v.oleh, waktuUpdate: v.now };
  const q = db.insert(tugasPengumpulan).values(values);
  const [row] =
    v.idMahasiswa !== null
      ? await q
          .onConflictDoUpdate({ target: [tugasPengumpulan.idTugas, tugasPengumpulan.idMahasiswa], targetWhere: sql`${tugasPengumpulan.idMahasiswa} is not null`, set })
          .returning()
      : await q
          .onConflictDoUpdate({ target: [tugasPengumpulan.idTugas, tugasPengumpulan.idKelompok], targetWhere: sql`${tugasPengumpulan.idKelompok} is not null`, set })
          .returning();
  return row!;
}

// ---------------------------------------------------------------------------------------------------------------
// Scores

export async function listNilai(db: Db, idTugas: number) {
  return db.select().from(tugasNilai).where(eq(tugasNilai.idTugas, idTugas));
}

export async function findNilai(db: Db, idTugas: number, idMahasiswa: number) {
  const [row] = await db
    .select()
    .from(tugasNilai)
    .where(and(eq(tugasNilai.idTugas, idTugas), eq(tugasNilai.idMahasiswa, idMahasiswa)));
  return row;
}

/** Whether any of these students has a score on the task (a graded submission stays as it is). */
export async function adaNilai(db: Db, idTugas: number, idMahasiswa: number[]) {
  if (idMahasiswa.length === 0) return false;
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(tugasNilai)
    .where(and(eq(tugasNilai.idTugas, idTugas), inArray(tugasNilai.idMahasiswa, idMahasiswa), isNotNull(tugasNilai.nilai)))
    .limit(1);
  return Boolean(row);
}

export async function upsertNilai(
  db: Db,
  rows: { collegeId: number; idTugas: number; idMahasiswa: number; nilai: number | null; komentar: string; dinilaiOleh: number | null }[],
) {
  if (rows.length === 0) return;
  const now = new Date();
  await db
    .insert(tugasNilai)
    .values(rows.map((r) => ({ ...r, dinilaiAt: now })))
    .onConflictDoUpdate({
      target: [tugasNilai.idTugas, tugasNilai.idMahasiswa],
      set: { nilai: sql`excluded.nilai`, komentar: sql`excluded.komentar`, dinilaiOleh: sql`excluded.dinilai_oleh`, dinilaiAt: now },
    });
}

/** User ids of a group's members (for attendance facts and chat). */
export async function userIdsOfKelompok(db: Db, idTugas: number, idKelompok: number) {
  const rows = await db
    .select({ idMahasiswa: tugasKelompokAnggota.idMahasiswa, userId: mahasiswa.userId })
    .from(tugasKelompokAnggota)
    .innerJoin(mahasiswa, eq(mahasiswa.id, tugasKelompokAnggota.idMahasiswa))
    .where(and(eq(tugasKelompokAnggota.idTugas, idTugas), eq(tugasKelompokAnggota.idKelompok, idKelompok)));
  return rows;
}

/**
 * Students with a submission (own or group's) and their score, for the grade provider: of the college's tasks among
 * `ids`, in one query (the gradebook reads every task of a class at once).
 */
export async function scoresOfTugasMany(
  db: Db,
  collegeId: number,
  ids: number[],
): Promise<{ idTugas: number; userId: number; nilai: number | null; adaPengumpulan: boolean }[]> {
  if (ids.length === 0) return [];
  const res = await db.execute(sql`
    with t as (
      select id from ${tugas} where id = any(${sql.param(ids)}::int[]) and college_id = ${collegeId}
    ), kumpul as (
      select p.id_tugas as t, p.id_mahasiswa as m from ${tugasPengumpulan} p where p.id_tugas in (select id from t) and p.id_mahasiswa is not null
      union
      select p.id_tugas, a.id_mahasiswa from ${tugasPengumpulan} p join ${tugasKelompokAnggota} a on a.id_kelompok = p.id_kelompok
      where p.id_tugas in (select id from t)
    ), siswa as (
      select t, m, true as ada from kumpul
      union
      select n.id_tugas, n.id_mahasiswa, false from ${tugasNilai} n
      where n.id_tugas in (select id from t) and n.nilai is not null
        and not exists (select 1 from kumpul k where k.t = n.id_tugas and k.m = n.id_mahasiswa)
    )
    select s.t as id_tugas, mh.user_id, n.nilai, s.ada as ada_pengumpulan
    from siswa s join ${mahasiswa} mh on mh.id = s.m
    left join ${tugasNilai} n on n.id_tugas = s.t and n.id_mahasiswa = s.m`);
  // node-postgres and PGlite both answer { rows }; numeric arrives as a string.
  const rows = (res as unknown as { rows: { id_tugas: number; user_id: number; nilai: string | number | null; ada_pengumpulan: boolean }[] }).rows;
  return rows.map((r) => ({
    idTugas: Number(r.id_tugas),
    userId: Number(r.user_id),
    nilai: r.nilai === null ? null : Number(r.nilai),
    adaPengumpulan: Boolean(r.ada_pengumpulan),
  }));
}
