import type { Db } from '../../db/client';
import type { AudienceResolver } from '../../plugins/events';
import { anggotaGrupUserIds } from '../chat/chat-anggota.service';
import { findAnggotaKelasUserIds, findOperatorPembacaKelas } from '../kelas/kelas-akses';

/**
 * Audience membership for the event bus, resolved per event and cached per process for a few seconds:
 * one query gives a class's whole member set (teachers + participants), one batched query the kelas_kuliah read
 * right of the operators listening, so the cost of an event does not grow with its subscribers.
 *
 * The membership rule itself is the one of kelas-akses ("who may open this class": teachers, participants,
 * operators with read on kelas_kuliah), seen from the class instead of from the user, which is the shape a fan-out
 * needs; this file only caches it. A membership or permission change reaches live events within the TTL.
 */

export const AUDIENCE_TTL_MS = 15_000;
const MAX_ENTRIES = 20_000;

type Entry<T> = { at: number; value: Promise<T> };

function boundedSet<T>(map: Map<string, Entry<T>>, key: string, entry: Entry<T>) {
  map.delete(key);
  map.set(key, entry);
  // Maps iterate in insertion order: the first keys are the oldest.
  while (map.size > MAX_ENTRIES) map.delete(map.keys().next().value!);
}

export function createAudienceResolver(db: Db, opts: { ttlMs?: number; now?: () => number } = {}): AudienceResolver & {
  stats(): { memberQueries: number; operatorQueries: number };
} {
  const ttl = opts.ttlMs ?? AUDIENCE_TTL_MS;
  const now = opts.now ?? Date.now;
  const members = new Map<string, Entry<ReadonlySet<number>>>();
  const operatorRead = new Map<string, Entry<boolean>>();
  let memberQueries = 0;
  let operatorQueries = 0;

  return {
    members(collegeId, audience) {
      // Exams come later: until they record their takers, an exam's takers are its class's participants.
      // A chat group with a member list (modules/chat) has its own members.
      const key = audience.kind === 'chat' ? `${collegeId}:chat:${audience.id_group}` : `${collegeId}:${audience.id_kelas_kuliah}`;
      const hit = members.get(key);
      if (hit && now() - hit.at < ttl) return hit.value;
      memberQueries += 1;
      const value =
        audience.kind === 'chat' ? anggotaGrupUserIds(db, collegeId, audience.id_group) : findAnggotaKelasUserIds(db, collegeId, audience.id_kelas_kuliah);
      // Concurrent events of one class share the query in flight; a failure is not cached.
      value.catch(() => members.delete(key));
      boundedSet(members, key, { at: now(), value });
      return value;
    },

    async operatorsReadingKelas(collegeId, userIds) {
      const t = now();
      const known: Promise<boolean>[] = [];
      const knownIds: number[] = [];
      const missing: number[] = [];
      for (const id of userIds) {
        const hit = operatorRead.get(`${collegeId}:${id}`);
        if (hit && t - hit.at < ttl) {
          known.push(hit.value);
          knownIds.push(id);
        } else missing.push(id);
      }
      const out = new Set<number>();
      if (missing.length) {
        operatorQueries += 1;
        const readers = findOperatorPembacaKelas(db, collegeId, missing);
        for (const id of missing) {
          const value = readers.then((set) => set.has(id));
          value.catch(() => operatorRead.delete(`${collegeId}:${id}`));
          boundedSet(operatorRead, `${collegeId}:${id}`, { at: t, value });
          known.push(value);
          knownIds.push(id);
        }
      }
      const flags = await Promise.all(known);
      flags.forEach((ok, i) => ok && out.add(knownIds[i]!));
      return out;
    },

    stats: () => ({ memberQueries, operatorQueries }),
  };
}
