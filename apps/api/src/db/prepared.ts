import { createHash } from 'node:crypto';
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

/** A query builder that can say its SQL text and be prepared under a name (any drizzle select). */
export type Nameable<T> = PromiseLike<T> & { toSQL(): { sql: string }; prepare(name: string): { execute(): Promise<T> } };

// Distinct texts sent by name from this process. Each is parsed once per pool connection and kept there, so their
// number is bounded: past the bound a new text runs unnamed (planned per request, as before).
const MAX_NAMED_TEXTS = 200;
const namedTexts = new Set<string>();

/**
 * Runs a query built per request (its WHERE depends on the filters) as a named statement whose name is a hash of
 * its text: the same filter combination has the same text, its values are bind parameters, so each pool
 * connection plans it once and, once PostgreSQL's plan cache settles on the generic plan, only binds and executes
 * it. The activity lists join seven or eight relations with several correlated counts, and planning them cost
 * several times their execution on every request. PGlite ignores the name (one connection, nothing to reuse).
 */
export function runNamed<T>(q: Nameable<T>): Promise<T> {
  const name = `q_${createHash('sha1').update(q.toSQL().sql).digest('base64url').slice(0, 24)}`;
  if (!namedTexts.has(name)) {
    if (namedTexts.size >= MAX_NAMED_TEXTS) return Promise.resolve(q);
    namedTexts.add(name);
  }
  return q.prepare(name).execute();
}

/** How many distinct texts runNamed has named (tests). */
export const namedTextCount = () => namedTexts.size;
