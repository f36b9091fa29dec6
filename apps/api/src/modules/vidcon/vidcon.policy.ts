import { PESAN_VIDCON, hasAccess, type HakAkses, type StatusVidcon } from '@lms/shared';
import type { Db } from '../../db/client';
import type { Actor, Deps } from '../../deps';
import { getPengaturan } from '../pengaturan/pengaturan.service';
import { assertAksesKelas, resolveAksesKelas, type AksesKelas, type ScopeKelas } from '../kelas/kelas-akses';
import { findVidcon } from './vidcon.repo';

/**
 * Who may do what with a vidcon (spec 2 §6), on top of class access (kelas-akses):
 * - write (add, edit, delete): the class's teachers and operators with write on kelas_kuliah;
 * - the link and the participants ('x/y Peserta', daftar_join_detail, pick a student): teachers and operators who may
 *   read the class. Students never receive the link in a list or a detail: they reach it only through the join,
 *   which records it (the form warns lecturers not to share the link for the same reason);
 * - join: the class's participants while the vidcon is berlangsung (late joins are flagged), its teachers at any
 *   time (a lecturer opens the room before it starts). Operators do not join.
 */
export type HakVidcon = { tulis: boolean; lihatLink: boolean; lihatPeserta: boolean; joinPeserta: boolean; joinPengajar: boolean };

export function hakVidcon(akses: Pick<AksesKelas, 'canWrite' | 'isTeacher' | 'isParticipant' | 'operatorRead' | 'isSystem'>): HakVidcon {
  const pengelola = akses.isTeacher || akses.operatorRead || akses.isSystem;
  return {
    tulis: akses.canWrite,
    lihatLink: pengelola,
    lihatPeserta: pengelola,
    joinPeserta: akses.isParticipant && !akses.isTeacher,
    joinPengajar: akses.isTeacher,
  };
}

/**
 * The same flags for every row of a list: the scope already limits a lecturer to taught classes, a student to theirs;
 * `hakOperator` is the rights map the scope was resolved with (none for others).
 */
export function hakVidconList(actor: Actor, scope: ScopeKelas, hakOperator: HakAkses): HakVidcon {
  const operator = scope.kind === 'semua';
  const operatorWrite = operator && hasAccess(hakOperator, 'kelas_kuliah', 'write');
  return hakVidcon({
    canWrite: scope.kind === 'pengajar' || operatorWrite,
    isTeacher: scope.kind === 'pengajar',
    isParticipant: scope.kind === 'peserta',
    operatorRead: operator,
    isSystem: actor.role === 'SYSTEM',
  });
}

/** Whether the caller may join now: participants only while it runs, teachers always. */
export const bolehJoin = (hak: HakVidcon, status: StatusVidcon) => hak.joinPengajar || (hak.joinPeserta && status === 'berlangsung');

/** terlambat_vidcon_menit of the college (spec 1 §3 syarat_kehadiran_online_mahasiswa). */
export async function terlambatMenit(deps: Pick<Deps, 'db' | 'events'>, collegeId: number) {
  return (await getPengaturan(deps, collegeId)).pengaturan_kelas.syarat_kehadiran_online_mahasiswa.terlambat_vidcon_menit;
}

/** The vidcon and the actor's write access to its class, refused in the order that reveals nothing. */
export async function aksesTulisVidcon(db: Db, actor: Actor, id: number) {
  const row = await findVidcon(db, actor.college.id, id);
  const akses = assertAksesKelas(await resolveAksesKelas(db, actor, row?.idKelasKuliah ?? null), actor, 'write', PESAN_VIDCON.tidakDitemukan);
  return { row: row!, akses };
}
