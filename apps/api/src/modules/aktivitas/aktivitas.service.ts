import {
  JENIS_AKTIVITAS_DEF,
  JENIS_AKTIVITAS_KELAS,
  hitunganAktivitasKosong,
  isJenisAktivitasKelas,
  waktuKalenderAktivitas,
  type HitunganAktivitas,
  type JenisAktivitasKelas,
  type SumberAktivitasSelesai,
} from '@lms/shared';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import type { ScopeKelas } from '../kelas/kelas-akses';
import {
  countAktivitasAktif as countAktivitasAktifRows,
  countAktivitasKelasByPertemuan,
  deleteAktivitasKelas,
  findAktivitasKalender,
  deleteAktivitasSelesai,
  findAktivitasKelas,
  findAktivitasSelesai,
  hitunganAktivitasPertemuanSql,
  insertAktivitasSelesai,
  listAktivitasKelasByPertemuan,
  listAktivitasSelesaiByPertemuan,
  upsertAktivitasKelas,
  type AktivitasKelasValues,
} from './aktivitas.repo';

/**
 * The activity registry and attendance facts (ARCHITECTURE.md "activities" and "attendance facts").
 *
 * Writers: an activity module calls registerAktivitas / unregisterAktivitas with ITS OWN transaction when it
 * creates, changes or deletes an activity, and recordAktivitasSelesai in the transaction of the student's action
 * (download, submission, post, join …). Access checks stay with the calling module: these functions trust their
 * caller, as a repo does, and never run outside a write the caller already authorised.
 *
 * Readers: meeting counts, tiles, calendars and the attendance engine use the list/count functions below and never
 * query an activity module's tables.
 */

export type AktivitasInput = {
  collegeId: number;
  idKelasKuliah: string;
  idPertemuan: number | null;
  jenis: JenisAktivitasKelas;
  idSumber: string | number;
  judul: string;
  waktuMulai?: Date | null;
  waktuSelesai?: Date | null;
  /** Required for attendance (the meeting's parameter_kehadiran must also enable the kind). */
  syaratHadir?: boolean;
  /** Defaults to the kind's JENIS_AKTIVITAS_DEF.dinilai. */
  dinilai?: boolean;
};

export class AktivitasTidakTerdaftarError extends Error {
  constructor(jenis: string, idSumber: string) {
    super(`activity ${jenis}:${idSumber} is not in the registry (register it in the transaction that creates it)`);
  }
}

/**
 * The registry row of an activity, with what the registry derives (its calendar instant, its graded default).
 * registerAktivitas writes it; a bulk writer (the demo seed) inserts these rows, so both carry the same fields.
 */
export function barisAktivitas(input: AktivitasInput): AktivitasKelasValues {
  return {
    collegeId: input.collegeId,
    idKelasKuliah: input.idKelasKuliah,
    idPertemuan: input.idPertemuan,
    jenis: input.jenis,
    idSumber: String(input.idSumber),
    judul: input.judul,
    waktuMulai: input.waktuMulai ?? null,
    waktuSelesai: input.waktuSelesai ?? null,
    waktuKalender: waktuKalenderAktivitas(input.jenis, input.waktuMulai ?? null, input.waktuSelesai ?? null),
    syaratHadir: input.syaratHadir ?? false,
    dinilai: input.dinilai ?? JENIS_AKTIVITAS_DEF[input.jenis].dinilai,
  };
}

/** Creates or updates the registry row of an activity; returns its registry id. */
export async function registerAktivitas(tx: Db, input: AktivitasInput): Promise<number> {
  const id = await upsertAktivitasKelas(tx, barisAktivitas(input));
  if (id === null) throw new AktivitasTidakTerdaftarError(input.jenis, String(input.idSumber));
  return id;
}

/** Removes an activity from the registry; its attendance facts go with it (the activity no longer counts). */
export async function unregisterAktivitas(tx: Db, collegeId: number, jenis: JenisAktivitasKelas, idSumber: string | number) {
  return deleteAktivitasKelas(tx, collegeId, jenis, String(idSumber));
}

export type AktivitasSelesaiInput = {
  collegeId: number;
  jenis: JenisAktivitasKelas;
  idSumber: string | number;
  idUser: number;
  sumber: SumberAktivitasSelesai;
  waktu?: Date;
  detail?: Record<string, unknown>;
};

/**
 * Records that a student did what an activity requires, once per (activity, user): a repeat is a no-op and
 * returns `recorded: false`. The student is told live (stream kehadiran_mahasiswa, event aktivitas_selesai) when
 * the caller's transaction commits.
 */
export async function recordAktivitasSelesai(deps: Pick<Deps, 'events'>, tx: Db, input: AktivitasSelesaiInput) {
  const idSumber = String(input.idSumber);
  const aktivitas = await findAktivitasKelas(tx, input.collegeId, input.jenis, idSumber);
  if (!aktivitas) throw new AktivitasTidakTerdaftarError(input.jenis, idSumber);
  const recorded = await insertAktivitasSelesai(tx, {
    collegeId: input.collegeId,
    idPertemuan: aktivitas.idPertemuan,
    idAktivitas: aktivitas.id,
    jenis: input.jenis,
    idUser: input.idUser,
    waktu: input.waktu ?? new Date(),
    sumber: input.sumber,
    detail: input.detail ?? {},
  });
  if (recorded) {
    await deps.events.publish(
      {
        stream: 'kehadiran_mahasiswa',
        event: 'aktivitas_selesai',
        collegeId: input.collegeId,
        audience: { kind: 'user', user_id: input.idUser },
        data: { id_aktivitas: aktivitas.id, jenis: input.jenis, id_sumber: idSumber, id_pertemuan: aktivitas.idPertemuan },
      },
      { db: tx },
    );
  }
  return { recorded, idAktivitas: aktivitas.id };
}

