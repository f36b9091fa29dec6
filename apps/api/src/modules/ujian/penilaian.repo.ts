import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ujianJawaban, ujianPelanggaran, ujianPengerjaan } from '../../db/schema';

/** Queries of grading: attempts with their student and counters, one exam at a time (index ujian_pengerjaan_ujian_user_uq). */

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

export type BarisPenilaian = {
  id: number;
  id_user: number;
  id_mahasiswa: number;
  nim: string;
  nama: string;
  waktu_mulai: Date | string;
  waktu_selesai: Date | string | null;
  batas_waktu: Date | string;
  cara_selesai: string | null;
  jumlah_soal: number;
  nilai_akhir: string | number | null;
  pengurangan_nilai: string | number;
  dinilai_at: Date | string | null;
  dijawab: number;
  esai_belum_dinilai: number;
  pelanggaran: number;
  total?: number;
};

const kolom = sql`p.id, p.id_user, p.id_mahasiswa, m.nim, u.nama, p.waktu_mulai, p.waktu_selesai, p.batas_waktu, p.cara_selesai,
  p.jumlah_soal, p.nilai_akhir, p.pengurangan_nilai, p.dinilai_at,
  (select count(*)::int from ujian_jawaban j where j.id_pengerjaan = p.id and j.jawaban is not null) as dijawab,
  (select count(*)::int from ujian_jawaban j join ujian_soal s on s.id = j.id_soal
    where j.id_pengerjaan = p.id and s.jenis = 'esay' and j.jawaban is not null and j.nilai is null) as esai_belum_dinilai,
  (select count(*)::int from ujian_pelanggaran v where v.id_pengerjaan = p.id) as pelanggaran`;

export type FilterPenilaian = { search?: string; status?: 'belum_dinilai' | 'sudah_dinilai'; idMahasiswa?: number; idPengerjaan?: number };

