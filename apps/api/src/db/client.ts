import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { createAdmission, createQueryGate, gatedPglite, queueOptionsFromEnv, type Admission, type QueryGate, type QueueOptions } from './query-gate';
import { applySkippedMigrations } from './migrate-skipped';
import * as schema from './schema';
import { createStatementErrors, watchPglite, watchPool, type StatementErrors } from './statement-errors';

export { DatabaseBusyError, type Admission, type QueryGate, type QueueOptions } from './query-gate';

export { schema };
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Db = PgDatabase<PgQueryResultHKT & any, typeof schema>;

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Publish/subscribe over PostgreSQL NOTIFY/LISTEN (both engines have it). */
export interface PubSub {
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  pubsub: PubSub;
  /** Multi-statement SQL without parameters (pg-boss needs it on PGlite). */
  exec(sql: string): Promise<void>;
  /** Raw parameterised query, for the few places drizzle is not the right tool. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The bounded FIFO queue in front of PGlite's single connection (absent on PostgreSQL, whose pool queues). */
  gate?: QueryGate;
  /** Request admission bounding the expected wait on PGlite (absent on PostgreSQL). */
  admission?: Admission;
  /** PostgreSQL only: the connection string, for clients that open their own pool (pg-boss). */
  url?: string;
  /** PostgreSQL only: the pool's connections now (open, idle, and requests waiting for one), for /api/metrics. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** PGlite only: the data directory as a gzipped tar, which `loadDataDir` restores (test snapshots). */
  dumpDataDir?(): Promise<Blob>;
  /** Statements the database refused since start (statement-errors.ts). */
  statementErrors: StatementErrors;
}

export type DatabaseOptions = {
  databaseUrl?: string;
  dataDir?: string;
  memory?: boolean;
  poolSize?: number;
  /** Bounds of the queue in front of PGlite (default: DB_QUEUE_MAX / DB_QUEUE_MAX_WAIT_MS, see queueOptionsFromEnv). */
  queue?: Partial<QueueOptions>;
  /** PGlite only: start from a `dumpDataDir()` tar instead of an empty cluster. */
  loadDataDir?: Blob;
};

export async function createDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) return createPostgres(opts.databaseUrl, opts.poolSize ?? 10);
  const queue = { ...queueOptionsFromEnv(), ...opts.queue };
  return createPglite(opts.memory ? undefined : path.join(opts.dataDir ?? './data', 'pglite'), queue, opts.loadDataDir);
}

/**
 * Session settings of every connection, on both engines. join_collapse_limit 5 (PostgreSQL's default is 8): the
 * activity lists join their table with class, course, label, type, meeting and author (seven or eight relations)
 * and PostgreSQL searched every join order of them on each request — 15-26 ms of planning for 1-1.5 ms of execution
 * on the large campus. Above five relations the joins now run in the order the query writes them (each module
 * writes its own table first). Measured over the benchmarked reads (docs/PERFORMANCE.md): planning 132 → 55 ms in
 * sum, execution 72 → 77 ms; 4 planned less still but doubled the execution of the scoped class page.
 */
export const SESSION_SETTINGS = { join_collapse_limit: '5' } as const;

async function createPglite(dir: string | undefined, queueOptions: QueueOptions, loadDataDir?: Blob): Promise<Database> {
  if (dir) fs.mkdirSync(path.dirname(dir), { recursive: true });
  const raw = dir ? new PGlite(dir, { loadDataDir }) : new PGlite({ loadDataDir });
  await raw.waitReady;
  for (const [name, value] of Object.entries(SESSION_SETTINGS)) await raw.query(`select set_config($1, $2, false)`, [name, value]);
  const gate = createQueryGate(queueOptions);
  const statementErrors = createStatementErrors();
  const client = gatedPglite(watchPglite(raw, statementErrors), gate);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    gate,
    statementErrors,
    admission: createAdmission(queueOptions),
    dumpDataDir: () => raw.dumpDataDir('gzip'),
    pubsub: {
      listen: async (channel, cb) => {
        const unsub = await raw.listen(channel, cb);
        return async () => unsub();
      },
      notify: async (channel, payload) => {
        // An event published after its commit must not be dropped because the queue is full.
        await gate.run(() => raw.query('select pg_notify($1, $2)', [channel, payload]), { unbounded: true });
      },
    },
    exec: async (sql) => {
      await client.exec(sql);
    },
    query: async (sql, params) => client.query(sql, params) as never,
    migrate: async () => {
      await applySkippedMigrations((q, p) => raw.query(q, p), MIGRATIONS_DIR);
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
    },
    close: async () => {
      await raw.close();
    },
  };
}

async function createPostgres(url: string, max: number): Promise<Database> {
  let closed = false;
  const options = Object.entries(SESSION_SETTINGS)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
  const pool = new pg.Pool({ connectionString: url, max, options });
  // An idle client dropped by the server (restart, failover, admin kill) emits 'error' on the pool; without a
  // listener Node would crash the process. The pool discards that client and opens a new one when needed.
  pool.on('error', (err) => {
    if (!closed) console.error('[db] koneksi PostgreSQL idle terputus:', err.message);
  });
  const statementErrors = createStatementErrors();
  watchPool(pool, statementErrors);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  let listener: pg.Client | null = null;
  const handlers = new Map<string, Set<(p: string) => void>>();
  async function ensureListener() {
    if (listener) return listener;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    client.on('notification', (msg) => {
      for (const h of handlers.get(msg.channel) ?? []) h(msg.payload ?? '');
    });
    // A dropped LISTEN connection must not crash the process nor silently stop events: reconnect and re-LISTEN.
    client.on('error', () => {
      if (listener === client) listener = null;
      client.end().catch(() => {});
      if (!closed) setTimeout(() => void relisten(), 1000);
    });
    listener = client;
    return client;
  }
  async function relisten() {
    try {
      const client = await ensureListener();
      for (const channel of handlers.keys()) await client.query(`LISTEN "${channel.replace(/"/g, '')}"`);
    } catch {
      if (!closed) setTimeout(() => void relisten(), 2000);
    }
  }
  return {
    kind: 'postgres',
    url,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    db,
    statementErrors,
    pubsub: {
      listen: async (channel, cb) => {
        const client = await ensureListener();
        let set = handlers.get(channel);
        if (!set) {
          set = new Set();
          handlers.set(channel, set);
          await client.query(`LISTEN "${channel.replace(/"/g, '')}"`);
        }
        set.add(cb);
        return async () => {
          set.delete(cb);
        };
      },
      notify: async (channel, payload) => {
        await pool.query('select pg_notify($1, $2)', [channel, payload]);
      },
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    query: async (sql, params) => pool.query(sql, params as unknown[]) as never,
    migrate: async () => {
      // Several API processes may start at once: one migrates, the others wait on the lock.
      const c = await pool.connect();
      try {
        await c.query('select pg_advisory_lock(727274)');
        await applySkippedMigrations((q, p) => c.query(q, p), MIGRATIONS_DIR);
        await migratePg(drizzlePg(c, { schema }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await c.query('select pg_advisory_unlock(727274)').catch(() => {});
        c.release();
      }
    },
    close: async () => {
      closed = true;
      if (listener) await listener.end().catch(() => {});
      await pool.end();
    },
  };
}