/**
 * Withdraws a student's fact when what fulfilled it is undone (an exam attempt reset by the lecturer), in the
 * caller's transaction; the attendance engine recomputes from the facts that remain.
 */
export async function removeAktivitasSelesai(tx: Db, collegeId: number, jenis: JenisAktivitasKelas, idSumber: string | number, idUser: number) {
  const aktivitas = await findAktivitasKelas(tx, collegeId, jenis, String(idSumber));
  return aktivitas ? deleteAktivitasSelesai(tx, aktivitas.id, idUser) : false;
}

/** Which of these users already fulfilled the activity (e.g. a card's "terpenuhi" state), by user id. */
export async function findSelesaiOfAktivitas(db: Db, collegeId: number, jenis: JenisAktivitasKelas, idSumber: string | number, idUsers: number[]) {
  const aktivitas = await findAktivitasKelas(db, collegeId, jenis, String(idSumber));
  if (!aktivitas) return new Map<number, { waktu: Date; sumber: string; detail: Record<string, unknown> }>();
  const rows = await findAktivitasSelesai(db, aktivitas.id, idUsers);
  return new Map(rows.map((r) => [r.idUser, { waktu: r.waktu, sumber: r.sumber, detail: r.detail }]));
}

/**
 * count_activity of meetings: one grouped query for any number of meetings. A student (`siswaPada`: now) does not
 * count what they cannot see yet (materials before their display time), so the count matches the cards they get.
 */
export async function countAktivitasByPertemuan(db: Db, ids: number[], siswaPada: Date | null = null): Promise<Map<number, HitunganAktivitas>> {
  const out = new Map(ids.map((id) => [id, hitunganAktivitasKosong()]));
  for (const r of await countAktivitasKelasByPertemuan(db, ids, { tersembunyi: TERSEMBUNYI, terlihatSebelum: siswaPada })) {
    const counts = r.idPertemuan !== null ? out.get(r.idPertemuan) : undefined;
    if (counts && isJenisAktivitasKelas(r.jenis)) counts[r.jenis] = Number(r.n);
  }
  return out;
}

/**
 * The meeting's count per kind inside a statement of the caller's (hitunganAktivitasPertemuanSql): its parameters
 * for the viewer (students do not count hidden kinds before their start) and the parsed result.
 */
export const hitunganAktivitasPertemuan = {
  sql: hitunganAktivitasPertemuanSql,
  params: (siswaPada: Date | null) => ({ tersembunyi: [...TERSEMBUNYI] as string[], terlihatSebelum: siswaPada?.toISOString() ?? null }),
  parse(v: Record<string, number> | string | null): HitunganAktivitas {
    const out = hitunganAktivitasKosong();
    const obj = typeof v === 'string' ? (JSON.parse(v) as Record<string, number>) : (v ?? {});
    for (const [jenis, n] of Object.entries(obj)) if (isJenisAktivitasKelas(jenis)) out[jenis] = Number(n);
    return out;
  },
};

/** The registry row of one activity (its class, meeting, title, window), or null when it is not registered. */
export async function findAktivitasTerdaftar(db: Db, collegeId: number, jenis: JenisAktivitasKelas, idSumber: string) {
  return findAktivitasKelas(db, collegeId, jenis, idSumber);
}

/** Registry rows of meetings (the attendance engine's activity list), ordered by meeting and start. */
export const listAktivitasPertemuan = listAktivitasKelasByPertemuan;

/** Attendance facts of a meeting, optionally of some users only, oldest first. */
export const listAktivitasSelesaiPertemuan = listAktivitasSelesaiByPertemuan;

/** Kinds students do not see before their start (shared JENIS_AKTIVITAS_DEF). */
const TERSEMBUNYI = JENIS_AKTIVITAS_KELAS.filter((j) => JENIS_AKTIVITAS_DEF[j].tersembunyiSebelumMulai);

/** The calendar's activity entries of the classes in scope (students: only what they may already see). */
export function listAktivitasKalender(db: Db, collegeId: number, scope: ScopeKelas, dari: Date, sampai: Date, now: Date) {
  return findAktivitasKalender(db, collegeId, scope, dari, sampai, { tersembunyi: TERSEMBUNYI, terlihatSebelum: scope.kind === 'peserta' ? now : null });
}

/** Per kind, activities of the classes in scope that have not ended (the dashboard tiles). */
export async function countAktivitasAktif(db: Db, collegeId: number, scope: ScopeKelas, now: Date): Promise<HitunganAktivitas> {
  const out = hitunganAktivitasKosong();
  for (const r of await countAktivitasAktifRows(db, collegeId, scope, now, { tersembunyi: TERSEMBUNYI, siswa: scope.kind === 'peserta' })) {
    if (isJenisAktivitasKelas(r.jenis)) out[r.jenis] = Number(r.n);
  }
  return out;
}
