import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/**
 * Statements the database refused (any error carrying a SQLSTATE), on both engines. Input must be refused by the
 * API before it reaches the database, so a non-zero count under hostile input is a bug even when the error
 * handler turned it into a 400 (the fuzz test asserts 0). The last few are kept for the report.
 */
export type StatementErrors = {
  count: number;
  recent: { code: string; message: string; sql: string }[];
};

const RECENT = 20;

export function createStatementErrors(): StatementErrors {
  return { count: 0, recent: [] };
}

function note(errors: StatementErrors, err: unknown, sql: unknown) {
  const code = (err as { code?: unknown })?.code;
  // Only the server's refusals: a dropped connection or a client-side error has no SQLSTATE.
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return;
  errors.count++;
  const text = typeof sql === 'string' ? sql : String((sql as { text?: unknown })?.text ?? '');
  errors.recent.push({ code, message: String((err as Error).message), sql: text.slice(0, 300) });
  if (errors.recent.length > RECENT) errors.recent.shift();
}

const WATCHED = new Set<PropertyKey>(['query', 'sql', 'exec']);

/** PGlite (and each of its transactions) with every rejected statement noted. */
export function watchPglite<T extends Pick<PGlite, 'query'>>(client: T, errors: StatementErrors): T {
  return new Proxy(client, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      if (prop === 'transaction') {
        return (fn: (tx: unknown) => Promise<unknown>) =>
          value.call(target, (tx: Pick<PGlite, 'query'>) => fn(watchPglite(tx, errors)));
      }
      if (!WATCHED.has(prop)) return value.bind(target);
      return async (...args: unknown[]) => {
        try {
          return await value.apply(target, args);
        } catch (err) {
          note(errors, err, args[0]);
          throw err;
        }
      };
    },
  });
}

/** Every client the pool opens, with each rejected statement noted (promise and callback forms alike). */
export function watchPool(pool: pg.Pool, errors: StatementErrors) {
  pool.on('connect', (client) => {
    const original = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const last = args.length - 1;
      const cb = args[last];
      if (typeof cb === 'function') {
        args[last] = (err: unknown, res: unknown) => {
          if (err) note(errors, err, args[0]);
          return cb(err, res);
        };
        return original(...args);
      }
      const result = original(...args);
      if (result && typeof (result as Promise<unknown>).then === 'function') {
        (result as Promise<unknown>).then(undefined, (err) => note(errors, err, args[0]));
      }
      return result;
    };
  });
}
