import { PESAN_PERTEMUAN } from '@lms/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../deps';
import { aksesKelasDiketahui, assertAksesKelas, type AksesKelas, type KebutuhanAkses } from '../kelas/kelas-akses';
import { findPertemuanRingkas } from './pertemuan.repo';

/**
 * Access to a meeting, offered to the modules whose activities sit in a meeting (materi, forum, tugas, ujian,
 * vidcon): the meeting's class decides (kelas-akses).
 */

/** The user id to record as the author of a write; the system actor is nobody (the columns are nullable). */
export const penulis = (actor: Actor) => (actor.role === 'SYSTEM' ? null : actor.userId);

/**
 * The meeting and the actor's access to its class (kelas-akses), refused in the order that reveals nothing: role
 * or operator level (403), a meeting that is not one of the college (404), not a member of its class (403).
 * `diketahui` is the class access the request already resolved for this meeting's class; it is checked, not read
 * again.
 */
export async function aksesPertemuan(db: Db, actor: Actor, id: number, need: KebutuhanAkses, diketahui?: AksesKelas) {
  const p = await findPertemuanRingkas(db, actor.college.id, id);
  const akses = assertAksesKelas(await aksesKelasDiketahui(db, actor, p?.idKelasKuliah ?? null, diketahui), actor, need, PESAN_PERTEMUAN.tidakDitemukan);
  return { p: p!, akses };
}
