/** Server-Sent Events wire format (https://html.spec.whatwg.org/multipage/server-sent-events.html). */

export const SSE_RETRY_MS = 3000;
/**
 * The retry hint every open stream gets when its process shuts down, just before it is closed: the client
 * reconnects (through the load balancer, to another process) after a random delay up to this, so the streams of a
 * stopping process do not all land on the others in the same instant.
 */
export const SSE_RETRY_SHUTDOWN_MS = 5000;
/** A client that stopped reading is dropped once this much output is queued for it. */
export const SSE_MAX_BUFFERED_BYTES = 1024 * 1024;

export const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache',
  connection: 'keep-alive',
  // nginx and similar proxies would otherwise hold events back in their buffers.
  'x-accel-buffering': 'no',
} as const;

const oneLine = (s: string) => s.replace(/[\r\n\0]/g, '');

/** `id` makes the client resume from this event (Last-Event-ID) after a reconnect. */
export function formatSseEvent(event: string, data: unknown, id?: string | null): string {
  // JSON.stringify never emits raw newlines, so one `data:` line is enough.
  const idLine = id ? `id: ${oneLine(id)}\n` : '';
  return `${idLine}event: ${oneLine(event)}\ndata: ${JSON.stringify(data ?? null)}\n\n`;
}

/** An id without data: sets the client's resume point without dispatching an event (SSE spec, "last event ID"). */
export const formatSseCursor = (id: string) => `id: ${oneLine(id)}\n\n`;

export const formatSseRetry = (ms: number = SSE_RETRY_MS) => `retry: ${ms}\n\n`;
export const SSE_PING = ': ping\n\n';

export type SseMessage = { event: string; data: string; id: string | null };

/** Incremental parser for tests and tools: feed chunks, get complete messages (comments are skipped). */
export function createSseParser() {
  let buffer = '';
  let lastId: string | null = null;
  return (chunk: string): SseMessage[] => {
    buffer += chunk;
    const out: SseMessage[] = [];
    let idx: number;
    while ((idx = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, idx);
      buffer = buffer.slice(idx + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
        else if (line.startsWith('id:')) lastId = line.slice(3).trim();
      }
      if (data.length) out.push({ event, data: data.join('\n'), id: lastId });
    }
    return out;
  };
}
