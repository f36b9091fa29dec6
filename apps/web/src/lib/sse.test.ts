import { describe, expect, it } from 'vitest';
import { backoffDelay, SseParser } from './sse';

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
  it('doubles from the minimum and is capped', () => {
    expect([0, 1, 2, 3].map((a) => backoffDelay(a, 1000, 5000))).toEqual([1000, 2000, 4000, 5000]);
    expect(backoffDelay(20)).toBe(30_000);
  });
});
