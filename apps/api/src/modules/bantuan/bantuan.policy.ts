import { bolehKelolaBantuan, hasAccess, type Role } from '@lms/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../deps';
import { forbidden } from '../../lib/errors';
import { hakAksesOf } from '../../lib/policy';

/**
 * Who reads and who writes help (docs/DECISIONS.md, 'Help'):
 * - students and lecturers read the articles written for their role or for everyone;
 * - operators need read on bantuan, and then read the articles of every role (they help the others);
 * - the college's own entries are added, changed and deleted by operators with bantuan read and pengumuman write
 *   (bantuan has no write level); the product's articles change only with a release.
 */
export async function aksesBacaBantuan(db: Db, actor: Actor): Promise<{ role: Role | null }> {
  if (actor.role === 'ROLE_MAHASISWA' || actor.role === 'ROLE_DOSEN') return { role: actor.role };
  const hak = await hakAksesOf(db, actor);
  if (!hasAccess(hak, 'bantuan', 'read')) throw forbidden();
  return { role: null };
}

export async function requireKelolaBantuan(db: Db, actor: Actor) {
  if (actor.role !== 'ROLE_OPERATOR' && actor.role !== 'SYSTEM') throw forbidden();
  if (!bolehKelolaBantuan(await hakAksesOf(db, actor))) throw forbidden();
}
