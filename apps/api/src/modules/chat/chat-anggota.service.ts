import type { Db } from '../../db/client';
import { findAnggotaGrupUserIds } from './chat.repo';

/**
 * User ids of the members of a chat group with a member list: the audience of its live events
 * (modules/events/audience.ts). The event bus asks per event, as the system, so there is no actor to check.
 */
export function anggotaGrupUserIds(db: Db, collegeId: number, idGroup: string): Promise<ReadonlySet<number>> {
  return findAnggotaGrupUserIds(db, collegeId, idGroup);
}
