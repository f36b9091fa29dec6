import { hasAccess } from '@lms/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../deps';
import { forbidden } from '../../lib/errors';
import { hakAksesOf, requireRole } from '../../lib/policy';

/**
 * Who may read an operator's access rights or detail: that operator, or an operator with read on
 * data_master (the Pengguna screens). Checked before the lookup, so a refusal reveals nothing.
 */
export async function requireOperatorViewer(db: Db, actor: Actor, targetUserId: number) {
  requireRole(actor, 'ROLE_OPERATOR');
  if (targetUserId === actor.userId) return;
  if (!hasAccess(await hakAksesOf(db, actor), 'data_master', 'read')) throw forbidden();
}
