import { readMigrationFiles } from 'drizzle-orm/migrator';

type Query = (sql: string, params?: unknown[]) => Promise<{ rows: unknown[] }>;

/**
 * drizzle's migrator applies only the migrations whose journal `when` is after the last one the database recorded.
 * Migration 0029's `when` is before 0028's (both committed, so neither may change), so a database last migrated while
 * 0028 was the newest would never get 0029. Run before drizzle's migrator: on a database that has recorded migrations,
 * apply every one older than its last that it never recorded (matched by `when`, the `created_at` drizzle records),
 * in journal order, in one transaction, and record it as drizzle does. A new or up-to-date database has none.
 */
export async function applySkippedMigrations(query: Query, migrationsFolder: string): Promise<void> {
  const [table] = (await query(`select to_regclass('drizzle.__drizzle_migrations') as t`)).rows as { t: string | null }[];
  if (!table?.t) return;
  const recorded = new Set(((await query('select created_at from drizzle.__drizzle_migrations')).rows as { created_at: unknown }[]).map((r) => Number(r.created_at)));
  if (recorded.size === 0) return;
  const last = Math.max(...recorded);
  const skipped = readMigrationFiles({ migrationsFolder }).filter((m) => m.folderMillis < last && !recorded.has(m.folderMillis));
  if (skipped.length === 0) return;
  await query('begin');
  try {
    for (const m of skipped) {
      for (const stmt of m.sql) if (stmt.trim()) await query(stmt);
      await query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [m.hash, m.folderMillis]);
    }
    await query('commit');
  } catch (e) {
    await query('rollback');
    throw e;
  }
}
