import { PESAN_KEHADIRAN, type HitungPersentaseResponse } from '@lms/shared';
import type { Db } from '../../db/client';
import type { Actor, Deps } from '../../deps';
import { AppError, fieldError } from '../../lib/errors';
import { requireOperatorAccess } from '../../lib/policy';
import { enqueueJob, runTrackedJob, type JobDeps, type TrackedJobPayload } from '../../jobs/status';
import { requireTulisKelas } from '../kelas/kelas-akses';
import { recordAktivitas } from '../log-aktivitas/log-aktivitas.service';
import { minimalOf, recomputePertemuan } from './kehadiran-pertemuan.service';
import {
  countKelasPeriode,
  findPeriodeBerjalan,
  findWatermark,
  listFaktaBaru,
  listKelasPeriodePage,
  listPertemuanBaruDimulai,
  listPertemuanOnlineKelas,
  listPertemuanPerluSettle,
  listPesertaKelas,
  setWatermark,
} from './kehadiran.repo';

/**
 * Recalculations as jobs (issue 16 points 1, 2 and 8): 'hitung_persentase' of a class or a whole period (tracked,
 * progress on the class's `calc-percentage` event), and the scheduled sweep that applies new attendance facts and
 * settles meetings whose activity deadline passed. Every run works one meeting at a time (bounded memory) as the
 * system user LMS:SYSTEM; a manual decision is never overwritten.
 */

export const HITUNG_PERSENTASE_QUEUE = 'kehadiran-hitung-persentase';
export type HitungPayload = TrackedJobPayload & { idKelas?: string | null; periode?: number | null };

/** POST /v2/lms/kehadiran_mahasiswa/hitung_persentase. */
export async function startHitungPersentase(deps: Deps, actor: Actor, body: { id_kelas_kuliah?: string; periode?: number } | undefined): Promise<HitungPersentaseResponse> {
  const idKelas = body?.id_kelas_kuliah ?? null;
  let periode: number | null = null;
  if (idKelas) await requireTulisKelas(deps.db, actor, idKelas);
  else {
    await requireOperatorAccess(deps.db, actor, 'kelas_kuliah', 'write');
    periode = body?.periode ?? (await findPeriodeBerjalan(deps.db, actor.college.id));
    if (periode === null) throw fieldError('periode', 'periode wajib diisi (belum ada periode berjalan)');
  }
  const idSumber = idKelas ?? String(periode);
  const { row, started } = await enqueueJob(
    deps,
    actor,
    { jenis: 'hitung_persentase_kehadiran', jenisSumber: idKelas ? 'kelas_kuliah' : 'periode', idSumber, idKelasKuliah: idKelas },
    HITUNG_PERSENTASE_QUEUE,
    { payload: { idKelas, periode }, singletonKey: `hitung_persentase_kehadiran:${actor.college.id}:${idSumber}` },
  );
  if (!started) throw new AppError(409, 'conflict', PESAN_KEHADIRAN.sedangProses, { detail: PESAN_KEHADIRAN.sedangProses, id_job: row.id });
  if (actor.role !== 'SYSTEM') {
    await deps.db.transaction((tx) =>
      recordAktivitas(tx, actor, 'hitung_persentase_kehadiran', idKelas ? `Menghitung persentase kehadiran kelas ${idKelas}` : `Menghitung persentase kehadiran periode ${periode}`),
    );
  }
  return { id_job: row.id, status: 'processing', progress: row.progress, id_kelas_kuliah: idKelas };
}

async function kirimCalcPercentage(deps: JobDeps, collegeId: number, idKelas: string, status: 'processing' | 'completed' | 'failed', progress: number) {
  await deps.events.publish({
    stream: 'kehadiran_mahasiswa',
    event: 'calc-percentage',
    collegeId,
    audience: { kind: 'kelas', id_kelas_kuliah: idKelas },
    data: { id_kelas_kuliah: idKelas, status, progress: Math.max(0, Math.min(100, Math.floor(progress))) },
  });
}

/** Recomputes every started online/campuran meeting of one class; returns meetings and rows done. */
export async function hitungKelas(db: Db, collegeId: number, idKelas: string, now: Date, minimal: number, report?: (done: number, total: number) => Promise<void>) {
  const list = await listPertemuanOnlineKelas(db, collegeId, idKelas, now);
  // The class's participants are read once for all its meetings.
  const peserta = list.length ? await listPesertaKelas(db, collegeId, idKelas) : [];
  let baris = 0;
  for (let i = 0; i < list.length; i++) {
    baris += await db.transaction((tx) => recomputePertemuan(tx, collegeId, list[i]!.id, now, { pengaturan: { minimal }, peserta }));
    if (report) await report(i + 1, list.length);
  }
  return { pertemuan: list.length, baris };
}

/** Recomputes a whole period class by class (keyset pages of 100 classes), reporting progress per class. */
export async function hitungPeriode(db: Db, collegeId: number, periode: number, now: Date, report?: (done: number, total: number) => Promise<void>) {
  const minimal = await minimalOf(db, collegeId);
  const total = await countKelasPeriode(db, collegeId, periode);
  let after = '';
  let kelas = 0;
  let pertemuan = 0;
  let baris = 0;
  for (;;) {
    const page = await listKelasPeriodePage(db, collegeId, periode, after, 100);
    if (page.length === 0) break;
    for (const k of page) {
      const r = await hitungKelas(db, collegeId, k.id, now, minimal);
      kelas++;
      pertemuan += r.pertemuan;
      baris += r.baris;
      if (report) await report(kelas, total);
    }
    after = page[page.length - 1]!.id;
  }
  return { kelas, pertemuan, baris };
}

