import { describe, expect, it } from 'vitest';
import { renderHook, act } from '@testing-library/react';
import { applyTimeEvent, useServerTime } from './server-time';

describe('server time store', () => {
  it('takes server time and zone from a `time` event', () => {
    const { result } = renderHook(() => useServerTime());
    expect(result.current.synced).toBe(false);
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
});
