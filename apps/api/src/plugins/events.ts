import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { parseLiveEventInput, RESYNC_EVENT, type EventAudience, type EventStream, type LiveEventInput, type Role } from '@lms/shared';
import type { Database, Db } from '../db/client';

/**
 * Live-event bus (ARCHITECTURE.md "live events").
 *
 * Publishing: only events of the shared catalog (packages/shared/src/events), with the payload and audience the
 * catalog declares; the compiler checks that, and publish() checks it again at run time. Every event goes out with
 * PostgreSQL NOTIFY on ONE channel; every API process LISTENs on it, so the publishing process gets its own event
 * back the same way and there is one delivery path whether one or many processes run.
 *
 * Delivery: subscribers are indexed by college + stream, so an event only looks at the connections that could
 * want it, and nothing is queried when nobody in that college listens to that stream. The audience is resolved
 * per event, not per subscriber: a class event asks the resolver once for the class's member set (cached a few
 * seconds, shared by every connection of the process) and once, batched, for the operators among the candidates;
 * each candidate is then a set lookup. Events are handled one after another so they arrive in publish order.
 *
 * Replay: every process keeps the last few thousand events it received (the same sequence in every process,
 * NOTIFY delivers in commit order). A client reconnecting with `Last-Event-ID` gets what it missed, filtered as
 * live events are; when the id is not in the ring (too old, or this process restarted) it gets a `resync` hint.
 *
 * Server time is NOT an event of the bus: it is the same in every process, so each SSE connection is sent its
 * `time` by its own process (modules/events: on connect, then every 20 s on a staggered wheel).
 */

export const EVENTS_CHANNEL = 'lms_events';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
export const NOTIFY_MAX_BYTES = 8000;
export const REPLAY_MAX_EVENTS = 5000;
export const REPLAY_MAX_AGE_MS = 5 * 60_000;

/** An event as it travels through NOTIFY. */
export type WireEvent = LiveEventInput & { id: string };

export type SubscriberFilter = {
  streams: readonly EventStream[];
  collegeId: number;
  userId: number;
  role: Role | 'SYSTEM';
};

/** `resync` carries the current cursor as its id, so the client resumes from now on. */
export type DeliveredEvent = { id: string; event: string; data: unknown };
export type EventHandler = (e: DeliveredEvent) => void;

/** Who belongs to a class-shaped audience; implemented over the database in modules/events/audience.ts. */
export interface AudienceResolver {
  /** User ids of the class's teachers and participants (for `ujian`: the exam's takers and the class's teachers). */
  members(collegeId: number, audience: Exclude<EventAudience, { kind: 'user' | 'college' }>): Promise<ReadonlySet<number>>;
  /** Which of these operators (users of the college) have read on kelas_kuliah. */
  operatorsReadingKelas(collegeId: number, userIds: readonly number[]): Promise<ReadonlySet<number>>;
}

export type EventBusStats = {
  listening: boolean;
  /** Open subscriptions (one per SSE connection). */
  subscribers: number;
  /** Events kept for Last-Event-ID replay. */
  replayable: number;
};

