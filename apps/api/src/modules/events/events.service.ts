import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TimeEvent } from '@lms/shared';
import { TICKER_STREAM, type EventBus } from '../../plugins/events';
import {
  formatSseEvent,
  formatSseRetry,
  SSE_HEADERS,
  SSE_HEARTBEAT_MS,
  SSE_MAX_BUFFERED_BYTES,
  SSE_PING,
} from './sse';

/** Streams a client may open; `sistem` carries the shared `time` ticker, the others only bus events. */
/** sistem: server time; kehadiran_mahasiswa: calc-percentage; pertemuan: meeting status changes. */
export const EVENT_STREAMS = ['sistem', 'kehadiran_mahasiswa', 'pertemuan'] as const;
export type EventStream = (typeof EVENT_STREAMS)[number];

export type OpenStreams = Set<() => void>;

/**
 * Takes the response over (reply.hijack) and keeps it open as an SSE stream until the client leaves or the app
 * closes. Any logged-in user of the college may listen: events are filtered by the caller's college and user id.
 */
export function openEventStream(opts: {
  bus: EventBus;
  request: FastifyRequest;
  reply: FastifyReply;
  stream: EventStream;
  openStreams: OpenStreams;
}) {
  const { bus, request, reply, stream, openStreams } = opts;
  const { college, auth } = request;
  const res = reply.raw;

  reply.hijack();
  res.writeHead(200, SSE_HEADERS);
  res.flushHeaders();

  let closed = false;
  const send = (chunk: string) => {
    if (closed || res.writableEnded || res.destroyed) return;
    res.write(chunk);
    if (res.writableLength > SSE_MAX_BUFFERED_BYTES) {
      request.log.warn({ stream }, 'SSE client not reading, dropping it');
      res.destroy();
    }
  };

  send(formatSseRetry());
  if (stream === TICKER_STREAM) {
    // The client should not wait up to a second for its first clock value.
    const first: TimeEvent = { server_time: new Date().toISOString(), time_zone: college.timeZone };
    send(formatSseEvent('time', first));
  }

  const unsubscribe = bus.subscribe(
    { stream, collegeId: college.id, userId: auth.userId, timeZone: college.timeZone },
    (e) => send(formatSseEvent(e.event, e.data)),
  );
  const heartbeat = setInterval(() => send(SSE_PING), SSE_HEARTBEAT_MS);
  heartbeat.unref();

  const cleanup = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    unsubscribe();
    openStreams.delete(end);
  };
  // Ends the stream from our side (app closing). The socket is dropped too: left as an idle keep-alive
  // connection it would hold server.close() until the keep-alive timeout.
  const end = () => {
    cleanup();
    if (res.writableEnded) res.destroy();
    else res.end(() => res.destroy());
  };
  openStreams.add(end);
  // The response's 'close' fires when the client goes away (the request's may fire as soon as its body is read).
  res.on('close', cleanup);
  res.on('error', cleanup);
}
