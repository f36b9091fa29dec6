import { setMaxListeners } from 'node:events';
import { JEDA_MUAT_ULANG_MAKS_MS } from '@lms/shared';

/**
 * Simulated students of bench:ujian (one process drives many): each holds the exam stream open, starts at a random
 * moment of the start window, changes one answer every save period (its own increasing sequence per question),
 * records what the server acknowledged, and submits at the end.
 */

export type DriverInput = {
  idUjian: number;
  students: { userId: number; token: string; port: number }[];
  startMs: number;
  saveMs: number;
  durationMs: number;
};

export type Ack = { userId: number; idSoal: number; seq: number; jawaban: unknown };
/** `saveAt[i]` / `startAt[i]`: when that request was sent (epoch ms), for the report's split by phase of the run. */
export type DriverResult = {
  startMs: number[];
  startAt: number[];
  saveMs: number[];
  saveAt: number[];
  timeChangedAt: number[];
  /** The web's refetch of the exam after time_changed, spread over JEDA_MUAT_ULANG_MAKS_MS (ujian-events.ts). */
  reloadMs: number[];
  errors: number;
  /** Errors by step and cause (`simpan 503`, `selesai fetch failed` ...): the count alone does not say what to fix. */
  errorKinds: Record<string, number>;
  acks: Ack[];
};

type Soal = { id: number; jenis: string; pilihan?: { pilihan: string[] } };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

async function stream(s: DriverInput['students'][number], idUjian: number, onEvent: (name: string) => void, signal: AbortSignal) {
  try {
    const res = await fetch(`http://127.0.0.1:${s.port}/api/v2/lms/events/ujian/${idUjian}`, {
      headers: { authorization: `Bearer ${s.token}`, 'college-id': '1' },
      signal,
    });
    const reader = res.body!.getReader();
    const dec = new TextDecoder();
    let buf = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buf += dec.decode(value, { stream: true });
      let i: number;
      while ((i = buf.indexOf('\n')) >= 0) {
        const line = buf.slice(0, i).trim();
        buf = buf.slice(i + 1);
        if (line.startsWith('event:')) onEvent(line.slice(6).trim());
      }
    }
  } catch {
    // Aborted at the end of the run.
  }
}

export async function runDriver(input: DriverInput): Promise<DriverResult> {
  const out: DriverResult = { startMs: [], startAt: [], saveMs: [], saveAt: [], timeChangedAt: [], reloadMs: [], errors: 0, errorKinds: {}, acks: [] };
  const gagal = (langkah: string, e: unknown) => {
    out.errors += 1;
    // fetch's own failures say only 'fetch failed'; the cause (ECONNRESET, a connect timeout ...) says why.
    const cause = e instanceof Error && e.cause ? ` (${(e.cause as { code?: string; message?: string }).code ?? (e.cause as Error).message})` : '';
    const key = `${langkah} ${e instanceof Error ? e.message.slice(0, 60) : String(e)}${cause}`;
    out.errorKinds[key] = (out.errorKinds[key] ?? 0) + 1;
  };
  const end = Date.now() + input.durationMs;
  const stop = new AbortController();
  // One signal ends every student's stream.
  setMaxListeners(0, stop.signal);
  const call = async (s: DriverInput['students'][number], method: string, path: string, body?: unknown) => {
    const res = await fetch(`http://127.0.0.1:${s.port}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${s.token}`, 'college-id': '1', ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = (await res.json()) as { data: Record<string, unknown> };
    if (!res.ok) {
      const e = json as { status?: { message?: string }; message?: string };
      throw new Error(`${res.status} ${String(e.status?.message ?? e.message ?? '').slice(0, 40)}`);
    }
    return json.data;
  };

  // Streams open over the first quarter of the start window (pages being opened), not all in one instant: a
  // campus's students do not all load the page in the same millisecond. Everyone is connected well before the
  // mid-way time change.
  const connectMs = Math.min(30_000, input.startMs / 4);
  await Promise.all(
    input.students.map(async (s) => {
      const buka = Math.random() * connectMs;
      await sleep(buka);
      // Arrivals are kept here and reported with the result: one IPC message per arrival (5,000 in the same
      // second) kept the driver's loop busy exactly while the saves around the time change were being timed.
      // As the web page does on time_changed: the countdown moves from the event, and the exam is fetched again
      // at a random moment of the next JEDA_MUAT_ULANG_MAKS_MS.
      const onTimeChanged = () => {
        out.timeChangedAt.push(Date.now());
        setTimeout(async () => {
          if (Date.now() >= end) return;
          const t = performance.now();
          try {
            await call(s, 'GET', `/v2/lms/ujian/${input.idUjian}`);
            out.reloadMs.push(performance.now() - t);
          } catch (e) {
            gagal('muat ulang', e);
          }
        }, Math.random() * JEDA_MUAT_ULANG_MAKS_MS);
      };
      if (!process.env.BENCH_NO_STREAMS) void stream(s, input.idUjian, (name) => name === 'time_changed' && onTimeChanged(), stop.signal);
      await sleep(Math.max(0, Math.random() * input.startMs - buka));
      let soal: Soal[] = [];
      try {
        const at = Date.now();
        const t = performance.now();
        const me = (await call(s, 'POST', `/v2/lms/ujian/${input.idUjian}/pengerjaan/start`)) as { kelompok: { soal: Soal[] }[] };
        out.startMs.push(performance.now() - t);
        out.startAt.push(at);
        soal = me.kelompok.flatMap((k) => k.soal);
      } catch (e) {
        gagal('start', e);
        return;
      }
      const seq = new Map<number, number>();
      await sleep(Math.random() * input.saveMs);
      while (Date.now() + input.saveMs < end) {
        const q = soal[Math.floor(Math.random() * soal.length)]!;
        const n = (seq.get(q.id) ?? 0) + 1;
        seq.set(q.id, n);
        const jawaban = q.pilihan ? { pilihan: Math.floor(Math.random() * q.pilihan.pilihan.length) } : { benar_salah: Math.random() < 0.5 ? 'benar' : 'salah' };
        try {
          const at = Date.now();
          const t = performance.now();
          const r = (await call(s, 'PUT', `/v2/lms/ujian/${input.idUjian}/pengerjaan/jawaban/${q.id}`, { seq: n, jawaban })) as { seq: number; diterima: boolean };
          out.saveMs.push(performance.now() - t);
          out.saveAt.push(at);
          if (r.diterima) out.acks.push({ userId: s.userId, idSoal: q.id, seq: n, jawaban });
        } catch (e) {
          gagal('simpan', e);
        }
        await sleep(input.saveMs);
      }
      await sleep(end - Date.now());
      try {
        await call(s, 'POST', `/v2/lms/ujian/${input.idUjian}/pengerjaan/selesai`);
      } catch (e) {
        gagal('selesai', e);
      }
    }),
  );
  stop.abort();
  return out;
}
