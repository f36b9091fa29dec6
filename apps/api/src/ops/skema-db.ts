import fs from 'node:fs';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { MIGRATIONS_DIR, type Db } from '../db/client';

/**
 * What the operations code reads about the database itself, the same way on PostgreSQL and PGlite: the migration
 * journal of this build, the migrations a database has applied, and the application's tables (schema `public`).
 * pg-boss's schema is not the application's data (see docs/DECISIONS.md, "Backup and restore").
 */

export type EntriJurnal = { idx: number; when: number; tag: string };

let jurnal: EntriJurnal[] | null = null;

/** The migrations this build knows, in order (drizzle's meta/_journal.json). */
export function bacaJurnal(): EntriJurnal[] {
  jurnal ??= (JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: EntriJurnal[] }).entries;
  return jurnal;
}

/** Rows of a raw statement, whichever driver ran it (node-postgres returns a QueryResult, PGlite its Results). */
export async function baris<T>(db: Db, query: SQL): Promise<T[]> {
  const r = (await db.execute(query)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(r) ? r : (r.rows ?? []);
}

/** An identifier quoted for SQL text. */
export const q = (ident: string) => `"${ident.replace(/"/g, '""')}"`;

/**
 * The `created_at` of every migration the database applied (drizzle stores the journal's `when` there), or null
 * when it never ran a migration.
 */
export async function migrasiTerapan(db: Db): Promise<number[] | null> {
  const [ada] = await baris<{ t: string | null }>(db, sql`select to_regclass('drizzle.__drizzle_migrations')::text as t`);
  if (!ada?.t) return null;
  const rows = await baris<{ created_at: string | number }>(db, sql`select created_at from drizzle.__drizzle_migrations`);
  return rows.map((r) => Number(r.created_at));
}

/** The migrations of this build that the database has not applied. */
export async function migrasiKurang(db: Db): Promise<EntriJurnal[]> {
  const applied = new Set((await migrasiTerapan(db)) ?? []);
  return bacaJurnal().filter((e) => !applied.has(e.when));
}

export type Kolom = { name: string; type: string };
export type Tabel = { name: string; columns: Kolom[] };

/** Tables of schema `public` with their stored columns (generated ones are computed again), in name order. */
export async function tabelAplikasi(db: Db): Promise<Tabel[]> {
  const rows = await baris<{ tabel: string; kolom: string; tipe: string }>(
    db,
    sql`select c.relname as tabel, a.attname as kolom, format_type(a.atttypid, a.atttypmod) as tipe
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
        order by c.relname, a.attnum`,
  );
  const byName = new Map<string, Tabel>();
  for (const r of rows) {
    let t = byName.get(r.tabel);
    if (!t) byName.set(r.tabel, (t = { name: r.tabel, columns: [] }));
    t.columns.push({ name: r.kolom, type: r.tipe });
  }
  return [...byName.values()];
}

/** Relations of any kind in schema `public` (tables, views, sequences): 0 for an empty database. */
export async function jumlahRelasiPublik(db: Db): Promise<number> {
  const [r] = await baris<{ n: number | string }>(
    db,
    sql`select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'S')`,
  );
  return Number(r?.n ?? 0);
}

/** Sequences of schema `public` (serial ids). */
export async function sekuensAplikasi(db: Db): Promise<string[]> {
  const rows = await baris<{ nama: string }>(
    db,
    sql`select c.relname as nama from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'S' order by 1`,
  );
  return rows.map((r) => r.nama);
}

/**
 * Settings that make every value's text form the same on both engines and exact (the archive keeps each column
 * as PostgreSQL's own text output, as COPY does): local to the transaction.
 */
export async function aturFormatTeks(db: Db) {
  await db.execute(
    sql`select set_config('datestyle', 'ISO, YMD', true), set_config('intervalstyle', 'postgres', true),
        set_config('extra_float_digits', '3', true), set_config('bytea_output', 'hex', true), set_config('timezone', 'UTC', true)`,
  );
}
