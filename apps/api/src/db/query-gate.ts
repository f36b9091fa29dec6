import type { PGlite } from '@electric-sql/pglite';

/**
 * PGlite runs one statement (or one transaction) at a time. Its own lock queues without limit, so under load a
 * request could wait tens of seconds. This gate puts a bounded FIFO queue in front of it: beyond `maxQueue`
 * waiting operations, or after `maxWaitMs` in the queue, the operation fails with DatabaseBusyError, which the
 * error handler answers with 503 and Retry-After. Shedding early keeps the wait of the admitted requests short.
 */

export type QueueOptions = {
  /** Operations allowed to wait behind the running one; beyond it a new one is refused at once. */
  maxQueue: number;
  /** Longest time an operation may wait for its turn, and the longest expected wait a new request is admitted to. */
  maxWaitMs: number;
  /** Requests in progress at once on the embedded database, whatever the estimate says. */
  maxRequests: number;
};

export const DEFAULT_QUEUE: QueueOptions = { maxQueue: 64, maxWaitMs: 3000, maxRequests: 256 };

/** DB_QUEUE_MAX, DB_QUEUE_MAX_WAIT_MS, DB_MAX_REQUESTS (positive integers); invalid values fall back to the defaults. */
export function queueOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): QueueOptions {
  const int = (v: string | undefined, d: number) => (v && /^[0-9]+$/.test(v.trim()) && Number(v) > 0 ? Number(v) : d);
  return {
    maxQueue: int(env.DB_QUEUE_MAX, DEFAULT_QUEUE.maxQueue),
    maxWaitMs: int(env.DB_QUEUE_MAX_WAIT_MS, DEFAULT_QUEUE.maxWaitMs),
    maxRequests: int(env.DB_MAX_REQUESTS, DEFAULT_QUEUE.maxRequests),
  };
}

export class DatabaseBusyError extends Error {
  constructor(
    readonly reason: 'queue_full' | 'wait_timeout',
    /** Whole seconds after which the queue is expected to have drained. */
    readonly retryAfterSeconds: number,
  ) {
    super(reason === 'queue_full' ? 'database queue is full' : 'database queue wait timed out');
    this.name = 'DatabaseBusyError';
  }
}

export interface QueryGate {
  /** `unbounded`: wait in line without the length and time limits (what must not be lost, e.g. a NOTIFY after a commit). */
  run<T>(fn: () => Promise<T>, opts?: { unbounded?: boolean }): Promise<T>;
  /** Operations waiting (not counting the running one). */
  readonly waiting: number;
  /** Operations that had to wait for their turn and their summed wait since start (for /api/metrics). */
  readonly waits: { readonly count: number; readonly totalMs: number };
  readonly options: Pick<QueueOptions, 'maxQueue' | 'maxWaitMs'>;
}

type Waiter = { start(): void; timer?: NodeJS.Timeout };

export function createQueryGate(options: Pick<QueueOptions, 'maxQueue' | 'maxWaitMs'>): QueryGate {
  const queue: Waiter[] = [];
  let active = false;
  // Moving average of one operation's duration, to tell a refused client when to come back.
  let avgMs = 5;
  const waits = { count: 0, totalMs: 0 };

  const retryAfter = () => Math.max(1, Math.ceil(((queue.length + 1) * avgMs) / 1000));

  function release() {
    const next = queue.shift();
    if (next) next.start();
    else active = false;
  }

  async function execute<T>(fn: () => Promise<T>): Promise<T> {
    active = true;
    const t0 = performance.now();
    try {
      return await fn();
    } finally {
      avgMs = avgMs * 0.9 + (performance.now() - t0) * 0.1;
      release();
    }
  }

  return {
    options,
    get waiting() {
      return queue.length;
    },
    waits,
    run<T>(fn: () => Promise<T>, opts?: { unbounded?: boolean }): Promise<T> {
      if (!active) return execute(fn);
      if (!opts?.unbounded && queue.length >= options.maxQueue) return Promise.reject(new DatabaseBusyError('queue_full', retryAfter()));
      return new Promise<T>((resolve, reject) => {
        const queuedAt = performance.now();
        const waiter: Waiter = {
          start: () => {
            if (waiter.timer) clearTimeout(waiter.timer);
            waits.count++;
            waits.totalMs += performance.now() - queuedAt;
            execute(fn).then(resolve, reject);
          },
        };
        if (!opts?.unbounded) {
          waiter.timer = setTimeout(() => {
            const i = queue.indexOf(waiter);
            if (i >= 0) queue.splice(i, 1);
            reject(new DatabaseBusyError('wait_timeout', retryAfter()));
          }, options.maxWaitMs);
        }
        queue.push(waiter);
      });
    },
  };
}

/**
 * The PGlite client as drizzle, pg-boss and raw queries see it: every top-level statement and every transaction
 * takes its turn at the gate. Statements inside a transaction use the transaction object, which already holds
 * the turn, so they never queue behind the queries waiting for that same transaction to finish.
 */
export function gatedPglite(client: PGlite, gate: QueryGate): PGlite {
  const gated = new Set<PropertyKey>(['query', 'sql', 'exec', 'transaction', 'describeQuery']);
  return new Proxy(client, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      if (!gated.has(prop)) return value.bind(target);
      return (...args: unknown[]) => gate.run(() => value.apply(target, args));
    },
  });
}

const MIN_REQUESTS = 64;

export interface Admission {
  /** Admits a request, or returns the error to answer when its expected wait exceeds the bound. */
  enter(): DatabaseBusyError | null;
  /** Called once per admitted request when its answer is sent (or the client went away). */
  leave(): void;
  readonly inFlight: number;
}

/**
 * Request admission on the embedded database. PGlite executes each statement synchronously on the event loop,
 * so under overload requests do not wait at the statement queue but for the event loop itself, out of anyone's
 * order: a request could wait tens of seconds. By Little's law a new request waits about
 * (requests in progress) × (busy time per completed request); beyond `maxWaitMs` it is refused with 503 at
 * once, so the admitted ones finish within the bound. The cost is measured only while busy (idle gaps do not count).
 */
export function createAdmission(
  options: Pick<QueueOptions, 'maxWaitMs' | 'maxRequests'> & { minRequests?: number },
  now: () => number = () => performance.now(),
): Admission {
  // Below this many requests in progress nobody is refused: a burst of a classroom's page loads must pass even
  // when the estimate is still high from a slow request (a login's password hash, an export).
  const minRequests = options.minRequests ?? MIN_REQUESTS;
  let inFlight = 0;
  let costMs = 5;
  let lastMark = 0;
  return {
    get inFlight() {
      return inFlight;
    },
    enter() {
      const expected = (inFlight + 1) * costMs;
      if (inFlight >= options.maxRequests || (inFlight >= minRequests && expected > options.maxWaitMs)) {
        return new DatabaseBusyError('queue_full', Math.max(1, Math.ceil((expected - options.maxWaitMs) / 1000)));
      }
      if (inFlight === 0) lastMark = now();
      inFlight++;
      return null;
    },
    leave() {
      if (inFlight === 0) return;
      const t = now();
      costMs = costMs * 0.9 + (t - lastMark) * 0.1;
      lastMark = t;
      inFlight--;
    },
  };
}
