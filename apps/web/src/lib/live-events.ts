import { RESYNC_EVENT, type LiveEventData, type LiveEventName } from '@lms/shared';
import type * as LiveCatalogModule from './live-catalog';
import type { SseMessage, SseOptions } from './sse';

/**
 * The catalog's runtime part (stream names, payload schemas — and with them zod) is loaded after the first paint:
 * nothing live can arrive before the stream is open, and the first page need not download a schema library to
 * draw. `liveCatalog.load()` starts the download (the hub does at start); `get()` is null until it is in.
 */
export type LiveCatalog = typeof LiveCatalogModule;
export type CatalogLoader = { get(): LiveCatalog | null; load(): Promise<LiveCatalog> };

export function createCatalogLoader(load: () => Promise<LiveCatalog>): CatalogLoader {
  let loaded: LiveCatalog | null = null;
  let loading: Promise<LiveCatalog> | null = null;
  return {
    get: () => loaded,
    load: () =>
      (loading ??= load().then(
        (c) => (loaded = c),
        (err: unknown) => {
          // A failed chunk download (offline, new deployment): the next call tries again.
          loading = null;
          throw err;
        },
      )),
  };
}

export const liveCatalog = createCatalogLoader(() => import('./live-catalog'));

/**
 * One live-event stream per browser, shared by its tabs (issue 7: a stream per tab multiplied the server's
 * connections by the tabs people keep open).
 *
 * Tabs elect a leader with the Web Locks API: the tab holding the lock opens the one SSE connection (every stream
 * of the catalog; the server sends each user only their audience's events) and re-broadcasts each message on a
 * BroadcastChannel; the others only listen. When the leader tab closes its lock is released, the next tab waiting
 * for it takes over and reconnects with the last event id every tab has seen, so the server replays what was
 * missed during the hand-over. Without Web Locks or BroadcastChannel (old browsers, some embedded views) each tab
 * simply streams for itself.
 */

export const LEADER_LOCK = 'lms-live-events-leader';
export const CHANNEL_NAME = 'lms-live-events';

type ChannelMessage =
  | { type: 'event'; msg: SseMessage }
  /** A tab started: the leader answers with a fresh `time`, so the new tab's clock need not wait for the next one. */
  | { type: 'hello' };

export type ChannelLike = {
  postMessage(m: ChannelMessage): void;
  onmessage: ((ev: { data: ChannelMessage }) => void) | null;
  close(): void;
};
export type LocksLike = {
  request(name: string, opts: { signal: AbortSignal }, cb: () => Promise<void>): Promise<unknown>;
};

export type LiveHubEnv = {
  locks: LocksLike | null;
  channel: (() => ChannelLike) | null;
  /** Opens the SSE connection (connectSse with the app's url and headers). */
  connect: (opts: Pick<SseOptions, 'onMessage' | 'lastEventId'>) => () => void;
};

export type LiveHub = {
  readonly role: 'stopped' | 'follower' | 'leader';
  on(handler: (msg: SseMessage) => void): () => void;
  start(): void;
  stop(): void;
};

