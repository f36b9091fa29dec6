import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClockWheel } from './clock-wheel';

afterEach(() => {
  vi.useRealTimers();
});

describe('clock wheel', () => {
  it('calls each entry once per period, spread evenly over the slots, with one timer', () => {
    vi.useFakeTimers();
    const wheel = createClockWheel({ periodMs: 1000, slotMs: 100 });
    const calls = new Map<number, number[]>();
    const offs = Array.from({ length: 50 }, (_, i) => wheel.add(() => calls.set(i, [...(calls.get(i) ?? []), Date.now()])));
    expect(wheel.stats()).toMatchObject({ entries: 50, running: true, starts: 1, slots: 10 });

    // Per slot: 5 of the 50 entries, never all of them in one burst.
    const perTurn: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const before = [...calls.values()].reduce((n, c) => n + c.length, 0);
      vi.advanceTimersByTime(100);
      perTurn.push([...calls.values()].reduce((n, c) => n + c.length, 0) - before);
    }
    expect(perTurn).toEqual(Array(10).fill(5));
    vi.advanceTimersByTime(2000);
    // Three periods in all: three calls each, one period apart.
    for (const c of calls.values()) {
      expect(c).toHaveLength(3);
      expect(c[1]! - c[0]!).toBe(1000);
    }
    offs.forEach((off) => off());
    expect(wheel.stats()).toMatchObject({ entries: 0, running: false });
  });

  it('restarts with the next entry and survives a throwing entry', () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    const wheel = createClockWheel({ periodMs: 200, slotMs: 100, onError: (e) => errors.push(e) });
    let n = 0;
    const a = wheel.add(() => {
      throw new Error('soket tertutup');
    });
    const b = wheel.add(() => (n += 1));
    vi.advanceTimersByTime(400);
    expect(n).toBe(2);
    expect(errors).toHaveLength(2);
    a();
    b();
    b();
    expect(wheel.stats()).toMatchObject({ entries: 0, running: false, starts: 1 });
    const c = wheel.add(() => (n += 1));
    expect(wheel.stats()).toMatchObject({ running: true, starts: 2 });
    c();
  });
});
