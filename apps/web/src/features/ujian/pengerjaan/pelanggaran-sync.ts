import type { JenisPelanggaran, PelanggaranBody } from '@lms/shared';
import type { EntriPelanggaran, PelanggaranStore } from './jurnal-store';

/**
 * Closed-book violations, journaled like answers: each gets its own id and goes to the journal before it is sent;
 * it leaves the journal when the server took the batch (a batch sent twice is stored once, by id). Offline, they
 * wait and go with the next send.
 */
export class PelanggaranSync {
  private mengirim: Promise<void> | null = null;

  constructor(
    private readonly o: {
      store: PelanggaranStore;
      kunci: string;
      kirim: (body: PelanggaranBody) => Promise<unknown>;
      uuid?: () => string;
      now?: () => Date;
    },
  ) {}

  async catat(jenis: JenisPelanggaran) {
    const e: EntriPelanggaran = { client_id: (this.o.uuid ?? (() => crypto.randomUUID()))(), jenis, waktu: (this.o.now?.() ?? new Date()).toISOString() };
    await this.o.store.simpan(this.o.kunci, e);
    void this.kirimSemua();
    return e;
  }

  /** Sends what the journal holds (one batch at a time); failures stay for the next call. */
  kirimSemua(): Promise<void> {
    this.mengirim ??= (async () => {
      try {
        const list = await this.o.store.muat(this.o.kunci);
        for (let i = 0; i < list.length; i += 100) {
          const batch = list.slice(i, i + 100);
          await this.o.kirim({ list: batch });
          await this.o.store.hapus(this.o.kunci, batch.map((x) => x.client_id));
        }
      } catch {
        // Kept in the journal: sent again when the page is back online or on the next violation.
      } finally {
        this.mengirim = null;
      }
    })();
    return this.mengirim;
  }
}
