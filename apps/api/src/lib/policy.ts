import { eq } from 'drizzle-orm';
import { hasAccess, normalizeHakAkses, type AreaAkses, type HakAkses, type Role } from '@lms/shared';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { operators } from '../db/schema';
import { forbidden } from './errors';

/** The operator's access map (all 8 areas; an inactive or missing operator has no_access everywhere). */
export async function loadHakAkses(db: Db, userId: number): Promise<HakAkses> {
  const [row] = await db.select().from(operators).where(eq(operators.userId, userId));
  return normalizeHakAkses(row?.isActive ? row.hakAkses : {});
}

/** Refuses (403) unless the caller has one of the roles. */
export function requireRole(request: FastifyRequest, ...roles: Role[]) {
  if (!roles.includes(request.auth.role)) throw forbidden();
}

/** Refuses (403) unless the caller is an operator with `need` on `area`. Returns the access map. */
export async function requireOperatorAccess(db: Db, request: FastifyRequest, area: AreaAkses, need: 'read' | 'write') {
  if (request.auth.role !== 'ROLE_OPERATOR') throw forbidden();
  const hak = await loadHakAkses(db, request.auth.userId);
  if (!hasAccess(hak, area, need)) throw forbidden();
  return hak;
}
