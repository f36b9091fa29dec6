import { and, asc, count, eq, gte, inArray, isNull, lt, lte, notInArray, or, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aktivitasKelas, aktivitasSelesai, jenisKelas, kelasKuliah, labelKelas, mataKuliah, pertemuan } from '../../db/schema';
import { kelasScopeCondition, type ScopeKelas } from '../kelas/kelas-akses';
import { prepared } from '../../db/prepared';

/** Queries of the activity registry and the attendance facts; services of every activity module call these through aktivitas.service.ts. */

export type AktivitasKelasValues = typeof aktivitasKelas.$inferInsert;

export async function upsertAktivitasKelas(db: Db, values: AktivitasKelasValues) {
  const [row] = await db
    .insert(aktivitasKelas)
    .values(values)
    .onConflictDoUpdate({
      target: [aktivitasKelas.jenis, aktivitasKelas.idSumber],
      set: {
        idPertemuan: values.idPertemuan ?? null,
        judul: values.judul,
        waktuMulai: values.waktuMulai ?? null,
        waktuSelesai: values.waktuSelesai ?? null,
        waktuKalender: values.waktuKalender ?? null,
        syaratHadir: values.syaratHadir ?? false,
        dinilai: values.dinilai ?? false,
        updatedAt: sql`now()`,
      },
      // Another college's row with the same source id would be a bug of the caller: never overwrite it.
      setWhere: eq(aktivitasKelas.collegeId, values.collegeId),
    })
    .returning({ id: aktivitasKelas.id });
  return row?.id ?? null;
}

export async function deleteAktivitasKelas(db: Db, collegeId: number, jenis: string, idSumber: string) {
  const rows = await db
    .delete(aktivitasKelas)
    .where(and(eq(aktivitasKelas.collegeId, collegeId), eq(aktivitasKelas.jenis, jenis), eq(aktivitasKelas.idSumber, idSumber)))
    .returning({ id: aktivitasKelas.id });
  return rows.length > 0;
}

export async function findAktivitasKelas(db: Db, collegeId: number, jenis: string, idSumber: string) {
  const [row] = await db
    .select()
    .from(aktivitasKelas)
    .where(and(eq(aktivitasKelas.collegeId, collegeId), eq(aktivitasKelas.jenis, jenis), eq(aktivitasKelas.idSumber, idSumber)));
  return row ?? null;
}

/**
 * Kinds hidden from students before their start: visible when the rule is off (`terlihatSebelum` null), the kind is
 * not hidden, the activity has no start, or it has started by then. Parameters, so the statement can be prepared.
 */
const terlihat = sql`(${sql.placeholder('terlihatSebelum')}::timestamptz is null
  or ${aktivitasKelas.jenis} <> all(${sql.placeholder('tersembunyi')}::text[])
  or ${aktivitasKelas.waktuMulai} is null
  or ${aktivitasKelas.waktuMulai} <= ${sql.placeholder('terlihatSebelum')}::timestamptz)`;

/**
 * A meeting's activity count per kind as one JSON object ({ jenis: n }), as a scalar subquery for a statement that
 * reads the meeting anyway (the meeting page), with the placeholders `tersembunyi` and `terlihatSebelum`.
 */
export const hitunganAktivitasPertemuanSql = (idPertemuan: AnyColumn) =>
  sql<Record<string, number> | string | null>`(select json_object_agg(h.jenis, h.n) from (
    select ${aktivitasKelas.jenis} as jenis, count(*)::int as n from ${aktivitasKelas}
    where ${aktivitasKelas.idPertemuan} = ${idPertemuan} and ${terlihat} group by ${aktivitasKelas.jenis}) h)`;

// The meeting page and the dashboard tiles run these on every visit: prepared once per database handle.
export async function countAktivitasKelasByPertemuan(db: Db, ids: number[], opts: { tersembunyi: readonly string[]; terlihatSebelum: Date | null }) {
  if (ids.length === 0) return [];
  const q = prepared(db, 'aktivitas_hitung_pertemuan', () =>
    db
      .select({ idPertemuan: aktivitasKelas.idPertemuan, jenis: aktivitasKelas.jenis, n: count() })
      .from(aktivitasKelas)
      .where(and(sql`${aktivitasKelas.idPertemuan} = any(${sql.placeholder('ids')}::int[])`, terlihat))
      .groupBy(aktivitasKelas.idPertemuan, aktivitasKelas.jenis)
      .prepare('aktivitas_hitung_pertemuan'),
  );
  return q.execute({ ids, tersembunyi: [...opts.tersembunyi], terlihatSebelum: opts.terlihatSebelum?.toISOString() ?? null });
}

export async function listAktivitasKelasByPertemuan(db: Db, collegeId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(aktivitasKelas)
    .where(and(eq(aktivitasKelas.collegeId, collegeId), inArray(aktivitasKelas.idPertemuan, ids)))
    .orderBy(asc(aktivitasKelas.idPertemuan), asc(aktivitasKelas.waktuMulai), asc(aktivitasKelas.id));
}

export async function insertAktivitasSelesai(db: Db, values: typeof aktivitasSelesai.$inferInsert) {
  const rows = await db
    .insert(aktivitasSelesai)
    .values(values)
    .onConflictDoNothing({ target: [aktivitasSelesai.idAktivitas, aktivitasSelesai.idUser] })
    .returning({ id: aktivitasSelesai.id });
  return rows.length > 0;
}

