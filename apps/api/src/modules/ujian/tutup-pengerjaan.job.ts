import { TOLERANSI_SIMPAN_MS } from '@lms/shared';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { findPengerjaanLewat } from './pengerjaan.repo';
import type { KonteksNilai } from './penilaian-hitung';
import { tutupPengerjaan } from './pengerjaan.service';

/**
 * Closes attempts whose deadline passed while nobody looked (the student's page is gone): each at its deadline,
 * with every answer acknowledged before it, writing the attendance fact and telling the student's other devices.
 * Runs every minute (pg-boss cron, one worker at a time per tick); a read of the attempt closes it sooner. Batches
 * lock with SKIP LOCKED, so two closers never wait on each other and a crash mid-batch loses nothing (the batch
 * rolls back and the next tick takes it again).
 */
export const TUTUP_PENGERJAAN_QUEUE = 'ujian.tutup_pengerjaan';
export const TUTUP_PENGERJAAN_CRON = '* * * * *';
const BATCH = 200;

export async function tutupPengerjaanLewat(deps: { db: Db; events: Deps['events'] }, now: Date = new Date()) {
  let ditutup = 0;
  for (;;) {
    const n = await deps.db.transaction(async (tx) => {
      const rows = await findPengerjaanLewat(tx, now, TOLERANSI_SIMPAN_MS, BATCH);
      const konteks = new Map<number, KonteksNilai>();
      for (const p of rows) if (await tutupPengerjaan(deps, tx, p, 'waktu_habis', p.batasWaktu, konteks)) ditutup += 1;
      return rows.length;
    });
    if (n < BATCH) return { ditutup };
  }
}
