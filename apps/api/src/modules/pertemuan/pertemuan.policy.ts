import { PESAN_PERTEMUAN } from '@lms/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../deps';
import { forbidden } from '../../lib/errors';
import { hasOperatorAccess } from '../../lib/policy';
import { resolveAksesKelas, type AksesKelas } from '../kelas/kelas-akses';

/**
 * Who may use the meeting module's scheduling tools. Access to one meeting (every other meeting route, and the
 * activities inside a meeting) is `aksesPertemuan` of pertemuan-akses.ts.
 */

/**
 * PUT /v2/lms/pertemuan/cek_bentrok, its level refusals (403 before the input is checked): lecturers, operators with
 * read on kelas_kuliah and the system only. The class access it returns goes to assertPengajarCekBentrok.
 */
export async function aksesCekBentrok(db: Db, actor: Actor, idKelas: string) {
  if (actor.role !== 'ROLE_DOSEN' && actor.role !== 'ROLE_OPERATOR' && actor.role !== 'SYSTEM') throw forbidden();
  const akses = await resolveAksesKelas(db, actor, idKelas);
  if (actor.role === 'ROLE_OPERATOR' && !akses.operatorRead) throw forbidden();
  return akses;
}

/** A lecturer checks only a class they teach (403), after the class was found. */
export function assertPengajarCekBentrok(actor: Actor, akses: AksesKelas) {
  if (!akses.canRead || (actor.role === 'ROLE_DOSEN' && !akses.isTeacher)) throw forbidden(PESAN_PERTEMUAN.cekBentrokBukanPengajar);
}

/** The schedule form's reference lists: lecturers, operators with read on kelas_kuliah, the system. */
export async function requirePenggunaJadwal(db: Db, actor: Actor) {
  if (actor.role === 'ROLE_DOSEN' || actor.role === 'SYSTEM') return;
  if (!(await hasOperatorAccess(db, actor, 'kelas_kuliah', 'read'))) throw forbidden();
}
