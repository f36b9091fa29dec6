import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { versiData } from '../db/schema';

/** Areas of cached answers, each with its own data version per college (migration 0027 lists their tables). */
export type RuangCache = 'kelas';

export type ReadCacheStats = { hits: number; misses: number; entries: number };

export interface ReadCache {
  /**
   * The answer stored under `key` while the college's version of `ruang` is the one it was built at; else
   * `build()`, stored under the version read before it. The answer is shared between requests: never mutate it.
   */
  get<T>(db: Db, collegeId: number, ruang: RuangCache, key: string, build: () => Promise<T>): Promise<T>;
  stats(): ReadCacheStats;
  clear(): void;
}

type Entry = { versi: number; value: Promise<unknown> };

/** The college's current version of an area (0 before its first write): one prepared primary-key lookup. */
export async function versiOf(db: Db, collegeId: number, ruang: RuangCache): Promise<number> {
  const q = prepared(db, 'versi_data', () =>
    db
      .select({ versi: versiData.versi })
      .from(versiData)
      .where(and(eq(versiData.collegeId, sql.placeholder('collegeId')), eq(versiData.ruang, sql.placeholder('ruang'))))
      .prepare('versi_data'),
  );
  const [row] = await q.execute({ collegeId, ruang });
  return row ? Number(row.versi) : 0;
}

/**
 * Whole answers of the hottest reads (class list, class detail, the dashboard's day schedule), kept per process and checked against the data
 * version on every read, so a write committed by any process, job or SQL session is seen by the next read that
 * starts after it: the version is read BEFORE the answer is built, so what is stored is at least as new as the
 * version it is stored under. The caller resolves access and scope fresh on every request and puts the scope into
 * the key; only the data is reused. Least recently used entries go beyond `maxEntries`; 0 turns the cache off.
 * Concurrent misses of one key and version share one build (no stampede after a write).
 */
export function createReadCache(maxEntries: number): ReadCache {
  const entries = new Map<string, Entry>();
  let hits = 0;
  let misses = 0;

  return {
    async get<T>(db: Db, collegeId: number, ruang: RuangCache, key: string, build: () => Promise<T>): Promise<T> {
      if (maxEntries <= 0) return build();
      const versi = await versiOf(db, collegeId, ruang);
      const k = `${collegeId}\u0000${ruang}\u0000${key}`;
      const hit = entries.get(k);
      if (hit && hit.versi === versi) {
        hits++;
        // Refresh its place in the LRU order (a Map iterates in insertion order).
        entries.delete(k);
        entries.set(k, hit);
        return hit.value as Promise<T>;
      }
      misses++;
      const value = build();
      // Another read already stored a newer version's answer: keep that one.
      if (hit && hit.versi > versi) return value;
      entries.delete(k);
      entries.set(k, { versi, value });
      // A failed build is not kept: the next read tries again.
      value.catch(() => {
        if (entries.get(k)?.value === value) entries.delete(k);
      });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return value;
    },
    stats: () => ({ hits, misses, entries: entries.size }),
    clear: () => entries.clear(),
  };
}
