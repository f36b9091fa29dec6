import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { TimeEvent } from '@lms/shared';
import type { Database, Db } from '../db/client';

/**
 * Live-event bus (ARCHITECTURE.md "live events").
 *
 * Every event is published with PostgreSQL NOTIFY on ONE channel; every API process LISTENs on it and fans the
 * event out to its own SSE subscribers whose stream + college (+ audience) match. The publishing process gets its
 * own event back through LISTEN too, so there is one delivery path whether one or many processes run.
 *
 * Exception, by design: the `time` event of stream `sistem` does NOT go through NOTIFY. Server time is the same in
 * every process, so sending it through the database once a second would only add load; instead each process runs
 * one shared ticker (started with its first `sistem` subscriber, stopped with its last) that writes the time to
 * its local `sistem` subscribers. Any other event on `sistem` (or any stream) still goes through NOTIFY.
 */

export const EVENTS_CHANNEL = 'lms_events';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
export const NOTIFY_MAX_BYTES = 8000;
export const TICKER_STREAM = 'sistem';
export const TICK_MS = 1000;
export const DEFAULT_TIME_ZONE = 'Asia/Jakarta';

export type BusEvent = {
  stream: string;
  /** null: every college (system-wide). */
  collegeId: number | null;
  /** Limit delivery to these users; absent means everybody on the stream in the college. */
  audience?: { userIds?: number[] };
  event: string;
  data: unknown;
};

export type SubscriberFilter = {
  stream: string;
  collegeId: number;
  userId?: number;
  /** IANA zone of the subscriber's college, used by the `time` ticker. */
  timeZone?: string;
};

export type DeliveredEvent = { event: string; data: unknown };
export type EventHandler = (e: DeliveredEvent) => void;

export type EventBusStats = {
  listening: boolean;
  subscribers: number;
  tickerSubscribers: number;
  tickerRunning: boolean;
  /** How many times a ticker interval was created in this bus's life (shared ticker => grows only per idle->busy). */
  tickerStarts: number;
};

export interface EventBus {
  /**
   * Sends the event to every process through NOTIFY. Pass `db` (a transaction) to have it delivered only when
   * that transaction commits. Throws EventTooLargeError (and sends nothing) when the payload is too big.
   */
  publish(event: BusEvent, opts?: { db?: Db }): Promise<void>;
  subscribe(filter: SubscriberFilter, handler: EventHandler): () => void;
  start(): Promise<void>;
  close(): Promise<void>;
  stats(): EventBusStats;
}

export class EventTooLargeError extends Error {
  constructor(readonly bytes: number) {
    super(`Event payload is ${bytes} bytes; NOTIFY accepts less than ${NOTIFY_MAX_BYTES}. Publish an id and let clients fetch the data.`);
  }
}

type Log = { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

type Subscriber = SubscriberFilter & { handler: EventHandler };

export function encodeBusEvent(event: BusEvent): string {
  if (!event.stream || !event.event) throw new Error('Event needs a stream and an event name');
  const payload = JSON.stringify({
    stream: event.stream,
    collegeId: event.collegeId,
    audience: event.audience,
    event: event.event,
    data: event.data ?? null,
  });
  const bytes = Buffer.byteLength(payload, 'utf8');
  if (bytes >= NOTIFY_MAX_BYTES) throw new EventTooLargeError(bytes);
  return payload;
}

export function matches(sub: SubscriberFilter, e: BusEvent): boolean {
  if (sub.stream !== e.stream) return false;
  if (e.collegeId !== null && e.collegeId !== sub.collegeId) return false;
  const ids = e.audience?.userIds;
  if (ids) return sub.userId !== undefined && ids.includes(sub.userId);
  return true;
}

export function createEventBus(database: Database, opts: { log?: Log; tickMs?: number } = {}): EventBus {
  const log = opts.log ?? { warn: () => {}, error: () => {} };
  const tickMs = opts.tickMs ?? TICK_MS;
  const subscribers = new Set<Subscriber>();
  const tickerSubs = new Set<Subscriber>();
  let ticker: NodeJS.Timeout | null = null;
  let tickerStarts = 0;
  let unlisten: (() => Promise<void>) | null = null;
  let starting: Promise<void> | null = null;

  function deliver(sub: Subscriber, e: DeliveredEvent) {
    try {
      sub.handler(e);
    } catch (err) {
      // One broken connection must not stop the fan-out to the others.
      log.warn({ err }, 'event subscriber failed');
    }
  }

  function onNotify(payload: string) {
    let e: BusEvent;
    try {
      e = JSON.parse(payload) as BusEvent;
    } catch (err) {
      log.error({ err }, 'unreadable event payload');
      return;
    }
    for (const sub of subscribers) if (matches(sub, e)) deliver(sub, { event: e.event, data: e.data });
  }

  function tick() {
    const serverTime = new Date().toISOString();
    for (const sub of tickerSubs) {
      const data: TimeEvent = { server_time: serverTime, time_zone: sub.timeZone ?? DEFAULT_TIME_ZONE };
      deliver(sub, { event: 'time', data });
    }
  }

  function startTicker() {
    if (ticker) return;
    tickerStarts += 1;
    ticker = setInterval(tick, tickMs);
    ticker.unref();
  }

  function stopTicker() {
    if (!ticker) return;
    clearInterval(ticker);
    ticker = null;
  }

  return {
    async publish(event, o) {
      const payload = encodeBusEvent(event);
      if (o?.db) await o.db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${payload})`);
      else await database.pubsub.notify(EVENTS_CHANNEL, payload);
    },

    subscribe(filter, handler) {
      const sub: Subscriber = { ...filter, handler };
      subscribers.add(sub);
      if (sub.stream === TICKER_STREAM) {
        tickerSubs.add(sub);
        startTicker();
      }
      return () => {
        subscribers.delete(sub);
        if (tickerSubs.delete(sub) && tickerSubs.size === 0) stopTicker();
      };
    },

    async start() {
      if (unlisten) return;
      starting ??= database.pubsub.listen(EVENTS_CHANNEL, onNotify).then((u) => {
        unlisten = u;
      });
      await starting;
    },

    async close() {
      stopTicker();
      tickerSubs.clear();
      subscribers.clear();
      if (starting) await starting.catch(() => {});
      starting = null;
      const u = unlisten;
      unlisten = null;
      if (u) await u().catch((err) => log.warn({ err }, 'unlisten failed'));
    },

    stats: () => ({
      listening: unlisten !== null,
      subscribers: subscribers.size,
      tickerSubscribers: tickerSubs.size,
      tickerRunning: ticker !== null,
      tickerStarts,
    }),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    events: EventBus;
  }
}

/** Decorates `app.events` (the same bus as `app.deps.events`); listens from onReady until close (one LISTEN per app). */
export function registerEvents(app: FastifyInstance) {
  const bus = app.deps.events;
  app.decorate('events', bus);
  app.addHook('onReady', async () => bus.start());
  app.addHook('onClose', async () => bus.close());
}
