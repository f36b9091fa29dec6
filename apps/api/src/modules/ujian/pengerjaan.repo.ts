import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared, preparedSql } from '../../db/prepared';
import { files, ujianJawaban, ujianPelanggaran, ujianPengerjaan, ujianPengumuman, ujianSoal, users } from '../../db/schema';

/** Attempts, answers, violations and announcements. */

export type PengerjaanRow = typeof ujianPengerjaan.$inferSelect;

/** The student's attempt (start, me, submit): prepared once per database handle (db/prepared.ts). */
export async function findPengerjaan(db: Db, collegeId: number, idUjian: number, idUser: number) {
  const q = prepared(db, 'pengerjaan_user', () =>
    db
      .select()
      .from(ujianPengerjaan)
      .where(
        and(
          eq(ujianPengerjaan.collegeId, sql.placeholder('collegeId')),
          eq(ujianPengerjaan.idUjian, sql.placeholder('idUjian')),
          eq(ujianPengerjaan.idUser, sql.placeholder('idUser')),
        ),
      )
      .prepare('pengerjaan_user'),
  );
  const [row] = await q.execute({ collegeId, idUjian, idUser });
  return row;
}

export async function findPengerjaanById(db: Db, collegeId: number, idUjian: number, id: number) {
  const [row] = await db
    .select()
    .from(ujianPengerjaan)
    .where(and(eq(ujianPengerjaan.collegeId, collegeId), eq(ujianPengerjaan.idUjian, idUjian), eq(ujianPengerjaan.id, id)));
  return row;
}

/**
 * Inserts the attempt unless one exists (two starts at once: one row); returns the stored attempt and whether this
 * call created it (the loser of a race reads the winner's row).
 */
export async function insertPengerjaan(db: Db, values: typeof ujianPengerjaan.$inferInsert) {
  const [row] = await db
    .insert(ujianPengerjaan)
    .values(values)
    .onConflictDoNothing({ target: [ujianPengerjaan.idUjian, ujianPengerjaan.idUser] })
    .returning();
  if (row) return { row, dibuat: true };
  return { row: (await findPengerjaan(db, values.collegeId, values.idUjian, values.idUser))!, dibuat: false };
}

/** Closes an open attempt; returns it when this call closed it (a second close is a no-op). */
export async function closePengerjaan(db: Db, id: number, waktuSelesai: Date, caraSelesai: string) {
  const [row] = await db
    .update(ujianPengerjaan)
    .set({ waktuSelesai, caraSelesai })
    .where(and(eq(ujianPengerjaan.id, id), isNull(ujianPengerjaan.waktuSelesai)))
    .returning();
  return row;
}

