/**
 * Fetch-based Server-Sent Events client: EventSource cannot send the Bearer token and the college-id
 * header, so we read the stream ourselves (ARCHITECTURE.md, live events).
 */
import { SSE_RECONNECT_MAX_MS, SSE_RECONNECT_MIN_MS } from '@lms/shared';

export type SseMessage = { event: string; data: string; id: string | null };

/** Incremental parser of the text/event-stream format; feed it decoded chunks in order. */
export class SseParser {
  private buffer = '';
  private data: string[] = [];
  private event = '';
  private id: string | null = null;
  /** Reconnection delay requested by the server with `retry:`. */
  retry: number | null = null;
  lastEventId: string | null = null;

  /** Drop a half-received event (the connection broke); keeps lastEventId and retry. */
  reset() {
    this.buffer = '';
    this.data = [];
    this.event = '';
    this.id = null;
  }

  feed(chunk: string): SseMessage[] {
    this.buffer += chunk;
    const out: SseMessage[] = [];
    // Lines end with \n, \r\n or \r; keep an incomplete last line (and a lone trailing \r) for the next chunk.
    const lines = this.buffer.split(/\r\n|\n|\r(?!$)/);
    this.buffer = lines.pop() ?? '';
    for (const line of lines) {
      const msg = this.line(line);
      if (msg) out.push(msg);
    }
    return out;
  }

  private line(line: string): SseMessage | null {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'data':
        this.data.push(value);
        break;
      case 'event':
        this.event = value;
        break;
      case 'id':
        if (!value.includes('\0')) this.id = value;
        break;
      case 'retry':
        if (/^\d+$/.test(value)) this.retry = Number(value);
        break;
    }
    return null;
  }

  private dispatch(): SseMessage | null {
    if (this.id !== null) this.lastEventId = this.id;
    const hasData = this.data.length > 0;
    const msg: SseMessage = { event: this.event || 'message', data: this.data.join('\n'), id: this.lastEventId };
    this.data = [];
    this.event = '';
    this.id = null;
    return hasData ? msg : null;
  }
}

export type SseOptions = {
  url: string;
  headers: () => Record<string, string>;
  onMessage: (msg: SseMessage) => void;
  onOpen?: () => void;
  /** Called before a reconnect when the server answered 401; return true when a new token is in place. */
  onUnauthorized?: () => Promise<boolean>;
  /** Resume point for the first request (e.g. handed over by the tab that held the stream before). */
  lastEventId?: string | null;
  minDelayMs?: number;
  maxDelayMs?: number;
  /** For tests; Math.random by default. */
  random?: () => number;
};

/**
 * Reconnect delay with "full jitter": a random point in [0, min·2^attempt] (capped at max). When a server restarts,
 * every browser loses its stream in the same instant; spreading the retries keeps them from all coming back in
 * the same instant too. The server's `retry:` hint, when it sent one, replaces the minimum.
 */
export function backoffDelay(attempt: number, min = SSE_RECONNECT_MIN_MS, max = SSE_RECONNECT_MAX_MS, random: () => number = Math.random): number {
  const cap = Math.min(max, min * 2 ** Math.max(0, Math.min(attempt, 30)));
  return Math.round(random() * cap);
}

/** Opens the stream and keeps it open (reconnecting with backoff and Last-Event-ID) until the returned function is called. */
export function connectSse(opts: SseOptions): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  let attempt = 0;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const t = setTimeout(resolve, ms);
      signal.addEventListener('abort', () => {
        clearTimeout(t);
        resolve();
      });
    });

  const run = async () => {
    const parser = new SseParser();
    parser.lastEventId = opts.lastEventId ?? null;
    while (!signal.aborted) {
      parser.reset();
      try {
        const headers: Record<string, string> = { Accept: 'text/event-stream', 'Cache-Control': 'no-cache', ...opts.headers() };
        if (parser.lastEventId) headers['Last-Event-ID'] = parser.lastEventId;
        const res = await fetch(opts.url, { headers, signal, cache: 'no-store' });
        if (res.status === 401 && opts.onUnauthorized) {
          if (!(await opts.onUnauthorized())) return;
          continue;
        }
        if (!res.ok || !res.body) throw new Error(`SSE ${res.status}`);
        attempt = 0;
        opts.onOpen?.();
        const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          for (const msg of parser.feed(value)) opts.onMessage(msg);
        }
      } catch {
        if (signal.aborted) return;
      }
      if (signal.aborted) return;
      await sleep(backoffDelay(attempt++, parser.retry ?? opts.minDelayMs, opts.maxDelayMs, opts.random));
    }
  };
  void run();
  return () => controller.abort();
}
