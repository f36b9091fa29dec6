import { useSyncExternalStore } from 'react';
import { DEFAULT_TIME_ZONE, type TimeEvent } from '@lms/shared';
import { onLiveEvent } from './live-events';
import { liveHub, stopLiveStream, useLiveStream } from './live-stream';

/**
 * Server time for the header clock. The server sends `time` on connect and then every 20 s (not every second:
 * that cost grew with streams × seconds); between events the clock ticks here, every second, from the offset
 * measured at the last event. The display is server time in the college's zone, whatever the device clock says.
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

/** Server time now, from the device clock and the measured offset. */
export const serverNow = () => Date.now() + offsetMs;
export const clockOffsetMs = () => offsetMs;

function scheduleTick() {
  // Land on whole server seconds so the displayed seconds change in step with the server.
  ticker = setTimeout(() => {
    emit({ now: serverNow() });
    scheduleTick();
  }, 1000 - (serverNow() % 1000) + 5);
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

/** Applies a `time` event: {server_time, time_zone}; measures the offset to the device clock. */
export function applyTimeEvent(data: unknown) {
  // The hub hands over payloads parsed with the catalog's schema; this guard keeps direct calls safe without
  // pulling the schema library into the first page.
  const t = data as Partial<TimeEvent> | null;
  if (!t || typeof t.server_time !== 'string' || typeof t.time_zone !== 'string') return;
  const serverMs = Date.parse(t.server_time);
  if (Number.isNaN(serverMs)) return;
  offsetMs = serverMs - Date.now();
  emit({ now: serverMs, synced: true, timeZone: t.time_zone || snapshot.timeZone });
}

/** Zone known before the first event (from user_info / settings). */
export function setFallbackTimeZone(tz: string | null | undefined) {
  if (tz && !snapshot.synced && tz !== snapshot.timeZone) emit({ timeZone: tz });
}

export function useServerTime(): ServerTimeSnapshot {
  return useSyncExternalStore(subscribe, () => snapshot);
}

// Whichever tab holds the stream, every tab's clock takes the `time` events.
onLiveEvent(liveHub, 'time', applyTimeEvent);

/** Keeps the browser's live stream (which carries `time`) open while a signed-in layout is mounted. */
export function useServerTimeStream(enabled = true) {
  useLiveStream(enabled);
}

/** Ends the stream immediately (logout). */
export function closeServerTimeStream() {
  stopLiveStream();
  snapshot = { ...snapshot, synced: false };
}
