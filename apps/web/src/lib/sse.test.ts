import { describe, expect, it, vi } from 'vitest';
import { backoffDelay, connectSse, SseParser } from './sse';

describe('SseParser', () => {
  it('parses named events with JSON data', () => {
    const p = new SseParser();
    const out = p.feed('event: time\ndata: {"server_time":"2026-11-21T01:00:00Z","time_zone":"Asia/Jakarta"}\n\n');
    expect(out).toEqual([{ event: 'time', data: '{"server_time":"2026-11-21T01:00:00Z","time_zone":"Asia/Jakarta"}', id: null }]);
  });

  it('joins multi-line data, defaults the event name to message and ignores comments', () => {
    const p = new SseParser();
    expect(p.feed(': keep-alive\ndata: a\ndata: b\n\n')).toEqual([{ event: 'message', data: 'a\nb', id: null }]);
  });

  it('handles events split across chunks, including a CRLF split between chunks', () => {
    const p = new SseParser();
    expect(p.feed('event: ti')).toEqual([]);
    expect(p.feed('me\r')).toEqual([]);
    expect(p.feed('\ndata: 1\r\n')).toEqual([]);
    expect(p.feed('\r\n')).toEqual([{ event: 'time', data: '1', id: null }]);
  });

  it('accepts CR-only line endings (a trailing CR waits for the next chunk: it may start a CRLF)', () => {
    const p = new SseParser();
    expect(p.feed('data: x\r\r')).toEqual([]);
    expect(p.feed('data: y\r\r')).toEqual([{ event: 'message', data: 'x', id: null }]);
  });

  it('does not dispatch an event without data and resets the event name', () => {
    const p = new SseParser();
    expect(p.feed('event: time\n\ndata: y\n\n')).toEqual([{ event: 'message', data: 'y', id: null }]);
  });

  it('tracks the last event id and the retry hint', () => {
    const p = new SseParser();
    expect(p.feed('id: 7\nretry: 2500\ndata: z\n\n')).toEqual([{ event: 'message', data: 'z', id: '7' }]);
    expect(p.lastEventId).toBe('7');
    expect(p.retry).toBe(2500);
    p.feed('retry: abc\n');
    expect(p.retry).toBe(2500);
  });

  it('keeps only one leading space of a value', () => {
    const p = new SseParser();
    expect(p.feed('data:  two spaces\n\n')[0].data).toBe(' two spaces');
    expect(p.feed('data:none\n\n')[0].data).toBe('none');
  });

  it('reset drops a half-received event', () => {
    const p = new SseParser();
    p.feed('event: time\ndata: partial\n');
    p.reset();
    expect(p.feed('data: fresh\n\n')).toEqual([{ event: 'message', data: 'fresh', id: null }]);
  });
});

describe('backoffDelay', () => {
  it('draws a random point under a cap that doubles from the minimum and stops at the maximum', () => {
    const top = () => 1;
    expect([0, 1, 2, 3].map((a) => backoffDelay(a, 1000, 5000, top))).toEqual([1000, 2000, 4000, 5000]);
    expect(backoffDelay(40, 1000, 60_000, top)).toBe(60_000);
    expect(backoffDelay(3, 1000, 60_000, () => 0)).toBe(0);
    expect(backoffDelay(3, 1000, 60_000, () => 0.25)).toBe(2000);
  });

  it('spreads clients that lost the server at the same instant (jitter), instead of one fixed delay', () => {
    const delays = Array.from({ length: 1000 }, () => backoffDelay(0, 3000));
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...delays)).toBeLessThanOrEqual(3000);
    // A fixed 3 s retry would put all of them in one bucket; jitter fills the whole window.
    const buckets = new Set(delays.map((d) => Math.min(9, Math.floor(d / 300))));
    expect(buckets.size).toBe(10);
  });
});

describe('connectSse', () => {
  it('reconnects with Last-Event-ID after the stream ends, waiting a jittered delay', async () => {
    vi.useFakeTimers();
    const requests: (string | null)[] = [];
    const bodies = ['retry: 1000\nid: e1\nevent: status\ndata: {}\n\n', 'id: e2\nevent: status\ndata: {}\n\n'];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      requests.push(new Headers(init.headers).get('Last-Event-ID'));
      const body = bodies.shift();
      if (!body) return new Promise<Response>(() => {});
      return new Response(new ReadableStream({ start: (c) => (c.enqueue(new TextEncoder().encode(body)), c.close()) }), { status: 200 });
    });
    const got: string[] = [];
    const stop = connectSse({ url: '/e', headers: () => ({}), lastEventId: 'e0', random: () => 0.5, onMessage: (m) => got.push(m.id!) });
    await vi.advanceTimersByTimeAsync(5);
    expect(requests).toEqual(['e0']);
    // retry: 1000 is the base: attempt 0 waits 0.5 × 1000 ms after the stream ended.
    await vi.advanceTimersByTimeAsync(400);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(requests).toEqual(['e0', 'e1']);
    await vi.advanceTimersByTimeAsync(600);
    expect(requests).toEqual(['e0', 'e1', 'e2']);
    expect(got).toEqual(['e1', 'e2']);
    stop();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
});
