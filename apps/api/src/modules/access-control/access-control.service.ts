import type { FastifyRequest } from 'fastify';
import { AREA_AKSES, normalizeHakAkses, type AksesItem, type HakAkses } from '@lms/shared';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { loadHakAkses, requireRole } from '../../lib/policy';
import { requireOperatorViewer } from './access-control.policy';
import { findOperatorInCollege } from './access-control.repo';

export const PESAN_OPERATOR_TIDAK_DITEMUKAN = 'Operator tidak ditemukan';

const toList = (hak: HakAkses): AksesItem[] => AREA_AKSES.map((area) => ({ permission_key: area, akses: hak[area] }));

/** GET /v2/lms/access_control/me: the caller's effective rights over all 8 areas. */
export async function getAksesSaya(db: Db, request: FastifyRequest) {
  requireRole(request, 'ROLE_OPERATOR');
  return toList(await loadHakAkses(db, request.auth.userId));
}

/** The operator of the caller's college, or 404 (another college's id and non-operators look the same). */
export async function loadOperatorOrThrow(db: Db, request: FastifyRequest, userId: number) {
  await requireOperatorViewer(db, request, userId);
  const row = await findOperatorInCollege(db, request.college.id, userId);
  if (!row) throw notFound(PESAN_OPERATOR_TIDAK_DITEMUKAN);
  return row;
}

/**
 * GET /v2/lms/access_control/{id}: effective rights, the same view as /me (an inactive operator or a
 * user account that is inactive has no_access everywhere).
 */
export async function getAksesOperator(db: Db, request: FastifyRequest, userId: number) {
  const { user, operator } = await loadOperatorOrThrow(db, request, userId);
  const active = user.isActive && Boolean(operator?.isActive);
  return toList(normalizeHakAkses(active ? operator?.hakAkses : {}));
}
