import { eq, sql } from 'drizzle-orm';
import { AREA_AKSES, hasAccess, normalizeHakAkses, type AreaAkses, type HakAkses, type Role } from '@lms/shared';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { operators } from '../db/schema';
import type { Actor } from '../deps';
import { forbidden } from './errors';

/**
 * Role and operator-permission guards. They take the `Actor` (deps.ts), so services called from a route, a
 * pg-boss worker or a test check the same way. Class membership lives in modules/kelas/kelas-akses.ts.
 *
 * The system actor (`LMS:SYSTEM`, role 'SYSTEM') acts for its college with every operator permission: jobs run
 * what a user with the right to start them already asked for. `requireRole` admits it only when 'SYSTEM' is named.
 */

/** Every area at write: what the system actor holds. */
const HAK_SISTEM: HakAkses = normalizeHakAkses(Object.fromEntries(AREA_AKSES.map((a) => [a, 'write'])));

/** The operator's access map (all 8 areas; an inactive or missing operator has no_access everywhere). */
export async function loadHakAkses(db: Db, userId: number): Promise<HakAkses> {
  // Every operator request reads it: prepared once per database handle (db/prepared.ts).
  const q = prepared(db, 'hak_akses_operator', () =>
    db.select().from(operators).where(eq(operators.userId, sql.placeholder('userId'))).prepare('hak_akses_operator'),
  );
  const [row] = await q.execute({ userId });
  return normalizeHakAkses(row?.isActive ? row.hakAkses : {});
}

/** The actor's operator access map: full for the system actor, none for students and lecturers. */
export async function hakAksesOf(db: Db, actor: Actor): Promise<HakAkses> {
  if (actor.role === 'SYSTEM') return HAK_SISTEM;
  if (actor.role !== 'ROLE_OPERATOR') return normalizeHakAkses({});
  return loadHakAkses(db, actor.userId);
}

/** Refuses (403) unless the actor has one of the roles ('SYSTEM' admits the system actor). */
export function requireRole(actor: Actor, ...roles: (Role | 'SYSTEM')[]) {
  if (!roles.includes(actor.role)) throw forbidden();
}

/** Refuses (403) unless the actor is an operator with `need` on `area` (or the system actor). Returns the access map. */
export async function requireOperatorAccess(db: Db, actor: Actor, area: AreaAkses, need: 'read' | 'write') {
  if (actor.role !== 'ROLE_OPERATOR' && actor.role !== 'SYSTEM') throw forbidden();
  const hak = await hakAksesOf(db, actor);
  if (!hasAccess(hak, area, need)) throw forbidden();
  return hak;
}

/** True when the actor is an operator with `need` on `area` (or the system actor); never throws. */
export async function hasOperatorAccess(db: Db, actor: Actor, area: AreaAkses, need: 'read' | 'write') {
  if (actor.role !== 'ROLE_OPERATOR' && actor.role !== 'SYSTEM') return false;
  return hasAccess(await hakAksesOf(db, actor), area, need);
}
