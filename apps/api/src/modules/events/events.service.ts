import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { EventStream, TimeEvent } from '@lms/shared';
import type { Actor } from '../../deps';
import type { EventBus } from '../../plugins/events';
import type { ClockWheel } from './clock-wheel';
import { formatSseCursor, formatSseEvent, formatSseRetry, SSE_HEADERS, SSE_MAX_BUFFERED_BYTES, SSE_PING } from './sse';

/** Each open stream's end; `last` is written before the stream closes (the shutdown's retry hint). */
export type OpenStreams = Set<(last?: string) => void>;

const timeOf = (actor: Actor, now = Date.now()): TimeEvent => ({
  server_time: new Date(now).toISOString(),
  time_zone: actor.college.timeZone,
});

/**
 * Keeps `res` open as one SSE connection carrying the caller's streams until the client leaves or the app closes.
 * Which events reach it is the bus's business (college, stream, audience); this connection adds the `time` event
 * (on connect, then once per wheel period) when it carries `sistem`, and a keep-alive comment otherwise.
 * No per-connection timer: the wheel serves every connection of the process.
 */
export function openEventStream(opts: {
  bus: EventBus;
  wheel: ClockWheel;
  actor: Actor;
  res: ServerResponse;
  log: FastifyBaseLogger;
  streams: readonly EventStream[];
  lastEventId: string | null;
  openStreams: OpenStreams;
}) {
  const { bus, wheel, actor, res, log, streams, openStreams } = opts;
  res.writeHead(200, SSE_HEADERS);
  res.flushHeaders();

  let closed = false;
  const send = (chunk: string) => {
    if (closed || res.writableEnded || res.destroyed) return;
    res.write(chunk);
    if (res.writableLength > SSE_MAX_BUFFERED_BYTES) {
      log.warn({ streams }, 'SSE client not reading, dropping it');
      res.destroy();
    }
  };

  const withTime = streams.includes('sistem');
  send(formatSseRetry());
  // A fresh connection resumes from "now"; a reconnect keeps its own id (the replay sends newer ones).
  if (!opts.lastEventId) send(formatSseCursor(bus.cursor()));
  // The client should not wait a whole period for its first clock value.
  if (withTime) send(formatSseEvent('time', timeOf(actor)));

  const unsubscribe = bus.subscribe(
    { streams, collegeId: actor.college.id, userId: actor.userId, role: actor.role },
    (e) => send(formatSseEvent(e.event, e.data, e.id)),
    { lastEventId: opts.lastEventId },
  );
  const unwheel = wheel.add((now) => send(withTime ? formatSseEvent('time', timeOf(actor, now)) : SSE_PING));

  const cleanup = () => {
    if (closed) return;
    closed = true;
    unwheel();
    unsubscribe();
    openStreams.delete(end);
  };
  // Ends the stream from our side (app closing). The socket is dropped too: left as an idle keep-alive
  // connection it would hold server.close() until the keep-alive timeout.
  const end = (last?: string) => {
    if (last) send(last);
    cleanup();
    if (res.writableEnded) res.destroy();
    else res.end(() => res.destroy());
  };
  openStreams.add(end);
  // The response's 'close' fires when the client goes away (the request's may fire as soon as its body is read).
  res.on('close', cleanup);
  res.on('error', cleanup);
  return end;
}
