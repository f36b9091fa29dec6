import type { Db } from '../../db/client';
import type { Actor } from '../../deps';
import { requireOperatorAccess } from '../../lib/policy';

/**
 * The user screens (spec 1 §2.4 Data Master, §6 route map): operators with read on data_master see the college's
 * users, write changes them (create, edit, deactivate, reset a password, an operator's access form). Lecturers,
 * students and operators without the area get 403 before anything is looked up.
 */
export const requirePenggunaReader = (db: Db, actor: Actor) => requireOperatorAccess(db, actor, 'data_master', 'read');
export const requirePenggunaWriter = (db: Db, actor: Actor) => requireOperatorAccess(db, actor, 'data_master', 'write');
