import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers';
import { SESSION_SETTINGS } from './client';

/**
 * Every connection carries the session settings (db/client.ts), on the engine under test: PGlite's one session,
 * or each connection of the PostgreSQL pool (several queries at once take several pool connections).
 */
let db: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  db = await createTestDatabase({ seed: false });
});
afterAll(async () => db?.drop());

describe('session settings', () => {
  it('plans with the configured join_collapse_limit on every connection', async () => {
    const rows = await Promise.all(
      Array.from({ length: 6 }, () => db.query<{ v: string }>(`select current_setting('join_collapse_limit') as v, pg_sleep(0.05)`)),
    );
    expect(rows.map((r) => r.rows[0]!.v)).toEqual(Array(6).fill(SESSION_SETTINGS.join_collapse_limit));
  });
});
