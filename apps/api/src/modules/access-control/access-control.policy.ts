import type { FastifyRequest } from 'fastify';
import { hasAccess } from '@lms/shared';
import type { Db } from '../../db/client';
import { forbidden } from '../../lib/errors';
import { loadHakAkses, requireRole } from '../../lib/policy';

/**
 * Who may read an operator's access rights or detail: that operator, or an operator with read on
 * data_master (the Pengguna screens). Checked before the lookup, so a refusal reveals nothing.
 */
export async function requireOperatorViewer(db: Db, request: FastifyRequest, targetUserId: number) {
  requireRole(request, 'ROLE_OPERATOR');
  if (targetUserId === request.auth.userId) return;
  if (!hasAccess(await loadHakAkses(db, request.auth.userId), 'data_master', 'read')) throw forbidden();
}
