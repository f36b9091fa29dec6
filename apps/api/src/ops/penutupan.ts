/**
 * Graceful shutdown of the API process and of the worker (SIGTERM, SIGINT). In order:
 * 1. `mulai`: /api/ready answers 503, so a load balancer still probing stops sending work here;
 * 2. the `langkah` at once: the API closes (no new connections; requests in flight finish, a request arriving on a
 *    kept-alive connection is served and told to close; every event stream gets a retry hint and is closed) and
 *    the job runner stops taking jobs, letting running ones finish until shortly before the deadline (pg-boss then
 *    fails them, which queues their retry for another worker);
 * 3. `akhir`: the database closes; the process exits 0.
 * Whatever still runs at `timeoutMs` (a request that never ends, a stuck job) is cut: `paksa` drops the remaining
 * connections and the process exits 1. A second signal while closing changes nothing (a terminal's Ctrl-C reaches
 * `npm start` and the server both).
 */

export type LogPenutupan = { info(obj: object, msg: string): void; error(obj: object, msg: string): void };

export type OpsiPenutupan = {
  timeoutMs: number;
  log: LogPenutupan;
  mulai?: () => void;
  langkah: (() => Promise<unknown>)[];
  akhir?: () => Promise<unknown>;
  paksa?: () => void;
  /** process.exit unless a test passes its own. */
  exit?: (code: number) => void;
};

/** What a job runner may take of the shutdown's time: the rest is for failing what still runs and closing. */
export const waktuJob = (timeoutMs: number) => Math.max(1000, timeoutMs - 2000);

export function buatPenutupan(opts: OpsiPenutupan): (sinyal: string) => Promise<number> {
  const exit = opts.exit ?? ((code: number) => process.exit(code));
  let berjalan: Promise<number> | null = null;

  async function jalankan(sinyal: string): Promise<number> {
    const t0 = Date.now();
    opts.log.info({ sinyal, timeoutMs: opts.timeoutMs }, 'shutting down');
    let timer: NodeJS.Timeout | undefined;
    const batas = new Promise<number>((resolve) => {
      timer = setTimeout(() => {
        opts.log.error({ ms: Date.now() - t0 }, 'shutdown timed out: dropping what is left');
        try {
          opts.paksa?.();
        } finally {
          resolve(1);
        }
      }, opts.timeoutMs);
    });
    const rapi = (async () => {
      opts.mulai?.();
      const hasil = await Promise.allSettled(opts.langkah.map((l) => l()));
      for (const h of hasil) if (h.status === 'rejected') opts.log.error({ err: h.reason }, 'shutdown step failed');
      await opts.akhir?.();
      return hasil.some((h) => h.status === 'rejected') ? 1 : 0;
    })().catch((err: unknown) => {
      opts.log.error({ err }, 'shutdown failed');
      return 1;
    });
    const code = await Promise.race([rapi, batas]);
    clearTimeout(timer);
    opts.log.info({ code, ms: Date.now() - t0 }, 'shut down');
    exit(code);
    return code;
  }

  return (sinyal) => (berjalan ??= jalankan(sinyal));
}

/** Runs `tutup` on SIGTERM and SIGINT. */
export function pasangSinyal(tutup: (sinyal: string) => Promise<unknown>) {
  for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => void tutup(sig));
}
