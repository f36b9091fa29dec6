import { beforeAll, describe, expect, it } from 'vitest';
import * as realCatalog from './live-catalog';
import type { SseMessage } from './sse';
import {
  connectWithCatalog,
  createCatalogLoader,
  createLiveHub,
  LEADER_LOCK,
  liveCatalog,
  liveEventsPath,
  onLiveEvent,
  onResync,
  type ChannelLike,
  type LiveCatalog,
  type LiveHubEnv,
  type LocksLike,
} from './live-events';

// The app's catalog loader, loaded once: the hub tests below deliver synchronously, as in a running app.
beforeAll(async () => {
  await liveCatalog.load();
});

/** Web Locks as the browser implements them for one origin: one holder, waiters granted in order. */
function fakeLocks(): LocksLike {
  let held = false;
  const queue: { cb: () => Promise<void>; resolve: (v: unknown) => void; reject: (e: unknown) => void; signal: AbortSignal }[] = [];
  const next = () => {
    const w = queue.shift();
    if (!w) return;
    held = true;
    void w.cb().then(() => {
      held = false;
      w.resolve(undefined);
      next();
    });
  };
  return {
    request(name, { signal }, cb) {
      expect(name).toBe(LEADER_LOCK);
      return new Promise((resolve, reject) => {
        const w = { cb, resolve, reject, signal };
        signal.addEventListener('abort', () => {
          const i = queue.indexOf(w);
          if (i < 0) return;
          queue.splice(i, 1);
          reject(new DOMException('aborted', 'AbortError'));
        });
        queue.push(w);
        if (!held) next();
      });
    },
  };
}

/** BroadcastChannel of one origin: a message reaches every other open channel, not the sender. */
function fakeChannels() {
  const open = new Set<ChannelLike>();
  return () => {
    const ch: ChannelLike = {
      onmessage: null,
      postMessage(m) {
        for (const o of open) if (o !== ch) o.onmessage?.({ data: structuredClone(m) });
      },
      close() {
        open.delete(ch);
      },
    };
    open.add(ch);
    return ch;
  };
}

/** Records the connections tabs open; `push` plays the server sending on the current one. */
function fakeServer() {
  const conns: { lastEventId: string | null; onMessage: (m: SseMessage) => void; open: boolean }[] = [];
  const connect: LiveHubEnv['connect'] = ({ onMessage, lastEventId }) => {
    const c = { lastEventId: lastEventId ?? null, onMessage, open: true };
    conns.push(c);
    return () => {
      c.open = false;
    };
  };
  const push = (m: SseMessage) => conns.filter((c) => c.open).forEach((c) => c.onMessage(m));
  return { conns, connect, push, openCount: () => conns.filter((c) => c.open).length };
}

const flush = () => new Promise((r) => setTimeout(r, 0));
const status = (id: string, n: number): SseMessage => ({
  event: 'status',
  id,
  data: JSON.stringify({ id: n, id_kelas_kuliah: 'K1', nomor: 1, status: 'berlangsung', mulai_kuliah: null, selesai_kuliah: null }),
});

