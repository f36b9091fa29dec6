import os from 'node:os';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { detakWorker } from '../db/schema';
import { VERSI_APLIKASI } from './versi';

/**
 * The job worker's heartbeat: a row per worker process, its time refreshed every DETAK_MS with the database's own
 * clock (so the API processes' clocks do not matter). GET /api/ready reads the newest (kesiapan.ts).
 */

export const DETAK_MS = 10_000;
/** Rows of workers gone this long are removed by the next worker that starts. */
const SIMPAN_DETAK = sql`interval '1 day'`;

export type Detak = { stop(): Promise<void> };

export async function mulaiDetak(db: Db, log: { error(obj: object, msg: string): void }, intervalMs = DETAK_MS): Promise<Detak> {
  const id = `${os.hostname()}:${process.pid}:${Date.now()}`;
  const beat = () =>
    db
      .insert(detakWorker)
      .values({ id, host: os.hostname(), pid: process.pid, versi: VERSI_APLIKASI })
      .onConflictDoUpdate({ target: detakWorker.id, set: { detakTerakhir: sql`now()` } });
  await db.delete(detakWorker).where(lt(detakWorker.detakTerakhir, sql`now() - ${SIMPAN_DETAK}`));
  await beat();
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    // A beat that fails (database away for a moment) is logged; readiness shows the gap if it lasts.
    running ??= beat()
      .catch((err: unknown) => log.error({ err }, 'worker heartbeat failed'))
      .finally(() => (running = null));
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/** Seconds since the newest worker heartbeat, or null when no worker ever beat. */
export async function umurDetakTerbaru(db: Db): Promise<number | null> {
  const [row] = await db.select({ umur: sql<string | null>`extract(epoch from now() - max(${detakWorker.detakTerakhir}))::text` }).from(detakWorker);
  return row?.umur == null ? null : Number(row.umur);
}
