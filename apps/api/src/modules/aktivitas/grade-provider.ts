import type { JenisAktivitasKelas, JenisNilai, StatusNilai } from '@lms/shared';
import type { Db } from '../../db/client';

/**
 * Grade providers (ARCHITECTURE.md "scores"): each graded kind (tugas, ujian, forum with penilaian_keaktifan)
 * implements this in its `<kind>.grade-provider.ts` and is registered into GRADE_PROVIDERS by the composition root
 * (registries.ts), so this file imports no provider; the grade module reads scores only through it, never
 * from the kinds' tables. A score is null when the student has nothing to grade (no submission); the grade module
 * turns null into the spec's -1.618 only at the API edge.
 * The gradebook is kept in the read cache under its class's grade version (modules/nilai, migration 0029): every
 * table a provider reads scores, counts or grading states from must raise that version with a deferred row trigger
 * (`lms_versi_nilai_naik`, its WHEN naming the columns shown), or the gradebook keeps showing the old score.
 */
export type AktivitasDinilai = {
  jenis: JenisAktivitasKelas;
  /** Its gradebook column type (an exam's kind: kuis, uts, uas, remedial). */
  jenisNilai: JenisNilai;
  /** The id in the kind's own table (the registry's id_sumber). */
  idSumber: string;
  idPertemuan: number | null;
  judul: string;
  /** Deadline or end; null = none. */
  waktuSelesai: Date | null;
  statusNilai: StatusNilai;
  /** Highest score possible (scores are scaled to 0..100 by the grade module). */
  nilaiMaks: number;
  /** An automatic score calculation is running (exams after a key correction): the gradebook shows its warning icon. */
  sedangDihitung?: boolean;
};

export interface GradeProvider {
  jenis: JenisAktivitasKelas;
  /** The class's graded activities of this kind, with their grading state. */
  listGradedActivities(db: Db, collegeId: number, idKelasKuliah: string): Promise<AktivitasDinilai[]>;
  /** Scores of one activity per student user id (users.id); null = no submission. Students without a row: no submission. */
  scores(db: Db, collegeId: number, idSumber: string): Promise<Map<number, number | null>>;
  /**
   * The same for many activities of this kind in one query, keyed by idSumber (an id naming no activity of this kind
   * in the college gets no scores): the gradebook reads a whole class with one call per kind, not one per column.
   */
  scoresMany(db: Db, collegeId: number, idSumber: readonly string[]): Promise<Map<string, Map<number, number | null>>>;
}

/** `scores` of one activity through `scoresMany`, for providers whose single read is the batched one. */
export async function scoresOne(p: Pick<GradeProvider, 'scoresMany'>, db: Db, collegeId: number, idSumber: string) {
  return (await p.scoresMany(db, collegeId, [idSumber])).get(idSumber) ?? new Map<number, number | null>();
}

/** Valid int4 ids of a list of idSumber (anything else names no activity). */
export const idInt = (ids: readonly string[]) =>
  ids.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647);

const providers: GradeProvider[] = [];

/** Every graded kind's provider, in the order registered (registries.ts: one import and one call per kind). */
export const GRADE_PROVIDERS: readonly GradeProvider[] = providers;

/** Adds a kind's provider; registering a kind again replaces it in place, so every entry point may register. */
export function registerGradeProvider(p: GradeProvider) {
  const i = providers.findIndex((x) => x.jenis === p.jenis);
  if (i >= 0) providers[i] = p;
  else providers.push(p);
}

export const gradeProviderOf = (jenis: JenisAktivitasKelas) => GRADE_PROVIDERS.find((p) => p.jenis === jenis) ?? null;
