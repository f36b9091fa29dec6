import PgBoss from 'pg-boss';
import type { Database } from '../db/client';

/** A parameterless text with a `;` before its end holds several statements (pg-boss's schema and migrations). */
export function isMultiStatement(text: string, values?: unknown[]): boolean {
  if (values && values.length > 0) return false;
  return text.trim().replace(/;+\s*$/, '').includes(';');
}

/**
 * pg-boss's `db` adapter for PGlite. PGlite's query() uses the extended protocol, which refuses several
 * statements in one text; pg-boss sends exactly those (BEGIN; ... COMMIT;) without parameters, so they go to
 * exec() (simple protocol). Every other statement, with or without parameters, goes to query().
 */
export function pgliteBossAdapter(database: Database): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (isMultiStatement(text, values)) {
        try {
          await database.exec(text);
        } catch (err) {
          // A failure inside pg-boss's explicit BEGIN would leave the only PGlite session in an aborted
          // transaction and break every later query of the app.
          await database.exec('ROLLBACK').catch(() => {});
          throw err;
        }
        return { rows: [] };
      }
      return database.query(text, values ?? []);
    },
  };
}

export type BossOptions = {
  database: Database;
  /** Required for PostgreSQL (pg-boss opens its own small pool on it). */
  databaseUrl?: string;
  /** Seconds between pg-boss's own cron/maintenance checks (tests lower them). */
  cronMonitorIntervalSeconds?: number;
  /** Send only: no maintenance supervision and no cron schedules in this instance (API processes). */
  producerOnly?: boolean;
};

/** A PgBoss on the application's database: PostgreSQL by connection string, PGlite through the adapter. */
export function createBoss({ database, databaseUrl, cronMonitorIntervalSeconds, producerOnly }: BossOptions): PgBoss {
  const timing = {
    ...(cronMonitorIntervalSeconds ? { cronMonitorIntervalSeconds, cronWorkerIntervalSeconds: cronMonitorIntervalSeconds } : {}),
    ...(producerOnly ? { supervise: false, schedule: false } : {}),
  };
  if (database.kind === 'postgres') {
    const url = databaseUrl ?? database.url;
    if (!url) throw new Error('createBoss: databaseUrl is required for PostgreSQL');
    return new PgBoss({ connectionString: url, max: producerOnly ? 2 : 3, application_name: 'lms-jobs', ...timing });
  }
  return new PgBoss({ db: pgliteBossAdapter(database), ...timing });
}
