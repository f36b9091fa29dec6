import type { JawabanTersimpan, JawabanValue, SimpanJawabanResult } from '@lms/shared';

/**
 * Never-lost answers, browser side. Every change gets the next sequence number of its question and is written to
 * the journal (IndexedDB) BEFORE it is sent; it leaves the journal only when the server acknowledged that sequence
 * (or a newer one). So whatever happens between — a failed save, no network, a reload, a closed tab — the change is
 * either acknowledged on the server or still in the journal, from where `mulai` re-sends it.
 *
 * Sends are debounced per question and one at a time per question (the latest value wins); the server keeps the
 * highest sequence, so a retry or a late request can never overwrite a newer answer. Sequences continue from the
 * highest the server or the journal knows, so a second device or a wiped journal never goes backwards.
 */

export type EntriJurnal = { idSoal: number; seq: number; jawaban: JawabanValue | null; at: number };

export interface JurnalStore {
  muat(kunci: string): Promise<EntriJurnal[]>;
  simpan(kunci: string, e: EntriJurnal): Promise<void>;
  /** Removes the question's entry when its seq is at most `seq`. */
  hapus(kunci: string, idSoal: number, seq: number): Promise<void>;
}

/** The sync state of a question, as the page shows it. */
export type StatusSinkron = 'tersimpan' | 'menyimpan' | 'menunggu' | 'gagal';

export class JawabanDitolakError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

type Kirim = (idSoal: number, seq: number, jawaban: JawabanValue | null) => Promise<SimpanJawabanResult>;

type Opsi = {
  store: JurnalStore;
  kunci: string;
  kirim: Kirim;
  debounceMs?: number;
  /** Wait before retrying a failed send, by attempt. */
  retryMs?: (percobaan: number) => number;
  onChange?: () => void;
  /** A refusal that no retry fixes (deadline passed, attempt closed): sending stops. */
  onDitolak?: (err: JawabanDitolakError) => void;
  timers?: { set: (fn: () => void, ms: number) => unknown; clear: (h: unknown) => void };
};

type Soal = {
  /** Highest sequence the server acknowledged. */
  ack: number;
  /** Highest sequence handed out. */
  seq: number;
  pending: EntriJurnal | null;
  inFlight: boolean;
  gagal: number;
  timer: unknown;
  jawaban: JawabanValue | null | undefined;
};

export class JawabanSync {
  private readonly soal = new Map<number, Soal>();
  private berhenti = false;
  private readonly o: Required<Omit<Opsi, 'onChange' | 'onDitolak'>> & Pick<Opsi, 'onChange' | 'onDitolak'>;

  constructor(opsi: Opsi) {
    this.o = {
      debounceMs: 400,
      retryMs: (n) => Math.min(30_000, 1000 * 2 ** Math.min(n, 5)),
      timers: { set: (fn, ms) => setTimeout(fn, ms), clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>) },
      ...opsi,
    };
  }

  private get(idSoal: number): Soal {
    let s = this.soal.get(idSoal);
    if (!s) this.soal.set(idSoal, (s = { ack: 0, seq: 0, pending: null, inFlight: false, gagal: 0, timer: null, jawaban: undefined }));
    return s;
  }

  /**
   * Starts from the server's acknowledged answers and the journal: journal entries newer than the server's are
   * the answers to show and are sent again; older ones are dropped.
   */
  async mulai(server: readonly JawabanTersimpan[]) {
    for (const j of server) {
      const s = this.get(j.id_soal);
      s.ack = Math.max(s.ack, j.seq);
      s.seq = Math.max(s.seq, j.seq);
      s.jawaban = j.jawaban;
    }
    const jurnal = await this.o.store.muat(this.o.kunci);
    for (const e of jurnal) {
      const s = this.get(e.idSoal);
      if (e.seq <= s.ack) {
        await this.o.store.hapus(this.o.kunci, e.idSoal, e.seq);
        continue;
      }
      s.seq = Math.max(s.seq, e.seq);
      s.pending = e;
      s.jawaban = e.jawaban;
    }
    this.o.onChange?.();
    for (const [id, s] of this.soal) if (s.pending) this.jadwalkan(id, 0);
  }

  /** The answer to show: the newest the page knows (journal or server). */
  jawaban(idSoal: number): JawabanValue | null | undefined {
    return this.soal.get(idSoal)?.jawaban;
  }

  status(idSoal: number): StatusSinkron | null {
    const s = this.soal.get(idSoal);
    if (!s || (s.ack === 0 && !s.pending)) return null;
    if (s.inFlight) return 'menyimpan';
    if (s.pending) return s.gagal > 0 ? 'gagal' : 'menunggu';
    return 'tersimpan';
  }

  /** Questions whose latest change is not acknowledged yet. */
  belumTersimpan(): number[] {
    return [...this.soal].filter(([, s]) => s.pending).map(([id]) => id);
  }

  /** A change of one question: journaled first, then sent (debounced). */
  async ubah(idSoal: number, jawaban: JawabanValue | null) {
    if (this.berhenti) return;
    const s = this.get(idSoal);
    s.seq += 1;
    const e: EntriJurnal = { idSoal, seq: s.seq, jawaban, at: Date.now() };
    s.pending = e;
    s.jawaban = jawaban;
    this.o.onChange?.();
    await this.o.store.simpan(this.o.kunci, e);
    this.jadwalkan(idSoal, this.o.debounceMs);
  }

  private jadwalkan(idSoal: number, ms: number) {
    const s = this.get(idSoal);
    if (s.timer) this.o.timers.clear(s.timer);
    s.timer = this.o.timers.set(() => {
      s.timer = null;
      void this.kirim(idSoal);
    }, ms);
  }

  private async kirim(idSoal: number) {
    const s = this.get(idSoal);
    if (this.berhenti || s.inFlight || !s.pending) return;
    const e = s.pending;
    s.inFlight = true;
    this.o.onChange?.();
    try {
      const r = await this.o.kirim(idSoal, e.seq, e.jawaban);
      s.ack = Math.max(s.ack, r.seq);
      s.gagal = 0;
      if (s.pending && s.pending.seq <= s.ack) s.pending = null;
      await this.o.store.hapus(this.o.kunci, idSoal, s.ack);
    } catch (err) {
      if (err instanceof JawabanDitolakError && err.status === 400) {
        // This answer can never be stored (not of the question's kind): drop it, keep the others going.
        if (s.pending?.seq === e.seq) s.pending = null;
        await this.o.store.hapus(this.o.kunci, idSoal, e.seq);
        this.o.onDitolak?.(err);
      } else if (err instanceof JawabanDitolakError) {
        this.berhenti = true;
        this.o.onDitolak?.(err);
      } else {
        s.gagal += 1;
      }
    } finally {
      s.inFlight = false;
      this.o.onChange?.();
    }
    if (!this.berhenti && s.pending) this.jadwalkan(idSoal, s.gagal > 0 ? this.o.retryMs(s.gagal) : 0);
  }

  /** Sends every pending change now (back online, before submitting); resolves when each has had one try. */
  async kirimSemua() {
    const ids = this.belumTersimpan();
    await Promise.all(
      ids.map(async (id) => {
        const s = this.get(id);
        if (s.timer) this.o.timers.clear(s.timer);
        s.timer = null;
        s.gagal = 0;
        await this.kirim(id);
      }),
    );
  }

  /** Ends sending (the page closes or the attempt ended); the journal keeps what is pending. */
  hentikan() {
    this.berhenti = true;
    for (const s of this.soal.values()) if (s.timer) this.o.timers.clear(s.timer);
  }
}
