import { AREA_AKSES, normalizeHakAkses, type AksesItem, type HakAkses, type OperatorDetail } from '@lms/shared';
import type { Actor, Deps } from '../../deps';
import { notFound } from '../../lib/errors';
import { hakAksesOf, requireRole } from '../../lib/policy';
import { requireOperatorViewer } from './akses.policy';
import { findOperatorInCollege } from './akses.repo';

export const PESAN_OPERATOR_TIDAK_DITEMUKAN = 'Operator tidak ditemukan';

const toList = (hak: HakAkses): AksesItem[] => AREA_AKSES.map((area) => ({ permission_key: area, akses: hak[area] }));

/** GET /v2/lms/access_control/me: the caller's effective rights over all 8 areas. */
export async function getAksesSaya(deps: Deps, actor: Actor) {
  requireRole(actor, 'ROLE_OPERATOR');
  return toList(await hakAksesOf(deps.db, actor));
}

/** The operator of the caller's college, or 404 (another college's id and non-operators look the same). */
async function loadOperatorOrThrow(deps: Deps, actor: Actor, userId: number) {
  await requireOperatorViewer(deps.db, actor, userId);
  const row = await findOperatorInCollege(deps.db, actor.college.id, userId);
  if (!row) throw notFound(PESAN_OPERATOR_TIDAK_DITEMUKAN);
  return row;
}

/**
 * GET /v2/lms/access_control/{id}: effective rights, the same view as /me (an inactive operator or a
 * user account that is inactive has no_access everywhere).
 */
export async function getAksesOperator(deps: Deps, actor: Actor, input: { id: number }) {
  const { user, operator } = await loadOperatorOrThrow(deps, actor, input.id);
  const active = user.isActive && Boolean(operator?.isActive);
  return toList(normalizeHakAkses(active ? operator?.hakAkses : {}));
}

/**
 * GET /v1/operator/{id}: what the access form shows. hakAkses is the stored map (normalised), next to
 * is_active; the effective rights of an inactive operator are no_access (see access_control).
 */
export async function getOperatorDetail(deps: Deps, actor: Actor, input: { id: number }): Promise<OperatorDetail> {
  const { user, operator } = await loadOperatorOrThrow(deps, actor, input.id);
  return {
    id: user.id,
    username: user.username,
    nama: user.nama,
    email: user.email,
    fotoContentUrl: user.avatarUrl,
    is_active: user.isActive && Boolean(operator?.isActive),
    hakAkses: normalizeHakAkses(operator?.hakAkses),
  };
}