function whereOf(collegeId: number, idUjian: number, f: FilterPenilaian) {
  const parts: SQL[] = [sql`p.college_id = ${collegeId}::int`, sql`p.id_ujian = ${idUjian}::int`];
  if (f.search) {
    const like = `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(sql`(u.nama ilike ${like} or m.nim ilike ${like})`);
  }
  if (f.status === 'belum_dinilai') parts.push(sql`p.waktu_selesai is not null and p.dinilai_at is null`);
  if (f.status === 'sudah_dinilai') parts.push(sql`p.dinilai_at is not null`);
  if (f.idMahasiswa !== undefined) parts.push(sql`p.id_mahasiswa = ${f.idMahasiswa}::int`);
  if (f.idPengerjaan !== undefined) parts.push(sql`p.id = ${f.idPengerjaan}::bigint`);
  return sql.join(parts, sql` and `);
}

/** Attempts by nim; `limit` null = all (exports). */
export async function listBarisPenilaian(db: Db, collegeId: number, idUjian: number, f: FilterPenilaian, page: { limit?: number | null; offset: number }) {
  const lim = page.limit === null || page.limit === undefined ? sql`` : sql`limit ${page.limit}::int offset ${page.offset}::int`;
  const res = await db.execute(sql`
    select ${kolom}, count(*) over ()::int as total
    from ujian_pengerjaan p join mahasiswa m on m.id = p.id_mahasiswa join users u on u.id = p.id_user
    where ${whereOf(collegeId, idUjian, f)}
    order by m.nim, p.id ${lim}`);
  return rowsOf<BarisPenilaian>(res);
}

/** The next attempt after `nim` (wrapping around) that is closed and not fully graded. */
export async function findBerikutnyaBelumDinilai(db: Db, idUjian: number, nim: string) {
  const res = await db.execute(sql`
    select p.id_mahasiswa, u.nama from ujian_pengerjaan p join mahasiswa m on m.id = p.id_mahasiswa join users u on u.id = p.id_user
    where p.id_ujian = ${idUjian}::int and p.waktu_selesai is not null and p.dinilai_at is null and m.nim <> ${nim}
    order by (m.nim < ${nim}), m.nim limit 1`);
  return rowsOf<{ id_mahasiswa: number; nama: string }>(res)[0] ?? null;
}

export async function findPengerjaanByIdKampus(db: Db, collegeId: number, id: number) {
  const [row] = await db
    .select()
    .from(ujianPengerjaan)
    .where(and(eq(ujianPengerjaan.collegeId, collegeId), eq(ujianPengerjaan.id, id)));
  return row;
}

export async function findPelanggaranPengerjaan(db: Db, idPengerjaan: number) {
  return db.select().from(ujianPelanggaran).where(eq(ujianPelanggaran.idPengerjaan, idPengerjaan)).orderBy(ujianPelanggaran.waktu);
}

/** Sets an essay answer's score; false when the student gave no answer row for it. */
export async function setNilaiJawaban(db: Db, idPengerjaan: number, idSoal: number, nilai: number) {
  const r = await db
    .update(ujianJawaban)
    .set({ nilai })
    .where(and(eq(ujianJawaban.idPengerjaan, idPengerjaan), eq(ujianJawaban.idSoal, idSoal)))
    .returning({ id: ujianJawaban.idSoal });
  return r.length > 0;
}

export async function setPengurangan(db: Db, idPengerjaan: number, nilai: number) {
  await db.update(ujianPengerjaan).set({ penguranganNilai: nilai }).where(eq(ujianPengerjaan.id, idPengerjaan));
}

export async function deletePengerjaan(db: Db, id: number) {
  await db.delete(ujianPengerjaan).where(eq(ujianPengerjaan.id, id));
}

/** Open attempts of one exam whose deadline (plus tolerance) passed, locked for this closer. */
export async function findPengerjaanLewatUjian(db: Db, idUjian: number, batas: Date) {
  return db
    .select()
    .from(ujianPengerjaan)
    .where(and(eq(ujianPengerjaan.idUjian, idUjian), isNull(ujianPengerjaan.waktuSelesai), sql`${ujianPengerjaan.batasWaktu} < ${batas.toISOString()}::timestamptz`))
    .for('update', { skipLocked: true });
}

/** Closed attempts of an exam after `afterId`, by id (the recalculation's batches). */
export async function findPengerjaanSelesaiBatch(db: Db, idUjian: number, afterId: number, limit: number) {
  return db
    .select()
    .from(ujianPengerjaan)
    .where(and(eq(ujianPengerjaan.idUjian, idUjian), sql`${ujianPengerjaan.waktuSelesai} is not null`, sql`${ujianPengerjaan.id} > ${afterId}`))
    .orderBy(ujianPengerjaan.id)
    .limit(limit);
}

export async function countPengerjaanSelesai(db: Db, idUjian: number) {
  const [r] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(ujianPengerjaan)
    .where(and(eq(ujianPengerjaan.idUjian, idUjian), sql`${ujianPengerjaan.waktuSelesai} is not null`));
  return r?.n ?? 0;
}

/** Every answer of the exam's closed attempts (statistics, export): one query. */
export async function findJawabanUjian(db: Db, idUjian: number) {
  const res = await db.execute(sql`
    select j.id_pengerjaan, j.id_soal, j.jawaban, j.nilai from ujian_jawaban j join ujian_pengerjaan p on p.id = j.id_pengerjaan
    where p.id_ujian = ${idUjian}::int and p.waktu_selesai is not null`);
  return rowsOf<{ id_pengerjaan: number | string; id_soal: number; jawaban: unknown; nilai: string | number | null }>(res);
}

/** URLs of the answer files of one attempt (removed with it on reset). */
export async function findUrlFilePengerjaan(db: Db, idPengerjaan: number) {
  const res = await db.execute(sql`
    select f->>'url' as url from ujian_jawaban j, jsonb_array_elements(coalesce(j.jawaban->'esay'->'files', '[]'::jsonb)) f
    where j.id_pengerjaan = ${idPengerjaan}::bigint`);
  return rowsOf<{ url: string }>(res).map((r) => r.url);
}

/** Participants of the class the exam is open to (a remedial: its listed nims) without an attempt, by nim. */
export async function listTanpaPengerjaan(
  db: Db,
  u: { id: number; idKelasKuliah: string; jenis: string; pesertaRemedial: string[] },
  search: string | undefined,
  page: { limit?: number | null; offset: number },
) {
  const parts: SQL[] = [sql`kp.id_kelas_kuliah = ${u.idKelasKuliah}`];
  parts.push(sql`not exists (select 1 from ujian_pengerjaan p where p.id_ujian = ${u.id}::int and p.id_mahasiswa = m.id)`);
  if (u.jenis === 'remedial') {
    parts.push(u.pesertaRemedial.length ? sql`m.nim in (${sql.join(u.pesertaRemedial.map((n) => sql`${n}`), sql`, `)})` : sql`false`);
  }
  if (search) {
    const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(sql`(u.nama ilike ${like} or m.nim ilike ${like})`);
  }
  const lim = page.limit === null || page.limit === undefined ? sql`` : sql`limit ${page.limit}::int offset ${page.offset}::int`;
  const res = await db.execute(sql`
    select m.id, u.id as id_user, m.nim, u.nama, count(*) over ()::int as total
    from kelas_peserta kp join mahasiswa m on m.id = kp.id_mahasiswa join users u on u.id = m.user_id
    where ${sql.join(parts, sql` and `)} order by m.nim ${lim}`);
  return rowsOf<{ id: number; id_user: number; nim: string; nama: string; total: number }>(res);
}

/**
 * Locks an attempt for the rest of the transaction: two graders (or a grader and the recalculation) rescoring the
 * same attempt take turns, so the final score always counts every stored essay score.
 */
export async function lockPengerjaan(db: Db, id: number) {
  const [row] = await db.select().from(ujianPengerjaan).where(eq(ujianPengerjaan.id, id)).for('update');
  return row;
}

/** Publishes (or hides) an exam's scores to its students; the caller checked the exam's college. */
export async function setTampilkanNilai(db: Db, idUjian: number, tampilkan: boolean) {
  await db.execute(sql`update ujian set is_tampilkan_nilai = ${tampilkan}, updated_at = now() where id = ${idUjian}::int`);
}
