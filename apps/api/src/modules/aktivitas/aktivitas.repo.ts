import { and, asc, count, eq, gt, gte, inArray, isNull, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aktivitasKelas, aktivitasSelesai, jenisKelas, kelasKuliah, labelKelas, mataKuliah, pertemuan } from '../../db/schema';
import { kelasScopeCondition, type ScopeKelas } from '../kelas/kelas-akses';

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

export async function countAktivitasKelasByPertemuan(db: Db, ids: number[], opts: { tersembunyi: readonly string[]; terlihatSebelum: Date | null }) {
  if (ids.length === 0) return [];
  return db
    .select({ idPertemuan: aktivitasKelas.idPertemuan, jenis: aktivitasKelas.jenis, n: count() })
    .from(aktivitasKelas)
    .where(
      and(
        inArray(aktivitasKelas.idPertemuan, ids),
        opts.terlihatSebelum && opts.tersembunyi.length
          ? or(notInArray(aktivitasKelas.jenis, [...opts.tersembunyi]), isNull(aktivitasKelas.waktuMulai), lte(aktivitasKelas.waktuMulai, opts.terlihatSebelum))
          : undefined,
      ),
    )
    .groupBy(aktivitasKelas.idPertemuan, aktivitasKelas.jenis);
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
  return db
    .select({ jenis: aktivitasKelas.jenis, n: count() })
    .from(aktivitasKelas)
    .where(
      and(
        eq(aktivitasKelas.collegeId, collegeId),
        or(isNull(aktivitasKelas.waktuSelesai), gt(aktivitasKelas.waktuSelesai, now)),
        kelasScopeCondition(scope, aktivitasKelas.idKelasKuliah),
        opts.siswa && opts.tersembunyi.length
          ? or(notInArray(aktivitasKelas.jenis, [...opts.tersembunyi]), isNull(aktivitasKelas.waktuMulai), lte(aktivitasKelas.waktuMulai, now))
          : undefined,
      ),
    )
    .groupBy(aktivitasKelas.jenis);
}
