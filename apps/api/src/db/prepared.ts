import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Statements built once per database handle (a transaction is one too) and sent by name: on PostgreSQL each pool
 * connection parses and plans a named statement once and then only binds and executes it (the planning was
 * ≈ 0.5-1.4 ms of every class read); on both engines drizzle builds the SQL text once instead of per request.
 * Only for statements whose text never changes: the values are placeholders.
 */
const preparedByDb = new WeakMap<object, Map<string, unknown>>();
export function prepared<T>(db: Db, name: string, build: () => T): T {
  let byName = preparedByDb.get(db);
  if (!byName) preparedByDb.set(db, (byName = new Map()));
  let p = byName.get(name) as T | undefined;
  if (!p) byName.set(name, (p = build()));
  return p;
}

/**
 * A hand-written statement (`sql` with `sql.placeholder`s) prepared by name the same way: for the few hot
 * statements the query builder cannot express (a data-modifying CTE). It goes through drizzle's own session, so
 * the query gate, logging and the driver's type parsing stay as for every other statement; rows come back as the
 * driver returns them (no column mapping).
 */
export function preparedSql<Row>(db: Db, name: string, build: () => SQL): { execute(values: Record<string, unknown>): Promise<{ rows: Row[] }> } {
  return prepared(db, name, () => {
    const inner = db as unknown as {
      dialect: { sqlToQuery(q: SQL): unknown };
      session: { prepareQuery(q: unknown, fields: undefined, name: string, arrayMode: boolean): { execute(v: Record<string, unknown>): Promise<{ rows: Row[] }> } };
    };
    return inner.session.prepareQuery(inner.dialect.sqlToQuery(build()), undefined, name, false);
  });
}
