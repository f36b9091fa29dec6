import type { FastifyRequest } from 'fastify';
import { normalizeHakAkses, type OperatorDetail } from '@lms/shared';
import type { Db } from '../../db/client';
import { loadOperatorOrThrow } from '../access-control/access-control.service';

/**
 * GET /v1/operator/{id}: what the access form shows. hakAkses is the stored map (normalised), next to
 * is_active; the effective rights of an inactive operator are no_access (see access_control).
 */
export async function getOperatorDetail(db: Db, request: FastifyRequest, userId: number): Promise<OperatorDetail> {
  const { user, operator } = await loadOperatorOrThrow(db, request, userId);
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