/** The worker's side of hitung_persentase (exported for tests). */
export async function runHitungPersentase(deps: JobDeps, payload: HitungPayload) {
  const { collegeId } = payload;
  const now = new Date();
  if (payload.idKelas) {
    const idKelas = payload.idKelas;
    await kirimCalcPercentage(deps, collegeId, idKelas, 'processing', 0);
    try {
      const minimal = await minimalOf(deps.db, collegeId);
      const result = await runTrackedJob(deps, payload.jobId, (report) =>
        hitungKelas(deps.db, collegeId, idKelas, now, minimal, async (done, total) => {
          const pct = total ? (done / total) * 100 : 100;
          await report(Math.min(99, pct));
          await kirimCalcPercentage(deps, collegeId, idKelas, 'processing', Math.min(99, pct));
        }),
      );
      await kirimCalcPercentage(deps, collegeId, idKelas, 'completed', 100);
      return result;
    } catch (err) {
      await kirimCalcPercentage(deps, collegeId, idKelas, 'failed', 0).catch(() => {});
      throw err;
    }
  }
  const periode = payload.periode!;
  return runTrackedJob(deps, payload.jobId, (report) => hitungPeriode(deps.db, collegeId, periode, now, (done, total) => report(total ? Math.min(99, (done / total) * 100) : 99)));
}

// ---------------------------------------------------------------------------------------------------------------
// The schedule: new facts, then deadlines

const KUNCI_FAKTA = 'fakta';

/**
 * Applies the attendance facts written since the last run: each (meeting, student) with a new fact is recomputed
 * (a follow-up of the student's action, at most `limit` facts per run). The watermark row is locked for the run, so
 * two workers never apply the same facts at once.
 */
export async function terapkanFaktaBaru(db: Db, now: Date, limit = 2000) {
  return db.transaction(async (tx) => {
    const after = (await findWatermark(tx, KUNCI_FAKTA)) ?? 0;
    const fakta = await listFaktaBaru(tx, after, limit);
    if (fakta.length === 0) return { fakta: 0, pertemuan: 0 };
    const grup = new Map<string, { collegeId: number; idPertemuan: number; userIds: Set<number> }>();
    for (const f of fakta) {
      const key = `${f.collegeId}:${f.idPertemuan}`;
      const g = grup.get(key) ?? { collegeId: f.collegeId, idPertemuan: f.idPertemuan!, userIds: new Set<number>() };
      g.userIds.add(f.idUser);
      grup.set(key, g);
    }
    for (const g of grup.values()) await recomputePertemuan(tx, g.collegeId, g.idPertemuan, now, { userIds: [...g.userIds] });
    await setWatermark(tx, KUNCI_FAKTA, fakta[fakta.length - 1]!.id);
    return { fakta: fakta.length, pertemuan: grup.size };
  });
}

const KUNCI_MULAI = 'mulai';
/** How far back the first run looks for meetings that started with facts waiting. */
const MULAI_AWAL_MS = 7 * 86_400_000;

/**
 * Work a student does before a meeting starts is kept as its fact but gives no presence (recomputePertemuan skips a
 * meeting that has not started). Once the scheduled start passes, this run recomputes each meeting that started
 * since the last run and has facts, so that work counts within a minute of the start. The watermark (epoch ms of
 * the last run's `now`) is a locked row, like the fact sweep's.
 */
export async function terapkanPertemuanDimulai(db: Db, now: Date) {
  return db.transaction(async (tx) => {
    const stored = await findWatermark(tx, KUNCI_MULAI);
    const after = new Date(stored ?? now.getTime() - MULAI_AWAL_MS);
    if (after.getTime() >= now.getTime()) return { pertemuan: 0 };
    const list = await listPertemuanBaruDimulai(tx, after, now);
    for (const p of list) await recomputePertemuan(tx, p.collegeId, p.id, now);
    await setWatermark(tx, KUNCI_MULAI, now.getTime());
    return { pertemuan: list.length };
  });
}

/** Settles the online/campuran meetings whose activity deadline passed since their last recalculation. */
export async function settlePertemuanLewat(db: Db, now: Date, limit = 200) {
  const list = await listPertemuanPerluSettle(db, now, limit);
  for (const p of list) await db.transaction((tx) => recomputePertemuan(tx, p.collegeId, p.id, now));
  return { pertemuan: list.length };
}

/** One scheduled run (every minute): facts first, then meetings that just started, then deadlines. */
export async function runJadwalKehadiran(db: Db, now = new Date()) {
  const fakta = await terapkanFaktaBaru(db, now);
  const mulai = await terapkanPertemuanDimulai(db, now);
  const settle = await settlePertemuanLewat(db, now);
  return { fakta: fakta.fakta, pertemuan_fakta: fakta.pertemuan, pertemuan_mulai: mulai.pertemuan, pertemuan_settle: settle.pertemuan };
}
