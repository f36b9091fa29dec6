import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { PEMERIKSAAN_KESIAPAN, PESAN_OPS, type HasilPemeriksaan, type PemeriksaanKesiapan } from '@lms/shared';
import type { Database } from '../db/client';
import { readAll, type StorageBackend } from '../plugins/storage';
import { umurDetakTerbaru } from './detak';
import { migrasiKurang } from './skema-db';

/**
 * GET /api/ready: can this process serve? Its database answers, every migration of this build is applied, the
 * storage backend takes a write and gives it back, and a job worker beat recently (worker.ts in production, this
 * process in embedded mode). Each check has a time budget so a hung dependency fails the probe instead of holding
 * it. Two results are reused: applied migrations stay applied (kept once true), and a good storage round trip for
 * a few seconds (a load balancer probing every second must not write to S3 every second); a failure is checked
 * again on the next probe, so recovery shows at once.
 */

export const BATAS_PEMERIKSAAN_MS = 2000;
const SIMPAN_PENYIMPANAN_MS = 5000;

export type OpsiKesiapan = {
  database: Database;
  storage: StorageBackend;
  /** Heartbeats older than this fail the worker check; 0 leaves the worker out. */
  workerMaxAgeS: number;
  batasMs?: number;
};

export type HasilKesiapan = { ready: boolean; checks: Record<PemeriksaanKesiapan, HasilPemeriksaan> };

const alasan = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 200);

export function createKesiapan({ database, storage, workerMaxAgeS, batasMs = BATAS_PEMERIKSAAN_MS }: OpsiKesiapan) {
  let migrasiLengkap = false;
  let penyimpananOkSampai = 0;
  // One probe object per process, so two processes on one bucket never read each other's bytes.
  const probeKey = `ops/kesiapan/${os.hostname().toLowerCase().replace(/[^a-z0-9_-]/g, '-')}-${process.pid}.bin`;

  async function timed(run: () => Promise<string | null>): Promise<HasilPemeriksaan> {
    const t0 = performance.now();
    let timer: NodeJS.Timeout | undefined;
    try {
      const pesan = await Promise.race([
        run(),
        new Promise<string>((resolve) => (timer = setTimeout(() => resolve(PESAN_OPS.tidakMenjawab(batasMs)), batasMs))),
      ]);
      const ms = Math.round(performance.now() - t0);
      return pesan === null ? { ok: true, ms } : { ok: false, ms, pesan };
    } finally {
      clearTimeout(timer);
    }
  }

  const checks: Record<PemeriksaanKesiapan, () => Promise<string | null>> = {
    async database() {
      try {
        await database.query('select 1');
        return null;
      } catch (err) {
        return PESAN_OPS.basisDataGagal(alasan(err));
      }
    },
    async migrations() {
      if (migrasiLengkap) return null;
      try {
        const kurang = await migrasiKurang(database.db);
        if (kurang.length) return PESAN_OPS.migrasiKurang(kurang.map((e) => e.tag));
        migrasiLengkap = true;
        return null;
      } catch (err) {
        return PESAN_OPS.basisDataGagal(alasan(err));
      }
    },
    async storage() {
      if (Date.now() < penyimpananOkSampai) return null;
      try {
        const bytes = randomBytes(16);
        await storage.put(probeKey, bytes, { contentType: 'application/octet-stream', contentLength: bytes.length });
        const back = await readAll(await storage.get(probeKey));
        await storage.delete(probeKey);
        if (!back.equals(bytes)) return PESAN_OPS.penyimpananGagal(PESAN_OPS.penyimpananBerbeda);
        penyimpananOkSampai = Date.now() + SIMPAN_PENYIMPANAN_MS;
        return null;
      } catch (err) {
        return PESAN_OPS.penyimpananGagal(alasan(err));
      }
    },
    async worker() {
      if (workerMaxAgeS <= 0) return null;
      try {
        const umur = await umurDetakTerbaru(database.db);
        if (umur === null) return PESAN_OPS.workerBelumAda;
        return umur > workerMaxAgeS ? PESAN_OPS.workerTerlambat(Math.round(umur)) : null;
      } catch (err) {
        return PESAN_OPS.basisDataGagal(alasan(err));
      }
    },
  };

  return {
    async periksa(): Promise<HasilKesiapan> {
      const results = await Promise.all(PEMERIKSAAN_KESIAPAN.map((name) => timed(checks[name])));
      const out = Object.fromEntries(PEMERIKSAAN_KESIAPAN.map((name, i) => [name, results[i]!])) as HasilKesiapan['checks'];
      if (workerMaxAgeS <= 0) out.worker.pesan = PESAN_OPS.tidakDiperiksa;
      return { ready: results.every((r) => r.ok), checks: out };
    },
  };
}
