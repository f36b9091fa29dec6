import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers';
import { namedTextCount, runNamed } from './prepared';
import { kelasKuliah } from './schema';

/**
 * Statements named by their text (runNamed): the same filter combination reuses one name whatever its values, a new
 * combination gets its own, and every execution answers for the values it was given, not the first ones.
 */
let db: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => db?.drop());

const kelasOf = (collegeId: number, fromKapasitas?: number) =>
  db.db
    .select({ id: kelasKuliah.id })
    .from(kelasKuliah)
    .where(and(eq(kelasKuliah.collegeId, collegeId), fromKapasitas === undefined ? undefined : gte(kelasKuliah.kapasitas, fromKapasitas)))
    .orderBy(asc(kelasKuliah.id))
    .$dynamic();

describe('runNamed', () => {
  it('answers each execution with its own values, as the unnamed query does', async () => {
    for (const [college, kapasitas] of [[1, undefined], [2, undefined], [1, 40], [1, 1000], [2, 0], [1, 40]] as const) {
      const named = await runNamed(kelasOf(college, kapasitas));
      const plain = await kelasOf(college, kapasitas);
      expect(named).toEqual(plain);
    }
    // The demo campus has classes in both colleges, so the comparison above compared something.
    expect((await runNamed(kelasOf(1))).length).toBeGreaterThan(0);
    expect((await runNamed(kelasOf(2))).length).toBeGreaterThan(0);
    expect(await runNamed(kelasOf(1))).not.toEqual(await runNamed(kelasOf(2)));
  });

  it('names a text once, whatever the values: a new filter combination is a new name', async () => {
    const before = namedTextCount();
    await runNamed(kelasOf(1, 2));
    await runNamed(kelasOf(2, 4));
    await runNamed(kelasOf(1, 1).limit(5));
    const after = namedTextCount();
    // kelasOf(c, kapasitas) was named by the first test; only the limited text is new.
    expect(after - before).toBe(1);
    await runNamed(kelasOf(2, 3).limit(7));
    expect(namedTextCount()).toBe(after);
  });

  it('on PostgreSQL the connection keeps the statement under its name and reuses it', async () => {
    if (db.kind !== 'postgres') return;
    const count = await db.db.transaction(async (tx) => {
      const q = (c: number) => tx.select({ id: kelasKuliah.id }).from(kelasKuliah).where(eq(kelasKuliah.collegeId, c)).orderBy(asc(kelasKuliah.id)).$dynamic();
      const a = await runNamed(q(1));
      const b = await runNamed(q(2));
      expect(a).toEqual(await q(1));
      expect(b).toEqual(await q(2));
      expect(a).not.toEqual(b);
      const rows = await tx.execute(sql`select count(*)::int as n from pg_prepared_statements where statement = ${q(1).toSQL().sql}`);
      return (rows as unknown as { rows: { n: number }[] }).rows[0]!.n;
    });
    // Both executions on this connection went through one statement, parsed once under its name.
    expect(count).toBe(1);
  });
});
