import { PESAN_FORUM, hasAccess, type HakAkses } from '@lms/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../deps';
import { aksesKelasDiketahui, assertAksesKelas, type AksesKelas, type KebutuhanAkses } from '../kelas/kelas-akses';
import { findForum } from './forum.repo';

/** Who may do what with a forum: access through the forum's class. */

/** What the caller may do with forums of a class. */
export type HakForum = { tulis: boolean; keaktifan: boolean };

/**
 * The forum and the actor's access to its class (kelas-akses), refused in the order that reveals nothing: role or
 * operator level (403), a forum that is not one of the college (404), not a member of its class (403). `diketahui`:
 * the access this request already resolved for the class, checked but not read again.
 */
export async function aksesForum(db: Db, actor: Actor, id: number, need: KebutuhanAkses, diketahui?: AksesKelas) {
  const f = await findForum(db, actor.college.id, id);
  const akses = assertAksesKelas(await aksesKelasDiketahui(db, actor, f?.idKelasKuliah ?? null, diketahui), actor, need, PESAN_FORUM.tidakDitemukan);
  const hak: HakForum = { tulis: akses.canWrite, keaktifan: akses.canWrite || akses.operatorRead };
  return { forum: f!, akses, hak };
}

/** What the caller may do with the forums of every class in their list scope (`hakOperator`: the scope's rights map). */
export function hakDalamScope(actor: Actor, hakOperator: HakAkses): HakForum {
  if (actor.role === 'ROLE_DOSEN') return { tulis: true, keaktifan: true };
  if (actor.role === 'ROLE_OPERATOR' || actor.role === 'SYSTEM') return { tulis: hasAccess(hakOperator, 'kelas_kuliah', 'write'), keaktifan: true };
  return { tulis: false, keaktifan: false };
}
