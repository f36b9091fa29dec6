import { describe, expect, it, vi } from 'vitest';
import type { JawabanValue } from '@lms/shared';
import { JawabanDitolakError, JawabanSync, type EntriJurnal, type JurnalStore } from './jawaban-sync';
import { memoryJurnal } from './jurnal-store';

/** A fake server keeping the highest sequence per question, like the API. */
function server(opts: { offline?: () => boolean } = {}) {
  const rows = new Map<number, { seq: number; jawaban: JawabanValue | null }>();
  const calls: [number, number][] = [];
  const kirim = vi.fn(async (idSoal: number, seq: number, jawaban: JawabanValue | null) => {
    calls.push([idSoal, seq]);
    if (opts.offline?.()) throw new Error('Network Error');
    const cur = rows.get(idSoal);
    if (!cur || cur.seq < seq) rows.set(idSoal, { seq, jawaban });
    const now = rows.get(idSoal)!;
    return { id_soal: idSoal, seq: now.seq, diterima: now.seq === seq, diterima_at: new Date().toISOString() };
  });
  return { rows, calls, kirim };
}

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

describe('JawabanSync', () => {
  it('journals before sending, sends the latest value once per burst, and clears the journal on the ack', async () => {
    vi.useFakeTimers();
    const store = memoryJurnal().jawaban;
    const srv = server();
    const sync = new JawabanSync({ store, kunci: 'k', kirim: srv.kirim, debounceMs: 300 });
    await sync.mulai([]);
    await sync.ubah(1, { pilihan: 0 });
    await sync.ubah(1, { pilihan: 2 });
    expect((await store.muat('k')).map((e) => e.seq)).toEqual([2]);
    expect(sync.status(1)).toBe('menunggu');
    await vi.advanceTimersByTimeAsync(300);
    await flush();
    expect(srv.calls).toEqual([[1, 2]]);
    expect(srv.rows.get(1)).toEqual({ seq: 2, jawaban: { pilihan: 2 } });
    expect(sync.status(1)).toBe('tersimpan');
    expect(await store.muat('k')).toEqual([]);
    vi.useRealTimers();
  });

  it('keeps a failed change in the journal, retries it, and a reload re-sends what the server lacks', async () => {
    vi.useFakeTimers();
    let offline = true;
    const store = memoryJurnal().jawaban;
    const srv = server({ offline: () => offline });
    const a = new JawabanSync({ store, kunci: 'k', kirim: srv.kirim, debounceMs: 10, retryMs: () => 1000 });
    await a.mulai([]);
    await a.ubah(5, { benar_salah: 'benar' });
    await a.ubah(6, { esay: { teks: 'x', files: [] } });
    await vi.advanceTimersByTimeAsync(10);
    await flush();
    expect(a.status(5)).toBe('gagal');
    expect((await store.muat('k')).map((e: EntriJurnal) => e.idSoal).sort()).toEqual([5, 6]);
    // The page is reloaded while still offline: a new engine starts from the server (nothing) and the journal.
    a.hentikan();
    offline = false;
    const b = new JawabanSync({ store, kunci: 'k', kirim: srv.kirim, debounceMs: 10 });
    await b.mulai([]);
    expect(b.jawaban(6)).toEqual({ esay: { teks: 'x', files: [] } });
    await vi.advanceTimersByTimeAsync(0);
    await flush();
    expect(srv.rows.get(5)?.jawaban).toEqual({ benar_salah: 'benar' });
    expect(srv.rows.get(6)?.seq).toBe(1);
    expect(await store.muat('k')).toEqual([]);
    vi.useRealTimers();
  });

  it('continues sequences above what the server acknowledged (another device, a wiped journal)', async () => {
    vi.useFakeTimers();
    const srv = server();
    srv.rows.set(3, { seq: 7, jawaban: { pilihan: 1 } });
    const sync = new JawabanSync({ store: memoryJurnal().jawaban, kunci: 'k', kirim: srv.kirim, debounceMs: 0 });
    await sync.mulai([{ id_soal: 3, seq: 7, jawaban: { pilihan: 1 }, diterima_at: '' }]);
    expect(sync.status(3)).toBe('tersimpan');
    await sync.ubah(3, { pilihan: 2 });
    await vi.advanceTimersByTimeAsync(0);
    await flush();
    expect(srv.rows.get(3)).toEqual({ seq: 8, jawaban: { pilihan: 2 } });
    vi.useRealTimers();
  });

  it('drops journal entries the server already has and stops on a final refusal', async () => {
    vi.useFakeTimers();
    const store: JurnalStore = memoryJurnal().jawaban;
    await store.simpan('k', { idSoal: 1, seq: 2, jawaban: { pilihan: 0 }, at: 0 });
    const ditolak = vi.fn();
    const kirim = vi.fn(async () => {
      throw new JawabanDitolakError('Waktu habis', 409);
    });
    const sync = new JawabanSync({ store, kunci: 'k', kirim, debounceMs: 0, onDitolak: ditolak });
    await sync.mulai([{ id_soal: 1, seq: 2, jawaban: { pilihan: 0 }, diterima_at: '' }]);
    expect(await store.muat('k')).toEqual([]);
    await sync.ubah(2, { pilihan: 1 });
    await vi.advanceTimersByTimeAsync(0);
    await flush();
    expect(ditolak).toHaveBeenCalledOnce();
    await sync.ubah(2, { pilihan: 2 });
    expect(kirim).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
