import { and, inArray, isNull } from 'drizzle-orm';
import type { HasilSapuFile } from '@lms/shared';
import type { Db } from '../db/client';
import { files } from '../db/schema';
import type { Actor } from '../deps';
import { requireOperatorAccess } from '../lib/policy';
import type { StorageBackend, StorageObject } from '../lib/storage/backend';

export const SWEEP_QUEUE = 'files.sweep';
/** Daily at 03:17 UTC (10:17 WIB), off the hour when other schedules pile up. */
export const SWEEP_CRON = '17 3 * * *';
/**
 * Bytes younger than this are never swept: an upload writes its bytes before its row and may still be inside
 * the transaction that inserts it; a day leaves every request, retry and slow job far behind.
 */
export const SWEEP_MIN_AGE_MS = 24 * 60 * 60 * 1000;
const BATCH = 500;

export type SweepOptions = {
  now?: Date;
  /** Called with 0-100 as the sweep advances. */
  onProgress?: (percent: number) => Promise<void>;
};

/**
 * Deletes the actor's college's stored bytes that no live `files` row points at (never written rows after a crash between
 * bytes and row, kill -9 leftovers of unfinished writes, rows soft-deleted whose bytes removal failed), when they
 * are older than a day. Bytes of live rows and young bytes stay. Safe to run concurrently and repeatedly: a
 * deletion is idempotent and a live row is re-checked per batch just before its bytes would go.
 */
export async function sweepOrphanFiles(deps: { db: Db; storage: StorageBackend }, actor: Actor, opts: SweepOptions = {}): Promise<HasilSapuFile> {
  // Workers run it as the system actor; an operator would need write on data_sistem.
  await requireOperatorAccess(deps.db, actor, 'data_sistem', 'write');
  const collegeId = actor.college.id;
  const now = opts.now ?? new Date();
  const cutoff = now.getTime() - SWEEP_MIN_AGE_MS;
  const old: StorageObject[] = [];
  let diperiksa = 0;
  for await (const o of deps.storage.list(`${collegeId}/`)) {
    diperiksa += 1;
    if (o.lastModified.getTime() < cutoff) old.push(o);
  }
  await opts.onProgress?.(old.length === 0 ? 100 : 10);

  let dihapus = 0;
  let byteDihapus = 0;
  for (let i = 0; i < old.length; i += BATCH) {
    const batch = old.slice(i, i + BATCH);
    const live = await deps.db
      .select({ key: files.storageKey })
      .from(files)
      .where(and(inArray(files.storageKey, batch.map((o) => o.key)), isNull(files.deletedAt)));
    const keep = new Set(live.map((r) => r.key));
    for (const o of batch) {
      if (keep.has(o.key)) continue;
      await deps.storage.delete(o.key);
      dihapus += 1;
      byteDihapus += o.size;
    }
    await opts.onProgress?.(10 + Math.floor((90 * Math.min(old.length, i + BATCH)) / old.length));
  }
  return { diperiksa, dihapus, byte_dihapus: byteDihapus };
}
