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