export async function deleteAktivitasSelesai(db: Db, idAktivitas: number, idUser: number) {
  const rows = await db
    .delete(aktivitasSelesai)
    .where(and(eq(aktivitasSelesai.idAktivitas, idAktivitas), eq(aktivitasSelesai.idUser, idUser)))
    .returning({ id: aktivitasSelesai.id });
  return rows.length > 0;
}

export async function listAktivitasSelesaiByPertemuan(db: Db, collegeId: number, idPertemuan: number, idUsers?: number[]) {
  if (idUsers && idUsers.length === 0) return [];
  return db
    .select()
    .from(aktivitasSelesai)
    .where(
      and(
        eq(aktivitasSelesai.collegeId, collegeId),
        eq(aktivitasSelesai.idPertemuan, idPertemuan),
        idUsers ? inArray(aktivitasSelesai.idUser, idUsers) : undefined,
      ),
    )
    .orderBy(asc(aktivitasSelesai.waktu), asc(aktivitasSelesai.id));
}

export async function findAktivitasSelesai(db: Db, idAktivitas: number, idUsers: number[]) {
  if (idUsers.length === 0) return [];
  return db
    .select()
    .from(aktivitasSelesai)
    .where(and(eq(aktivitasSelesai.idAktivitas, idAktivitas), inArray(aktivitasSelesai.idUser, idUsers)));
}

/**
 * Activities dated in [dari, sampai) on the calendar, of the classes in scope, with their meeting and class names.
 * The range is served by aktivitas_kelas_kalender_idx; `terlihatSebelum` (students) drops kinds hidden before their
 * start (materials before their display time) that have not started by then.
 */
export function findAktivitasKalender(
  db: Db,
  collegeId: number,
  scope: ScopeKelas,
  dari: Date,
  sampai: Date,
  opts: { tersembunyi: readonly string[]; terlihatSebelum: Date | null },
) {
  return db
    .select({
      jenis: aktivitasKelas.jenis,
      idSumber: aktivitasKelas.idSumber,
      judul: aktivitasKelas.judul,
      waktuMulai: aktivitasKelas.waktuMulai,
      waktuSelesai: aktivitasKelas.waktuSelesai,
      waktuKalender: aktivitasKelas.waktuKalender,
      idKelasKuliah: aktivitasKelas.idKelasKuliah,
      idPertemuan: pertemuan.id,
      nomor: pertemuan.nomor,
      mkKode: mataKuliah.kode,
      mkNama: mataKuliah.nama,
      labelNama: labelKelas.nama,
      jenisKelasNama: jenisKelas.nama,
    })
    .from(aktivitasKelas)
    .innerJoin(pertemuan, eq(pertemuan.id, aktivitasKelas.idPertemuan))
    .innerJoin(kelasKuliah, eq(kelasKuliah.id, aktivitasKelas.idKelasKuliah))
    .innerJoin(mataKuliah, eq(mataKuliah.id, kelasKuliah.idMataKuliah))
    .innerJoin(labelKelas, eq(labelKelas.id, kelasKuliah.idLabelKelas))
    .innerJoin(jenisKelas, eq(jenisKelas.id, kelasKuliah.idJenisKelas))
    .where(
      and(
        eq(aktivitasKelas.collegeId, collegeId),
        gte(aktivitasKelas.waktuKalender, dari),
        lt(aktivitasKelas.waktuKalender, sampai),
        kelasScopeCondition(scope, aktivitasKelas.idKelasKuliah),
        opts.terlihatSebelum && opts.tersembunyi.length
          ? or(notInArray(aktivitasKelas.jenis, [...opts.tersembunyi]), isNull(aktivitasKelas.waktuMulai), lte(aktivitasKelas.waktuMulai, opts.terlihatSebelum))
          : undefined,
      ),
    )
    .orderBy(asc(aktivitasKelas.waktuKalender), asc(aktivitasKelas.id));
}

/**
 * Per kind, the activities of the classes in scope that have not ended at `now` (the dashboard tiles); the same
 * visibility rule for students as the calendar.
 */
export function countAktivitasAktif(db: Db, collegeId: number, scope: ScopeKelas, now: Date, opts: { tersembunyi: readonly string[]; siswa: boolean }) {
  const name = `aktivitas_aktif_${scope.kind}`;
  const q = prepared(db, name, () =>
    db
      .select({ jenis: aktivitasKelas.jenis, n: count() })
      .from(aktivitasKelas)
      .where(
        and(
          eq(aktivitasKelas.collegeId, sql.placeholder('collegeId')),
          sql`(${aktivitasKelas.waktuSelesai} is null or ${aktivitasKelas.waktuSelesai} > ${sql.placeholder('now')}::timestamptz)`,
          kelasScopeCondition(scope, aktivitasKelas.idKelasKuliah, { placeholder: 'idAnggota' }),
          terlihat,
        ),
      )
      .groupBy(aktivitasKelas.jenis)
      .prepare(name),
  );
  const idAnggota = scope.kind === 'peserta' ? scope.idMahasiswa : scope.kind === 'pengajar' ? scope.idDosen : 0;
  return q.execute({
    collegeId,
    now: now.toISOString(),
    idAnggota,
    tersembunyi: [...opts.tersembunyi],
    terlihatSebelum: opts.siswa ? now.toISOString() : null,
  });
}