/** Open attempts whose deadline (plus the save tolerance) has passed, oldest first, locked for this closer. */
export async function findPengerjaanLewat(db: Db, now: Date, toleransiMs: number, limit: number) {
  return db
    .select()
    .from(ujianPengerjaan)
    .where(and(isNull(ujianPengerjaan.waktuSelesai), sql`${ujianPengerjaan.batasWaktu} < ${new Date(now.getTime() - toleransiMs).toISOString()}::timestamptz`))
    .orderBy(asc(ujianPengerjaan.batasWaktu))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function countDijawab(db: Db, idPengerjaan: number) {
  const [r] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(ujianJawaban)
    .where(and(eq(ujianJawaban.idPengerjaan, idPengerjaan), sql`${ujianJawaban.jawaban} is not null`));
  return r?.n ?? 0;
}

export async function findJawaban(db: Db, idPengerjaan: number) {
  return db.select().from(ujianJawaban).where(eq(ujianJawaban.idPengerjaan, idPengerjaan));
}

export async function findSoalByIds(db: Db, idUjian: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(ujianSoal)
    .where(and(eq(ujianSoal.idUjian, idUjian), inArray(ujianSoal.id, ids)));
}

export type HasilSimpan = {
  id_pengerjaan: number | null;
  soal_ok: boolean;
  seq: number | null;
  diterima_at: Date | string | null;
  seq_lama: number | null;
  diterima_at_lama: Date | string | null;
};

/**
 * The save's one statement, prepared once per database handle (db/prepared.ts): ~333 saves a second during a
 * campus exam each paid drizzle's building and PostgreSQL's parse and plan of this CTE. The answer-kind checks are
 * parameters (null / false = not checked) so the text never changes.
 */
function simpanStatement(db: Db) {
  return preparedSql<Record<string, unknown>>(db, 'ujian_simpan_jawaban', () => {
    const ph = (name: string) => sql.placeholder(name);
    return sql`
    with p as (
      select id from ${ujianPengerjaan}
      where college_id = ${ph('collegeId')}::int and id_ujian = ${ph('idUjian')}::int and id_user = ${ph('idUser')}::int
        and waktu_selesai is null and batas_waktu > ${ph('batasMin')}::timestamptz
        and ${ph('idSoal')}::int = any(soal_ids)
    ), s as (
      select s.id from ${ujianSoal} s
      where s.id = ${ph('idSoal')}::int and s.id_ujian = ${ph('idUjian')}::int
        and (${ph('jenis')}::text is null or s.jenis = ${ph('jenis')}::text)
        and (${ph('indexPilihan')}::int is null or jsonb_array_length(s.data->'pilihan'->'pilihan') > ${ph('indexPilihan')}::int)
        and (not ${ph('adaTeks')}::boolean or (s.data->'esay'->'jenis_file_diterima') @> '["text"]'::jsonb)
    ), up as (
      insert into ${ujianJawaban} (id_pengerjaan, id_soal, college_id, jawaban, seq, diterima_at)
      select p.id, s.id, ${ph('collegeId')}::int, ${ph('jawaban')}::jsonb, ${ph('seq')}::bigint, ${ph('now')}::timestamptz from p, s
      on conflict (id_pengerjaan, id_soal) do update set jawaban = excluded.jawaban, seq = excluded.seq, diterima_at = excluded.diterima_at
        where ${ujianJawaban}.seq < excluded.seq
      returning seq, diterima_at
    )
    select (select id from p) as id_pengerjaan, exists (select 1 from s) as soal_ok,
      (select seq from up) as seq, (select diterima_at from up) as diterima_at,
      j.seq as seq_lama, j.diterima_at as diterima_at_lama
    from (select 1) x
    left join ${ujianJawaban} j on j.id_pengerjaan = (select id from p) and j.id_soal = ${ph('idSoal')}::int`;
  });
}

/**
 * THE save of an answer, in one statement: the attempt must be the student's, open, within its deadline (plus
 * `toleransiMs`) and hold the question in its draw; the question must be of the answer's kind (an option that
 * exists, text only where text is accepted). The row is written only when `seq` is higher than the stored one, so
 * a retried or reordered write never overwrites a newer answer. The stored seq is returned either way.
 */
export async function upsertJawaban(
  db: Db,
  a: {
    collegeId: number;
    idUjian: number;
    idUser: number;
    idSoal: number;
    seq: number;
    jawaban: Record<string, unknown> | null;
    /** The kind the answer is for (null when clearing). */
    jenis: string | null;
    /** For pilihan: the option index, which must exist. */
    indexPilihan: number | null;
    /** For esay: whether text was given (the question must accept text). */
    adaTeks: boolean;
    toleransiMs: number;
    /** The API's clock: deadlines and the countdown are this server's time. */
    now: Date;
  },
): Promise<HasilSimpan> {
  const res = await simpanStatement(db).execute({
    collegeId: a.collegeId,
    idUjian: a.idUjian,
    idUser: a.idUser,
    idSoal: a.idSoal,
    seq: a.seq,
    batasMin: new Date(a.now.getTime() - a.toleransiMs).toISOString(),
    now: a.now.toISOString(),
    jawaban: a.jawaban === null ? null : JSON.stringify(a.jawaban),
    jenis: a.jenis,
    indexPilihan: a.indexPilihan,
    adaTeks: a.adaTeks,
  });
  const row = res.rows[0]!;
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    id_pengerjaan: num(row.id_pengerjaan),
    soal_ok: row.soal_ok === true || row.soal_ok === 't',
    seq: num(row.seq),
    diterima_at: (row.diterima_at as Date | string | null) ?? null,
    seq_lama: num(row.seq_lama),
    diterima_at_lama: (row.diterima_at_lama as Date | string | null) ?? null,
  };
}

