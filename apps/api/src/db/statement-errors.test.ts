import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers';

/** The count the fuzz test relies on: every statement the server refuses, raw, through drizzle, in a transaction. */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(async () => database?.drop());

describe('statementErrors', () => {
  it('counts refused statements on this engine, with their SQLSTATE, and nothing else', async () => {
    const awal = database.statementErrors.count;
    await database.query('select 1');
    await database.db.execute(sql`select 1`);
    expect(database.statementErrors.count).toBe(awal);

    await expect(database.query('select $1::int', ['2147483648'])).rejects.toThrow();
    await expect(database.db.execute(sql`select ${'x'}::int`)).rejects.toThrow();
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await tx.execute(sql`select 1/0`);
      }),
    ).rejects.toThrow();
    expect(database.statementErrors.count).toBe(awal + 3);
    expect(database.statementErrors.recent.slice(-3).map((e) => e.code)).toEqual(['22003', '22P02', '22012']);
    expect(database.statementErrors.recent.at(-1)!.sql).toContain('1/0');
  });
});
