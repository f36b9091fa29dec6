/** Test-only: a fetch-based SSE reader (the web client reads the stream the same way, with headers). */
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { createSseParser, type SseMessage } from './sse';

export type SseConnection = {
  status: number;
  headers: Headers;
  messages: SseMessage[];
  raw(): string;
  /** Resolves with the first message (from the start) matching `pred` and not yet returned by waitFor. */
  waitFor(pred: (m: SseMessage) => boolean, timeoutMs?: number): Promise<SseMessage>;
  close(): void;
  ended: Promise<void>;
};

export async function openSse(baseUrl: string, query: string, headers: Record<string, string>): Promise<SseConnection> {
  return openSseAt(baseUrl, `/api/v2/lms/events?${query}`, headers);
}

/** Any stream route by its path (e.g. the exam stream /api/v2/lms/events/ujian/{id}). */
export async function openSseAt(baseUrl: string, path: string, headers: Record<string, string>): Promise<SseConnection> {
  const ctrl = new AbortController();
  const res = await fetch(`${baseUrl}${path}`, { headers, signal: ctrl.signal });
  const messages: SseMessage[] = [];
  const taken = new Set<SseMessage>();
  let raw = '';
  const parse = createSseParser();
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const ended = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        const text = decoder.decode(value, { stream: true });
        raw += text;
        messages.push(...parse(text));
      }
    } catch {
      // aborted by close()
    }
  })();
  return {
    status: res.status,
    headers: res.headers,
    messages,
    raw: () => raw,
    async waitFor(pred, timeoutMs = 5000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const hit = messages.find((m) => !taken.has(m) && pred(m));
        if (hit) {
          taken.add(hit);
          return hit;
        }
        if (Date.now() > until) throw new Error(`no matching SSE message within ${timeoutMs} ms; got ${JSON.stringify(messages)}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close: () => ctrl.abort(),
    ended,
  };
}

/** Bearer + college-id headers for a demo user, signed directly (independent of the login module). */
export async function tokenHeaders(app: FastifyInstance, username: string, collegeId: number, headerCollegeId = collegeId) {
  const [u] = await app.deps.db
    .select()
    .from(users)
    .where(and(eq(users.collegeId, collegeId), eq(users.username, username)));
  if (!u) throw new Error(`no user ${username} in college ${collegeId}`);
  const token = await app.deps.tokens.signAccess({ userId: u.id, collegeId, role: u.role, username, operator: null });
  return { headers: { authorization: `Bearer ${token}`, 'college-id': String(headerCollegeId) }, userId: u.id };
}

// Generous: a loaded 2-core CI runner can take seconds to notice a closed stream; a passing wait returns at once.
export async function waitUntil(cond: () => boolean, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  while (!cond()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}
