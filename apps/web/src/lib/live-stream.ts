import { useEffect, useRef } from 'react';
import type { LiveEventData, LiveEventName } from '@lms/shared';
import { API_BASE, buildHeaders, refreshAccessToken } from './api-client';
import { browserHubEnv, connectWithCatalog, createLiveHub, liveCatalog, liveEventsPath, onLiveEvent, onResync } from './live-events';
import { connectSse } from './sse';

/** The app's one live-event hub (one SSE connection per browser, see live-events.ts). */
export const liveHub = createLiveHub(
  browserHubEnv(
    connectWithCatalog((streams, { onMessage, lastEventId }) =>
      connectSse({ url: `${API_BASE}${liveEventsPath(streams)}`, headers: () => buildHeaders('GET'), onUnauthorized: refreshAccessToken, onMessage, lastEventId }),
    ),
  ),
);

let users = 0;
let stopTimer: ReturnType<typeof setTimeout> | null = null;

/** Keeps the hub running while a signed-in layout is mounted (reference-counted). */
export function useLiveStream(enabled = true) {
  useEffect(() => {
    if (!enabled) return;
    users += 1;
    if (stopTimer) {
      clearTimeout(stopTimer);
      stopTimer = null;
    }
    // Every tab parses what it hears (a follower hears the leader's stream): fetch the catalog now.
    void liveCatalog.load().catch(() => {});
    liveHub.start();
    return () => {
      users -= 1;
      // A layout switch unmounts and remounts at once: keep the stream for a moment instead of reconnecting.
      if (users === 0) {
        stopTimer = setTimeout(() => {
          stopTimer = null;
          liveHub.stop();
        }, 2000);
      }
    };
  }, [enabled]);
}

/** Ends the stream in this tab at once (logout). */
export function stopLiveStream() {
  if (stopTimer) clearTimeout(stopTimer);
  stopTimer = null;
  users = 0;
  liveHub.stop();
}

/** Calls `handler` with each valid payload of event `name` while mounted (the stream itself is the layout's). */
export function useLiveEvent<N extends LiveEventName>(name: N, handler: (data: LiveEventData<N>) => void) {
  const ref = useRef(handler);
  useEffect(() => {
    ref.current = handler;
  });
  useEffect(() => onLiveEvent(liveHub, name, (d) => ref.current(d)), [name]);
}

/** Calls `handler` when the server could not replay missed events (refetch live views). */
export function useLiveResync(handler: () => void) {
  const ref = useRef(handler);
  useEffect(() => {
    ref.current = handler;
  });
  useEffect(() => onResync(liveHub, () => ref.current()), []);
}
