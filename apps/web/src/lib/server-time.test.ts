import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, act } from '@testing-library/react';
import { applyTimeEvent, clockOffsetMs, serverNow, useServerTime } from './server-time';

afterEach(() => {
  vi.useRealTimers();
});

describe('server time store', () => {
  it('takes server time and zone from a `time` event', () => {
    const { result } = renderHook(() => useServerTime());
    act(() => applyTimeEvent({ server_time: '2026-11-21T01:00:00Z', time_zone: 'Asia/Makassar' }));
    expect(result.current.synced).toBe(true);
    expect(result.current.timeZone).toBe('Asia/Makassar');
    expect(new Date(result.current.now).toISOString()).toBe('2026-11-21T01:00:00.000Z');
  });

  it('ignores malformed events', () => {
    const { result } = renderHook(() => useServerTime());
    const before = result.current;
    act(() => applyTimeEvent({ server_time: 'bukan tanggal', time_zone: 'Asia/Jakarta' }));
    act(() => applyTimeEvent({ foo: 1 }));
    expect(result.current).toBe(before);
  });

  it('ticks every second from the measured offset, showing server time whatever the device clock says', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-22T05:00:00.000Z') });
    const { result } = renderHook(() => useServerTime());
    // The device is 7 min 30.25 s behind the server.
    act(() => applyTimeEvent({ server_time: '2026-11-22T05:07:30.250Z', time_zone: 'Asia/Jakarta' }));
    expect(clockOffsetMs()).toBe(450_250);
    const seen: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
      seen.push(result.current.now);
    }
    // No event arrived, yet the clock moved one second per second, on whole server seconds.
    expect(seen.map((n) => new Date(n).toISOString().slice(11, 19))).toEqual(['05:07:31', '05:07:32', '05:07:33']);
    expect(Math.abs(serverNow() - (Date.now() + 450_250))).toBe(0);
    // The next event corrects the offset (here the device clock drifted 2 s).
    act(() => applyTimeEvent({ server_time: new Date(Date.now() + 452_250).toISOString(), time_zone: 'Asia/Jakarta' }));
    expect(clockOffsetMs()).toBe(452_250);
  });
});
