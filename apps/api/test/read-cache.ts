import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/**
 * A cached read's contract, checked for one request: read again, it is a hit (no build) with the same bytes; built
 * again from an empty cache, it still has the same bytes. `read` returns the answer's body.
 */
export async function expectCachedRead(app: FastifyInstance, read: () => Promise<string>, label: string) {
  const cache = app.deps.readCache;
  const first = await read();
  const before = cache.stats();
  const second = await read();
  expect(cache.stats().hits, label).toBe(before.hits + 1);
  expect(cache.stats().misses, label).toBe(before.misses);
  expect(second, label).toBe(first);
  cache.clear();
  expect(await read(), label).toBe(first);
}