describe('live hub: one stream per browser', () => {
  it('opens ONE connection for three tabs and delivers every event to each tab', async () => {
    const server = fakeServer();
    const env = { locks: fakeLocks(), channel: fakeChannels(), connect: server.connect };
    const tabs = [createLiveHub(env), createLiveHub(env), createLiveHub(env)];
    const got = tabs.map(() => [] as number[]);
    tabs.forEach((t, i) => onLiveEvent(t, 'status', (d) => got[i]!.push(d.id)));
    tabs.forEach((t) => t.start());
    await flush();
    expect(tabs.map((t) => t.role)).toEqual(['leader', 'follower', 'follower']);
    expect(server.openCount()).toBe(1);
    server.push(status('e1', 1));
    // A malformed payload is skipped by every tab, not thrown.
    server.push({ event: 'status', id: 'e2', data: '{"id":"x"}' });
    expect(got).toEqual([[1], [1], [1]]);
  });

  it('hands the stream to a waiting tab when the leader stops, resuming from the last event id', async () => {
    const server = fakeServer();
    const env = { locks: fakeLocks(), channel: fakeChannels(), connect: server.connect };
    const a = createLiveHub(env);
    const b = createLiveHub(env);
    a.start();
    b.start();
    await flush();
    server.push(status('e7', 7));
    a.stop();
    await flush();
    expect(b.role).toBe('leader');
    expect(server.openCount()).toBe(1);
    expect(server.conns.at(-1)!.lastEventId).toBe('e7');
  });

  it('falls back to a stream per tab without Web Locks or BroadcastChannel', async () => {
    const server = fakeServer();
    const noLocks = createLiveHub({ locks: null, channel: fakeChannels(), connect: server.connect });
    const noChannel = createLiveHub({ locks: fakeLocks(), channel: null, connect: server.connect });
    noLocks.start();
    noChannel.start();
    await flush();
    expect([noLocks.role, noChannel.role]).toEqual(['leader', 'leader']);
    expect(server.openCount()).toBe(2);
  });

  it('streams alone when the lock manager refuses the request', async () => {
    const server = fakeServer();
    const refusing: LocksLike = { request: () => Promise.reject(new Error('SecurityError')) };
    const tab = createLiveHub({ locks: refusing, channel: fakeChannels(), connect: server.connect });
    tab.start();
    await flush();
    expect(tab.role).toBe('leader');
    expect(server.openCount()).toBe(1);
  });

  it('gives a starting tab a fresh `time` from the leader and passes resync on', async () => {
    const server = fakeServer();
    const env = { locks: fakeLocks(), channel: fakeChannels(), connect: server.connect };
    const a = createLiveHub(env);
    a.start();
    await flush();
    server.push({ event: 'time', id: null, data: JSON.stringify({ server_time: '2026-11-22T01:00:00.000Z', time_zone: 'Asia/Makassar' }) });
    const b = createLiveHub(env);
    const times: string[] = [];
    let resyncs = 0;
    onLiveEvent(b, 'time', (d) => times.push(d.time_zone));
    onResync(b, () => (resyncs += 1));
    b.start();
    await flush();
    expect(times).toEqual(['Asia/Makassar']);
    server.push({ event: 'resync', id: 'e9', data: '{}' });
    expect(resyncs).toBe(1);
  });
});

/** A catalog download the test finishes (or fails) when it chooses. */
function deferredCatalog() {
  let finish!: (c: LiveCatalog) => void;
  let fail!: (e: Error) => void;
  let calls = 0;
  const loader = createCatalogLoader(() => {
    calls += 1;
    return new Promise<LiveCatalog>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
  });
  return { loader, finish: () => finish(realCatalog), fail: () => fail(new Error('offline')), calls: () => calls };
}

describe('live catalog loaded after the first paint', () => {
  it('delivers what a tab heard before the catalog arrived, in order, and nothing after unsubscribing', async () => {
    const server = fakeServer();
    const hub = createLiveHub({ locks: null, channel: null, connect: server.connect });
    const cat = deferredCatalog();
    const got: number[] = [];
    const gone: number[] = [];
    onLiveEvent(hub, 'status', (d) => got.push(d.id), cat.loader);
    const off = onLiveEvent(hub, 'status', (d) => gone.push(d.id), cat.loader);
    hub.start();
    server.push(status('e1', 1));
    server.push({ event: 'status', id: 'e2', data: 'not json' });
    server.push(status('e3', 3));
    off();
    expect(got).toEqual([]);
    cat.finish();
    await flush();
    expect(got).toEqual([1, 3]);
    server.push(status('e4', 4));
    expect(got).toEqual([1, 3, 4]);
    expect(gone).toEqual([]);
    expect(cat.calls()).toBe(1);
  });

  it('opens the stream with every stream of the catalog once it is in; stopping before opens nothing', async () => {
    const opened: string[] = [];
    const open = (streams: readonly string[]) => {
      opened.push(liveEventsPath(streams));
      return () => opened.push('closed');
    };
    const cat = deferredCatalog();
    const stopEarly = connectWithCatalog(open, cat.loader)({ onMessage: () => {}, lastEventId: null });
    stopEarly();
    const stop = connectWithCatalog(open, cat.loader)({ onMessage: () => {}, lastEventId: null });
    cat.finish();
    await flush();
    expect(opened).toHaveLength(1);
    for (const s of realCatalog.EVENT_STREAMS) expect(opened[0]).toContain(`stream=${encodeURIComponent(s)}`);
    stop();
    expect(opened.at(-1)).toBe('closed');
  });

  it('tries the catalog again after a failed download', async () => {
    const cat = deferredCatalog();
    const opened: string[] = [];
    connectWithCatalog((streams) => (opened.push(streams.join()), () => {}), cat.loader, () => 0)({ onMessage: () => {}, lastEventId: null });
    cat.fail();
    await flush();
    await flush();
    expect(cat.calls()).toBe(2);
    cat.finish();
    await flush();
    expect(opened).toHaveLength(1);
  });
});
