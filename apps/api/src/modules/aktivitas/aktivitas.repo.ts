import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aktivitasKelas, aktivitasSelesai } from '../../db/schema';

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

export async function countAktivitasKelasByPertemuan(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ idPertemuan: aktivitasKelas.idPertemuan, jenis: aktivitasKelas.jenis, n: count() })
    .from(aktivitasKelas)
    .where(inArray(aktivitasKelas.idPertemuan, ids))
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
