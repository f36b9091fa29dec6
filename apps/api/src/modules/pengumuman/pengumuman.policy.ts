import type { Db } from '../../db/client';
import type { Actor } from '../../deps';
import { hasOperatorAccess, requireOperatorAccess } from '../../lib/policy';
import type { Pembaca } from './pengumuman.repo';

/**
 * Who may do what with announcements:
 * - read (dashboard card, /pengumuman, attachments): every signed-in user, for the published announcements that
 *   reach them; an operator with read on pengumuman (or the system actor) reads every published one;
 * - the management list and detail (drafts and scheduled ones too): operators with read on pengumuman;
 * - create, edit, schedule, publish/withdraw, delete, attachments: operators with write on pengumuman.
 */

/** The reader the visibility rule applies to; null = sees every published announcement. */
export async function pembacaOf(db: Db, actor: Actor): Promise<Pembaca> {
  if (await hasOperatorAccess(db, actor, 'pengumuman', 'read')) return null;
  return { role: actor.role, userId: actor.userId };
}

export const requireKelolaBaca = (db: Db, actor: Actor) => requireOperatorAccess(db, actor, 'pengumuman', 'read');
export const requireKelolaTulis = (db: Db, actor: Actor) => requireOperatorAccess(db, actor, 'pengumuman', 'write');
