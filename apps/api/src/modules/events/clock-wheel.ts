import { TIME_EVENT_INTERVAL_MS } from '@lms/shared';

/**
 * Periodic work per SSE connection (the `time` event, or a keep-alive comment) at a cost that does not grow with
 * streams × seconds: each connection is called once per period, and connections are spread evenly over small
 * slots, so with 10,000 streams and a 20 s period one 100 ms slot writes to ~50 of them (about a millisecond of
 * event loop) instead of 10,000 writes in one burst every second. One timer per process, running only while some
 * connection is registered.
 */

export type WheelStats = { entries: number; running: boolean; starts: number; slots: number };

export type ClockWheel = {
  /** Registers `fn` to be called once per period (the first call within one period); returns the removal. */
  add(fn: (now: number) => void): () => void;
  stats(): WheelStats;
  stop(): void;
};

export function createClockWheel(opts: { periodMs?: number; slotMs?: number; onError?: (err: unknown) => void } = {}): ClockWheel {
  const periodMs = opts.periodMs ?? TIME_EVENT_INTERVAL_MS;
  const slotMs = Math.min(opts.slotMs ?? 100, periodMs);
  const slots: Set<(now: number) => void>[] = Array.from({ length: Math.max(1, Math.round(periodMs / slotMs)) }, () => new Set());
  let entries = 0;
  let cursor = 0;
  let next = 0;
  let timer: NodeJS.Timeout | null = null;
  let starts = 0;

  function turn() {
    cursor = (cursor + 1) % slots.length;
    const now = Date.now();
    for (const fn of slots[cursor]!) {
      try {
        fn(now);
      } catch (err) {
        opts.onError?.(err);
      }
    }
  }

  return {
    add(fn) {
      // Round-robin over slots, not "the slot of now": a burst of connects (a restart) still spreads evenly.
      const slot = slots[next]!;
      next = (next + 1) % slots.length;
      slot.add(fn);
      entries += 1;
      if (!timer) {
        starts += 1;
        timer = setInterval(turn, slotMs);
        timer.unref();
      }
      let removed = false;
      return () => {
        if (removed) return;
        removed = true;
        slot.delete(fn);
        entries -= 1;
        if (entries === 0 && timer) {
          clearInterval(timer);
          timer = null;
        }
      };
    },
    stats: () => ({ entries, running: timer !== null, starts, slots: slots.length }),
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
      for (const s of slots) s.clear();
      entries = 0;
    },
  };
}
