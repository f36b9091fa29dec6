import os from 'node:os';
import { Worker, type Transferable } from 'node:worker_threads';
import { BATAS_ARSIP, ERROR_CODES, PESAN, PESAN_ARSIP } from '@lms/shared';
import { AppError } from '../errors';
import { PelanggaranArsip, type Pelanggaran } from './batas';
import type { PesanTugas } from './pekerja';
import type { HasilTabel, JenisTabel } from './tabel';
import type { Tabel } from './xlsx';
import { bacaDirektori } from './zip';

/**
 * Uploaded files are parsed in a small pool of worker threads, never on the request's event loop: a slow or
 * hostile file costs one thread, bounded in time (BATAS_ARSIP.waktuMs, then the thread is terminated) and heap
 * (BATAS_ARSIP.memoriMb), while every other request and the embedded database keep being served. The pool is
 * process-wide like libuv's: its threads hold no data between tasks, and an idle one does not keep the process
 * alive. With one thread per spare core (one on a two-core server) and a short queue, a burst of imports waits
 * or is told the server is busy instead of taking every core.
 */

const UKURAN = Math.max(1, Math.min(2, os.availableParallelism() - 1));
const MAKS_ANTRE = 8;

type Antrean = { pesan: PesanTugas; transfer: Transferable[]; selesai: (h: unknown) => void; gagal: (e: unknown) => void };
type Slot = { worker: Worker; siap: Promise<void>; tugas: Antrean | null; id: number };

const slot: Slot[] = [];
const antrean: Antrean[] = [];
let nomor = 0;

/** A file that is not a readable table (the caller words the refusal). */
export class BerkasTidakTerbaca extends Error {}

const tolak = (pesan: string) => new AppError(413, ERROR_CODES.payloadTooLarge, pesan);

function galatDari(p: Pelanggaran, maksBarisData: number): Error {
  switch (p.jenis) {
    case 'terurai':
      return tolak(PESAN_ARSIP.terurai(p.batas));
    case 'entri':
      return tolak(PESAN_ARSIP.entri(p.batas));
    case 'baris':
      return tolak(PESAN_ARSIP.baris(maksBarisData));
    case 'teks':
      return tolak(PESAN_ARSIP.teks(p.batas));
    default:
      return new BerkasTidakTerbaca(p.alasan);
  }
}

function buatSlot(): Slot {
  const worker = new Worker(new URL('./pekerja.mjs', import.meta.url), {
    // The entry loads tsx itself; the parent's own flags (`--import tsx`, vitest's) are not the thread's business.
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: BATAS_ARSIP.memoriMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
  });
  const s: Slot = { worker, siap: Promise.resolve(), tugas: null, id: 0 };
  s.siap = new Promise<void>((resolve, reject) => {
    const awal = (m: { siap?: boolean }) => {
      if (!m.siap) return;
      worker.off('message', awal);
      resolve();
    };
    worker.on('message', awal);
    worker.once('error', reject);
  });
  s.siap.catch(() => {});
  worker.on('message', (m: { id?: number; hasil?: unknown }) => {
    if (m.id === undefined || m.id !== s.id || !s.tugas) return;
    const t = s.tugas;
    s.tugas = null;
    s.worker.unref();
    jalankanBerikut();
    t.selesai(m.hasil);
  });
  worker.on('error', (err: Error & { code?: string }) => {
    const t = s.tugas;
    buangSlot(s);
    if (err.code === 'ERR_WORKER_OUT_OF_MEMORY') t?.gagal(tolak(PESAN_ARSIP.memori(BATAS_ARSIP.memoriMb)));
    else t?.gagal(err);
  });
  worker.on('exit', () => {
    const t = s.tugas;
    buangSlot(s);
    t?.gagal(new Error('thread pembaca berkas berhenti'));
  });
  worker.unref();
  slot.push(s);
  return s;
}

function buangSlot(s: Slot) {
  const i = slot.indexOf(s);
  if (i >= 0) slot.splice(i, 1);
  s.tugas = null;
  void s.worker.terminate().catch(() => {});
  jalankanBerikut();
}

function jalankanBerikut() {
  while (antrean.length) {
    const s = slot.find((x) => !x.tugas) ?? (slot.length < UKURAN ? buatSlot() : null);
    if (!s) return;
    const t = antrean.shift()!;
    s.tugas = t;
    const id = (s.id = ++nomor);
    s.worker.ref();
    // A thread past its time is stopped: the only way to interrupt synchronous parsing.
    const timer = setTimeout(() => {
      if (s.tugas !== t) return;
      buangSlot(s);
      t.gagal(tolak(PESAN_ARSIP.waktu(BATAS_ARSIP.waktuMs)));
    }, BATAS_ARSIP.waktuMs);
    const { selesai, gagal } = t;
    t.selesai = (h) => {
      clearTimeout(timer);
      selesai(h);
    };
    t.gagal = (e) => {
      clearTimeout(timer);
      gagal(e);
    };
    s.siap.then(
      () => {
        if (s.tugas === t) s.worker.postMessage({ id, pesan: t.pesan }, t.transfer);
      },
      (err) => {
        if (s.tugas !== t) return;
        buangSlot(s);
        t.gagal(err);
      },
    );
  }
}

/** Runs one task in the pool; 503 when the queue is full. `transfer` moves buffers and ports to the thread. */
export function jalankanDiPekerja<T>(pesan: PesanTugas, transfer: Transferable[]): Promise<T> {
  if (antrean.length >= MAKS_ANTRE) return Promise.reject(new AppError(503, ERROR_CODES.serviceUnavailable, PESAN.layananSibuk));
  return new Promise<T>((selesai, gagal) => {
    antrean.push({ pesan, transfer, selesai: selesai as (h: unknown) => void, gagal });
    jalankanBerikut();
  });
}

export type OpsiTabel = {
  jenis: JenisTabel;
  /** The sheet to read when it exists (else the first). */
  lembar?: string;
  /** Data rows accepted (one header row comes on top); one more is refused with the limit named. */
  maksBarisData: number;
};

/**
 * The rows of an uploaded table, parsed in the pool. A zip whose directory already declares too much is refused
 * here at once, without a thread. Limits answer 413 naming the limit; a file that is not a readable table throws
 * BerkasTidakTerbaca (the caller words it); a full queue answers 503.
 */
export async function bacaTabelTerbatas(buffer: Buffer, opsi: OpsiTabel): Promise<Tabel> {
  const batas = { maksEntri: BATAS_ARSIP.maksEntri, maksTerurai: BATAS_ARSIP.maksTerurai, maksKolom: BATAS_ARSIP.maksKolom, maksBaris: opsi.maksBarisData + 1 };
  if (opsi.jenis === 'xlsx') {
    try {
      bacaDirektori(buffer, batas);
    } catch (err) {
      if (err instanceof PelanggaranArsip) throw galatDari(err.pelanggaran, opsi.maksBarisData);
      throw err;
    }
  }
  // A copy of its own moves to the thread (no second copy), leaving the caller's buffer intact.
  const data = new Uint8Array(buffer.byteLength);
  data.set(buffer);
  const hasil = await jalankanDiPekerja<HasilTabel>({ jenis: 'tabel', tugas: { jenis: opsi.jenis, data, lembar: opsi.lembar, batas } }, [data.buffer]);
  if (!hasil.ok) throw galatDari(hasil.pelanggaran, opsi.maksBarisData);
  return hasil.tabel;
}
