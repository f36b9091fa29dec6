import type { Db } from '../../db/client';
import type { Actor } from '../../deps';
import { requireOperatorAccess } from '../../lib/policy';

/** /data-sistem (spec 1 §2.1, §2.4: the data_sistem area): operators with read list, with write change. */
export const requireDataSistem = (db: Db, actor: Actor, need: 'read' | 'write') => requireOperatorAccess(db, actor, 'data_sistem', need);
