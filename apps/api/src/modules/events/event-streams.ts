import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EventStream } from '@lms/shared';
import { createClockWheel } from './clock-wheel';
import { openEventStream, type OpenStreams } from './events.service';
import { formatSseRetry, SSE_RETRY_SHUTDOWN_MS } from './sse';

/**
 * The process's live connections, one place for every route that answers with a stream (`GET /v2/lms/events` and
 * the exam stream `GET /v2/lms/events/ujian/{id}`): the clock wheel they share, ending them before the server
 * closes, and ending a session's streams when that session ends on any process. The exam stream used to redirect
 * (307) to /v2/lms/events after its access check; serving it here saves each taker's page a second request in the
 * minute a whole exam opens its pages at once (bench:ujian).
 */
export type EventStreams = {
  /** Answers `request` with an SSE connection carrying `streams` (Last-Event-ID from the request's header). */
  open(request: FastifyRequest, reply: FastifyReply, streams: readonly EventStream[]): void;
};

declare module 'fastify' {
  interface FastifyInstance {
    eventStreams: EventStreams;
  }
}

export function registerEventStreams(app: FastifyInstance) {
  const openStreams: OpenStreams = new Set();
  const wheel = createClockWheel({ onError: (err) => app.log.warn({ err }, 'SSE periodic write failed') });
  // A stream lives longer than its access token's check: when its session ends (logout, revoked chain, deactivated
  // user, withdrawn login-as right) on any process, the stream is ended here too.
  const bySession = new Map<string, Set<() => void>>();
  const stopRevokeListener = app.deps.tokens.revocations.onRevoke((sid) => {
    for (const end of [...(bySession.get(sid) ?? [])]) end();
  });
  // Open SSE responses would keep server.close() waiting forever: end them before the server closes, each told to
  // reconnect after a spread-out delay (to another process behind the load balancer).
  app.addHook('preClose', async () => {
    stopRevokeListener();
    for (const end of [...openStreams]) end(formatSseRetry(SSE_RETRY_SHUTDOWN_MS));
    wheel.stop();
  });

  const streams: EventStreams = {
    open(request, reply, names) {
      reply.hijack();
      const lastEventId = request.headers['last-event-id'];
      const end = openEventStream({
        bus: app.events,
        wheel,
        actor: request.actor,
        res: reply.raw,
        log: request.log,
        streams: names,
        lastEventId: typeof lastEventId === 'string' && lastEventId ? lastEventId : null,
        openStreams,
      });
      const sid = request.auth.sid;
      if (!sid) return;
      const set = bySession.get(sid) ?? new Set();
      set.add(end);
      bySession.set(sid, set);
      reply.raw.on('close', () => {
        set.delete(end);
        if (set.size === 0 && bySession.get(sid) === set) bySession.delete(sid);
      });
    },
  };
  app.decorate('eventStreams', streams);
}
