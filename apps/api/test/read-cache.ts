import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { catatStatement } from './helpers';

/**
 * A cached read's contract, checked for one request: read again, it is a hit (no build) with the same bytes; built
 * again from an empty cache, it still has the same bytes. `read` returns the answer's body. With `statements`, the
 * hit also sends exactly that many statements, the last of them reading the data versions (an activity list's hit:
 * its fresh part with the versions, kelas/halaman-segar.ts; an operator's rights come first).
 */
export async function expectCachedRead(app: FastifyInstance, read: () => Promise<string>, label: string, opts: { statements?: number } = {}) {
  const cache = app.deps.readCache;
  const first = await read();
  const before = cache.stats();
  const log = catatStatement(app.deps.db);
  let second: string;
  try {
    second = await read();
  } finally {
    log.stop();
  }
  expect(cache.stats().hits, label).toBe(before.hits + 1);
  expect(cache.stats().misses, label).toBe(before.misses);
  expect(second, label).toBe(first);
  if (opts.statements !== undefined) {
    expect(log.sent, `${label}: ${JSON.stringify(log.sent)}`).toHaveLength(opts.statements);
    expect(log.sent.at(-1), label).toContain('versi_data');
  }
  cache.clear();
  expect(await read(), label).toBe(first);
}
