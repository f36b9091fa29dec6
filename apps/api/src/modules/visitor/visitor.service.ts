import type { Actor, Deps } from '../../deps';
import { touchLastActive } from './visitor.repo';

/**
 * PUT /v2/lms/visitor/last_active (the client pings every 300 s). An operator browsing through
 * 'Login Akun Lain' does not make the lecturer or student look active; neither does the system actor.
 */
export async function recordLastActive(deps: Deps, actor: Actor) {
  if (actor.operator || actor.role === 'SYSTEM') return;
  await touchLastActive(deps.db, actor.college.id, actor.userId);
}
