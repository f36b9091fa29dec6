import { z } from 'zod';

export * from './catalog';

/** The headers schema of every stream route (GET /v2/lms/events, the exam stream): a reconnect names the last event it saw. */
export const eventStreamHeaders = z.object({
  'last-event-id': z.string().max(200, { error: 'Last-Event-ID terlalu panjang' }).optional(),
});

/**
 * Control events of the SSE connection itself (outside the catalog's streams, never published through the bus).
 * `resync`: the server could not replay what the client missed (Last-Event-ID unknown or too old, or a server
 * restart): the client refetches whatever it keeps live.
 */
export const RESYNC_EVENT = 'resync';

/**
 * The server sends `time` on connect and then every this many milliseconds (the clock ticks locally between);
 * connections without `sistem` get a keep-alive comment as often, since proxies drop idle streams.
 */
export const TIME_EVENT_INTERVAL_MS = 20_000;
/** Reconnect backoff of the web client: first delay, cap (jittered, exponential). */
export const SSE_RECONNECT_MIN_MS = 1_000;
export const SSE_RECONNECT_MAX_MS = 60_000;