export interface EventBus {
  /**
   * Sends the event to every process through NOTIFY. Pass `db` (a transaction) to have it delivered only when
   * that transaction commits. Throws InvalidLiveEventError (payload or audience not allowed by the catalog) or
   * EventTooLargeError, and sends nothing then.
   */
  publish(event: LiveEventInput, opts?: { db?: Db }): Promise<void>;
  /**
   * Subscribes a connection to its streams. With `lastEventId` the events missed since that id are delivered
   * first (or one `resync` event when they are no longer known); live events wait behind them.
   */
  subscribe(filter: SubscriberFilter, handler: EventHandler, opts?: { lastEventId?: string | null }): () => void;
  /** The id a fresh connection should resume from (the newest known event, or this process's start marker). */
  cursor(): string;
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

type Subscriber = SubscriberFilter & {
  handler: EventHandler;
  /** Live events held back while this subscriber's replay is being resolved. */
  held: DeliveredEvent[] | null;
  closed: boolean;
};
type Received = { seq: number; at: number; e: WireEvent };

export function newEventId(): string {
  return `${Date.now().toString(36)}-${randomBytes(5).toString('hex')}`;
}

export function encodeBusEvent(event: WireEvent): string {
  const payload = JSON.stringify(event);
  const bytes = Buffer.byteLength(payload, 'utf8');
  if (bytes >= NOTIFY_MAX_BYTES) throw new EventTooLargeError(bytes);
  return payload;
}

/** Picks, among candidates of the event's college and stream, those in its audience (one resolver call each kind). */
export async function selectRecipients<S extends Pick<SubscriberFilter, 'userId' | 'role'>>(
  resolver: AudienceResolver,
  e: Pick<WireEvent, 'collegeId' | 'audience'>,
  candidates: readonly S[],
): Promise<S[]> {
  if (candidates.length === 0) return [];
  const a = e.audience;
  if (a.kind === 'user') return candidates.filter((s) => s.userId === a.user_id);
  if (a.kind === 'college') return [...candidates];
  const members = await resolver.members(e.collegeId, a);
  let readers: ReadonlySet<number> = new Set();
  if (a.kind === 'kelas') {
    const operators = [...new Set(candidates.filter((s) => s.role === 'ROLE_OPERATOR').map((s) => s.userId))];
    if (operators.length) readers = await resolver.operatorsReadingKelas(e.collegeId, operators);
  }
  return candidates.filter((s) =>
    s.role === 'ROLE_OPERATOR' ? readers.has(s.userId) : s.role !== 'SYSTEM' && members.has(s.userId),
  );
}

/**
 * `resolver` is the class membership, created by the composition root (app.ts, jobs/index.ts: the database's, in
 * modules/events/audience.ts) and handed in, so this plugin imports no module.
 */
export function createEventBus(database: Database, opts: { resolver: AudienceResolver; log?: Log }): EventBus {
  const log = opts.log ?? { warn: () => {}, error: () => {} };
  const resolver = opts.resolver;
  const bootMarker = `0-${randomBytes(5).toString('hex')}`;
  /** `${collegeId}:${stream}` → subscribers. */
  const index = new Map<string, Set<Subscriber>>();
  let subscriberCount = 0;
  const ring: Received[] = [];
  const seqOf = new Map<string, number>();
  let lastSeq = 0;
  let evicted = false;
  /** Seq of the newest event whose delivery has picked its candidates (replay covers up to here). */
  let startedSeq = 0;
  let chain: Promise<void> = Promise.resolve();
  let unlisten: (() => Promise<void>) | null = null;
  let starting: Promise<void> | null = null;

  const keyOf = (collegeId: number, stream: string) => `${collegeId}:${stream}`;

  function deliver(sub: Subscriber, e: DeliveredEvent) {
    if (sub.closed) return;
    if (sub.held) {
      sub.held.push(e);
      return;
    }
    try {
      sub.handler(e);
    } catch (err) {
      // One broken connection must not stop the fan-out to the others.
      log.warn({ err }, 'event subscriber failed');
    }
  }

  function remember(e: WireEvent) {
    const now = Date.now();
    lastSeq += 1;
    ring.push({ seq: lastSeq, at: now, e });
    seqOf.set(e.id, lastSeq);
    let drop = 0;
    // Old events go, but the newest stays whatever its age: it is the cursor of quiet periods.
    while (ring.length - drop > 1 && (ring.length - drop > REPLAY_MAX_EVENTS || now - ring[drop]!.at > REPLAY_MAX_AGE_MS)) drop += 1;
    if (drop > 0) {
      for (const r of ring.splice(0, drop)) seqOf.delete(r.e.id);
      evicted = true;
    }
    return lastSeq;
  }

  async function fanOut(seq: number, e: WireEvent) {
    startedSeq = seq;
    const subs = index.get(keyOf(e.collegeId, e.stream));
    if (!subs || subs.size === 0) return;
    const recipients = await selectRecipients(resolver, e, [...subs]);
    const out: DeliveredEvent = { id: e.id, event: e.event, data: e.data };
    for (const sub of recipients) deliver(sub, out);
  }

  function onNotify(payload: string) {
    let e: WireEvent;
    try {
      e = JSON.parse(payload) as WireEvent;
    } catch (err) {
      log.error({ err }, 'unreadable event payload');
      return;
    }
    if (!e?.id || !e.stream || !e.audience) return;
    const seq = remember(e);
    chain = chain
      .then(() => fanOut(seq, e))
      // A failed membership lookup delivers nothing (never to the wrong people) and must not stop later events.
      .catch((err) => log.error({ err, event: e.event, stream: e.stream }, 'event delivery failed'));
  }

  /** The events after `id` that this process still holds, or null when it cannot tell what was missed. */
  function missedSince(id: string, upTo: number): Received[] | null {
    let from: number | undefined;
    if (id === bootMarker) from = evicted ? undefined : 0;
    else from = seqOf.get(id);
    if (from === undefined) return null;
    // Seqs in the ring are consecutive: slice instead of scanning (10,000 clients may reconnect at once).
    const first = ring[0]?.seq ?? 1;
    return ring.slice(Math.max(0, from + 1 - first), Math.max(0, upTo + 1 - first));
  }

  /** The newest event already fanned out: anything after it reaches a new subscriber live. */
  function cursor() {
    const first = ring[0];
    const hit = first && startedSeq >= first.seq ? ring[startedSeq - first.seq] : undefined;
    return hit?.e.id ?? bootMarker;
  }

  async function replay(sub: Subscriber, missed: Received[]) {
    try {
      for (const r of missed) {
        if (r.e.collegeId !== sub.collegeId || !sub.streams.includes(r.e.stream)) continue;
        const [hit] = await selectRecipients(resolver, r.e, [sub]);
        if (hit && !sub.closed) sub.handler({ id: r.e.id, event: r.e.event, data: r.e.data });
      }
    } catch (err) {
      log.error({ err }, 'event replay failed');
      if (!sub.closed) sub.handler({ id: cursor(), event: RESYNC_EVENT, data: {} });
    } finally {
      const held = sub.held ?? [];
      sub.held = null;
      for (const e of held) deliver(sub, e);
    }
  }

  return {
    async publish(event, o) {
      const parsed = parseLiveEventInput(event);
      const payload = encodeBusEvent({ ...parsed, id: newEventId() });
      if (o?.db) await o.db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${payload})`);
      else await database.pubsub.notify(EVENTS_CHANNEL, payload);
    },

    subscribe(filter, handler, o) {
      const sub: Subscriber = { ...filter, streams: [...new Set(filter.streams)], handler, held: null, closed: false };
      for (const stream of sub.streams) {
        const key = keyOf(sub.collegeId, stream);
        let set = index.get(key);
        if (!set) index.set(key, (set = new Set()));
        set.add(sub);
      }
      subscriberCount += 1;

      if (o?.lastEventId) {
        const missed = missedSince(o.lastEventId, startedSeq);
        if (!missed) deliver(sub, { id: cursor(), event: RESYNC_EVENT, data: {} });
        else if (missed.length) {
          sub.held = [];
          void replay(sub, missed);
        }
      }

      return () => {
        if (sub.closed) return;
        sub.closed = true;
        subscriberCount -= 1;
        for (const stream of sub.streams) {
          const key = keyOf(sub.collegeId, stream);
          const set = index.get(key);
          set?.delete(sub);
          if (set?.size === 0) index.delete(key);
        }
      };
    },

    cursor,

    async start() {
      if (unlisten) return;
      starting ??= database.pubsub.listen(EVENTS_CHANNEL, onNotify).then((u) => {
        unlisten = u;
      });
      await starting;
    },

    async close() {
      index.clear();
      subscriberCount = 0;
      if (starting) await starting.catch(() => {});
      starting = null;
      const u = unlisten;
      unlisten = null;
      if (u) await u().catch((err) => log.warn({ err }, 'unlisten failed'));
      await chain;
    },

    stats: () => ({ listening: unlisten !== null, subscribers: subscriberCount, replayable: ring.length }),
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
