import { useEffect, useSyncExternalStore } from 'react';
import { DEFAULT_TIME_ZONE, timeEvent } from '@lms/shared';
import { API_BASE, buildHeaders, refreshAccessToken } from './api-client';
import { connectSse } from './sse';

/**
 * Server time for the header clock: the SSE stream `sistem` sends `time` events; between them the clock
 * ticks locally with the measured offset, so one stream serves every clock on the page.
 */
export type ServerTimeSnapshot = {
  /** Server time in epoch ms at the last tick. */
  now: number;
  /** Whether a `time` event has arrived (before that the local clock is shown). */
  synced: boolean;
  timeZone: string;
};

let offsetMs = 0;
let snapshot: ServerTimeSnapshot = { now: Date.now(), synced: false, timeZone: DEFAULT_TIME_ZONE };
const listeners = new Set<() => void>();
let ticker: ReturnType<typeof setTimeout> | null = null;

function emit(next: Partial<ServerTimeSnapshot>) {
  snapshot = { ...snapshot, ...next };
  listeners.forEach((l) => l());
}

function scheduleTick() {
  const now = Date.now() + offsetMs;
  // Land on whole seconds so the displayed seconds change in step with the server.
  ticker = setTimeout(() => {
    emit({ now: Date.now() + offsetMs });
    scheduleTick();
  }, 1000 - (now % 1000) + 5);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!ticker) scheduleTick();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && ticker) {
      clearTimeout(ticker);
      ticker = null;
    }
  };
}

/** Applies a `time` event: {server_time, time_zone}. */
export function applyTimeEvent(data: unknown) {
  const parsed = timeEvent.safeParse(data);
  if (!parsed.success) return;
  const serverMs = Date.parse(parsed.data.server_time);
  if (Number.isNaN(serverMs)) return;
  offsetMs = serverMs - Date.now();
  emit({ now: serverMs, synced: true, timeZone: parsed.data.time_zone || snapshot.timeZone });
}

/** Zone known before the first event (from user_info / settings). */
export function setFallbackTimeZone(tz: string | null | undefined) {
  if (tz && !snapshot.synced && tz !== snapshot.timeZone) emit({ timeZone: tz });
}

export function useServerTime(): ServerTimeSnapshot {
  return useSyncExternalStore(subscribe, () => snapshot);
}

let streamUsers = 0;
let disconnect: (() => void) | null = null;
let closeTimer: ReturnType<typeof setTimeout> | null = null;

/** Keeps the `sistem` stream open while a layout that needs it is mounted (shared, reference-counted). */
export function useServerTimeStream(enabled = true) {
  useEffect(() => {
    if (!enabled) return;
    streamUsers += 1;
    if (closeTimer) {
      clearTimeout(closeTimer);
      closeTimer = null;
    }
    disconnect ??= connectSse({
      url: `${API_BASE}/v2/lms/events?stream=sistem`,
      headers: () => buildHeaders('GET'),
      onUnauthorized: refreshAccessToken,
      onMessage: (msg) => {
        if (msg.event !== 'time') return;
        try {
          applyTimeEvent(JSON.parse(msg.data));
        } catch {
          // a malformed event is skipped; the next one arrives within a second
        }
      },
    });
    return () => {
      streamUsers -= 1;
      // A layout switch unmounts and remounts at once: keep the stream for a moment instead of reconnecting.
      if (streamUsers === 0) {
        closeTimer = setTimeout(() => {
          disconnect?.();
          disconnect = null;
          closeTimer = null;
        }, 2000);
      }
    };
  }, [enabled]);
}

/** Ends the stream immediately (logout). */
export function closeServerTimeStream() {
  disconnect?.();
  disconnect = null;
  streamUsers = 0;
  snapshot = { ...snapshot, synced: false };
}