export function createLiveHub(env: LiveHubEnv): LiveHub {
  const handlers = new Set<(msg: SseMessage) => void>();
  let role: LiveHub['role'] = 'stopped';
  let lastEventId: string | null = null;
  let channel: ChannelLike | null = null;
  let disconnect: (() => void) | null = null;
  let abort: AbortController | null = null;
  let release: (() => void) | null = null;
  /** The newest `time` and when it arrived, to hand a fresh one to a starting tab. */
  let lastTime: { msg: SseMessage; at: number } | null = null;

  function dispatch(msg: SseMessage) {
    if (msg.id) lastEventId = msg.id;
    if (msg.event === 'time') lastTime = { msg, at: Date.now() };
    for (const h of handlers) {
      try {
        h(msg);
      } catch {
        // A failing consumer must not stop the others.
      }
    }
  }

  function freshTime(): SseMessage | null {
    if (!lastTime) return null;
    try {
      const d = JSON.parse(lastTime.msg.data) as { server_time: string; time_zone: string };
      const server = Date.parse(d.server_time) + (Date.now() - lastTime.at);
      return { ...lastTime.msg, data: JSON.stringify({ ...d, server_time: new Date(server).toISOString() }) };
    } catch {
      return null;
    }
  }

  function lead() {
    role = 'leader';
    disconnect = env.connect({
      lastEventId,
      onMessage: (msg) => {
        dispatch(msg);
        channel?.postMessage({ type: 'event', msg });
      },
    });
  }

  return {
    get role() {
      return role;
    },
    on(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    start() {
      if (role !== 'stopped') return;
      if (!env.locks || !env.channel) {
        lead();
        return;
      }
      channel = env.channel();
      channel.onmessage = ({ data }) => {
        if (data.type === 'event' && role === 'follower') dispatch(data.msg);
        if (data.type === 'hello' && role === 'leader') {
          const t = freshTime();
          if (t) channel?.postMessage({ type: 'event', msg: t });
        }
      };
      role = 'follower';
      channel.postMessage({ type: 'hello' });
      const ctrl = new AbortController();
      abort = ctrl;
      env.locks
        .request(LEADER_LOCK, { signal: ctrl.signal }, () => {
          if (ctrl.signal.aborted) return Promise.resolve();
          lead();
          // Held until this tab stops (logout) or closes.
          return new Promise<void>((resolve) => (release = resolve));
        })
        .catch(() => {
          // Aborted while waiting (stop), or the lock manager refused: a tab that cannot join streams alone.
          if (!ctrl.signal.aborted && role === 'follower') lead();
        });
    },
    stop() {
      abort?.abort();
      abort = null;
      disconnect?.();
      disconnect = null;
      release?.();
      release = null;
      channel?.close();
      channel = null;
      role = 'stopped';
    },
  };
}

/** Every stream in one connection: `?stream=a&stream=b…`. */
export const liveEventsPath = (streams: readonly string[]) => `/v2/lms/events?${streams.map((s) => `stream=${encodeURIComponent(s)}`).join('&')}`;

/**
 * A hub `connect` that first loads the catalog (the stream names), then opens the stream; stopping before the
 * catalog is in opens nothing. A failed catalog download is retried after a jittered pause, like the stream.
 */
export function connectWithCatalog(
  open: (streams: readonly string[], opts: Pick<SseOptions, 'onMessage' | 'lastEventId'>) => () => void,
  catalog: CatalogLoader = liveCatalog,
  retryMs: () => number = () => 2000 + Math.random() * 8000,
): LiveHubEnv['connect'] {
  return (opts) => {
    let stopped = false;
    let close: (() => void) | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const attempt = () => {
      catalog.load().then(
        (c) => {
          if (!stopped) close = open(c.EVENT_STREAMS, opts);
        },
        () => {
          if (!stopped) timer = setTimeout(attempt, retryMs());
        },
      );
    };
    attempt();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      close?.();
    };
  };
}

export function browserHubEnv(connect: LiveHubEnv['connect']): LiveHubEnv {
  const g = globalThis as { navigator?: { locks?: LocksLike }; BroadcastChannel?: new (name: string) => ChannelLike };
  const locks = g.navigator?.locks ?? null;
  const BC = g.BroadcastChannel;
  return { locks, channel: BC ? () => new BC(CHANNEL_NAME) : null, connect };
}

/**
 * Typed handler for one event of the catalog; malformed payloads are skipped. A message that arrives before the
 * catalog (a follower tab hears the leader's stream at once) is parsed when it is in, in arrival order.
 */
export function onLiveEvent<N extends LiveEventName>(
  hub: Pick<LiveHub, 'on'>,
  name: N,
  handler: (data: LiveEventData<N>) => void,
  catalog: CatalogLoader = liveCatalog,
) {
  let active = true;
  const deliver = (c: LiveCatalog, msg: SseMessage) => {
    if (!active) return;
    let raw: unknown;
    try {
      raw = JSON.parse(msg.data);
    } catch {
      return;
    }
    const data = c.parseLiveEvent(name, raw);
    if (data !== null) handler(data as LiveEventData<N>);
  };
  const off = hub.on((msg) => {
    if (msg.event !== name) return;
    const c = catalog.get();
    if (c) deliver(c, msg);
    else catalog.load().then((loaded) => deliver(loaded, msg), () => {});
  });
  return () => {
    active = false;
    off();
  };
}

/** The server could not replay what this browser missed: refetch what is shown live. */
export function onResync(hub: Pick<LiveHub, 'on'>, handler: () => void) {
  return hub.on((msg) => msg.event === RESYNC_EVENT && handler());
}