/** Answer files named by an essay answer: live jawaban_ujian files of this student in the class. */
export async function findFileJawaban(db: Db, collegeId: number, idKelas: string, idUser: number, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        eq(files.collegeId, collegeId),
        inArray(files.id, ids),
        eq(files.kind, 'jawaban_ujian'),
        eq(files.idKelasKuliah, idKelas),
        eq(files.ownerUserId, idUser),
        isNull(files.deletedAt),
      ),
    );
}

export async function touchPengerjaan(db: Db, id: number) {
  await db.update(ujianPengerjaan).set({ terakhirAktif: new Date() }).where(eq(ujianPengerjaan.id, id));
}

export async function insertPelanggaran(db: Db, rows: (typeof ujianPelanggaran.$inferInsert)[]) {
  if (rows.length === 0) return 0;
  const r = await db.insert(ujianPelanggaran).values(rows).onConflictDoNothing().returning({ id: ujianPelanggaran.id });
  return r.length;
}

export async function findPengumuman(db: Db, idUjian: number) {
  return db
    .select({ p: ujianPengumuman, nama: users.nama })
    .from(ujianPengumuman)
    .leftJoin(users, eq(users.id, ujianPengumuman.createdBy))
    .where(eq(ujianPengumuman.idUjian, idUjian))
    .orderBy(asc(ujianPengumuman.createdAt), asc(ujianPengumuman.id));
}

export async function insertPengumuman(db: Db, values: typeof ujianPengumuman.$inferInsert) {
  const [row] = await db.insert(ujianPengumuman).values(values).returning();
  return row!;
}

/** Every attempt of an exam with its student, answered count, last save and violations (the live monitor). */
export async function findMonitor(db: Db, idUjian: number) {
  const res = await db.execute(sql`
    select p.id, p.id_user, m.nim, u.nama, p.waktu_mulai, p.waktu_selesai, p.batas_waktu, p.cara_selesai, p.jumlah_soal,
      p.terakhir_aktif, p.tambahan_menit,
      (select count(*) from ujian_jawaban j where j.id_pengerjaan = p.id and j.jawaban is not null) as dijawab,
      (select max(j.diterima_at) from ujian_jawaban j where j.id_pengerjaan = p.id) as terakhir_simpan,
      coalesce((select json_agg(json_build_object('jenis', v.jenis, 'waktu', v.waktu, 'diterima_at', v.diterima_at) order by v.waktu)
        from ujian_pelanggaran v where v.id_pengerjaan = p.id), '[]'::json) as pelanggaran
    from ${ujianPengerjaan} p
    join mahasiswa m on m.id = p.id_mahasiswa
    join ${users} u on u.id = p.id_user
    where p.id_ujian = ${idUjian}::int`);
  return (res as unknown as { rows: Record<string, unknown>[] }).rows;
}

/** URLs of the answer files of these exams' attempts (to delete them with the exams). */
export async function findUrlFileJawaban(db: Db, idUjian: number[]) {
  if (idUjian.length === 0) return [];
  const res = await db.execute(sql`
    select f->>'url' as url from ${ujianJawaban} j join ${ujianPengerjaan} p on p.id = j.id_pengerjaan,
      jsonb_array_elements(coalesce(j.jawaban->'esay'->'files', '[]'::jsonb)) f
    where p.id_ujian in (${sql.join(idUjian.map((id) => sql`${id}::int`), sql`, `)})`);
  return (res as unknown as { rows: { url: string }[] }).rows.map((r) => r.url);
}
