import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { files } from '../db/schema';
import type { StorageBackend } from '../plugins/storage';
import { TarWriter, type Sink } from './arsip-tar';
import { VERSI_APLIKASI } from './versi';
import { aturFormatTeks, bacaJurnal, baris, migrasiTerapan, q, sekuensAplikasi, tabelAplikasi, type Kolom } from './skema-db';

/**
 * `npm run backup`: one archive holding the database and the stored files, consistent at one instant.
 *
 * The database is dumped logically, on both engines alike, inside ONE read-only REPEATABLE READ transaction: every
 * table of schema `public` row by row (each column in PostgreSQL's text form, as COPY writes it), the sequences,
 * and the list of stored files. Writers go on while it runs on PostgreSQL (MVCC); on PGlite the transaction holds
 * the single connection for its duration. The files are then copied through the storage backend (local disk or
 * S3) — exactly the objects the snapshot's `files` rows name, each with its sha256. A manifest comes last.
 * See docs/DECISIONS.md, "Backup and restore".
 */

export const FORMAT_CADANGAN = 'lms-cadangan';
export const VERSI_FORMAT = 1;

export type AnggotaDb = { name: string; rows: number; sha256: string };
export type TabelCadangan = { name: string; columns: Kolom[]; rows: number; members: AnggotaDb[] };
export type BerkasCadangan = { key: string; size: number; mime: string; sha256: string; member: string };

export type ManifestCadangan = {
  format: typeof FORMAT_CADANGAN;
  format_version: number;
  app_version: string;
  engine: Database['kind'];
  engine_version: string;
  /** The snapshot's instant (the database's clock when the transaction began). */
  created_at: string;
  finished_at: string;
  /** The newest migration of the snapshot, and the `when` of every migration it had applied. */
  migration: { tag: string | null; applied: number[] };
  tables: TabelCadangan[];
  sequences: { name: string; last_value: string; is_called: boolean }[];
  files: BerkasCadangan[];
  /** Keys named by `files` rows whose bytes were not in storage (deleted meanwhile, or lost before). */
  files_missing: string[];
};

/** Rows per database member, and its uncompressed size bound: memory stays flat whatever the table's size. */
const BARIS_PER_ANGGOTA = 20_000;
const BYTE_PER_ANGGOTA = 8 * 1024 * 1024;
const BARIS_PER_FETCH = 2_000;

const gzipAsync = promisify(gzip);

export type OpsiCadangan = {
  database: Database;
  storage: StorageBackend;
  /** Where the archive's bytes go (a file, an HTTP response). */
  sink: Sink;
  log?: (msg: string) => void;
};

export async function tulisCadangan({ database, storage, sink, log = () => {} }: OpsiCadangan): Promise<ManifestCadangan> {
  const tar = new TarWriter(sink);
  const snapshot = await database.db.transaction(
    async (tx) => {
      await aturFormatTeks(tx);
      const [info] = await baris<{ now: string; versi: string }>(tx, sql`select now()::text as now, current_setting('server_version') as versi`);
      const applied = (await migrasiTerapan(tx)) ?? [];
      const tables: TabelCadangan[] = [];
      for (const t of await tabelAplikasi(tx)) tables.push(await dumpTabel(tx, tar, t.name, t.columns));
      const sequences = [];
      for (const name of await sekuensAplikasi(tx)) {
        const [s] = await baris<{ last_value: string; is_called: boolean }>(tx, sql.raw(`select last_value::text as last_value, is_called from public.${q(name)}`));
        sequences.push({ name, last_value: s!.last_value, is_called: s!.is_called });
      }
      const stored = await tx.select({ key: files.storageKey, mime: files.mime }).from(files).orderBy(files.storageKey);
      return { info: info!, applied, tables, sequences, stored };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const rows = snapshot.tables.reduce((n, t) => n + t.rows, 0);
  log(`basis data: ${snapshot.tables.length} tabel, ${rows} baris`);

  const copied: BerkasCadangan[] = [];
  const missing: string[] = [];
  for (const f of snapshot.stored) {
    const stat = await storage.stat(f.key);
    if (!stat) {
      missing.push(f.key);
      continue;
    }
    const member = `files/${String(copied.length + 1).padStart(7, '0')}`;
    const sha256 = await tar.addStream(member, stat.size, await storage.get(f.key));
    copied.push({ key: f.key, size: stat.size, mime: f.mime, sha256, member });
  }
  log(`berkas: ${copied.length} disalin${missing.length ? `, ${missing.length} tidak ada di penyimpanan` : ''}`);

  const known = new Map(bacaJurnal().map((e) => [e.when, e.tag]));
  const newest = snapshot.applied.length ? Math.max(...snapshot.applied) : null;
  const manifest: ManifestCadangan = {
    format: FORMAT_CADANGAN,
    format_version: VERSI_FORMAT,
    app_version: VERSI_APLIKASI,
    engine: database.kind,
    engine_version: snapshot.info.versi,
    created_at: new Date(snapshot.info.now).toISOString(),
    finished_at: new Date().toISOString(),
    migration: { tag: newest === null ? null : (known.get(newest) ?? null), applied: [...snapshot.applied].sort((a, b) => a - b) },
    tables: snapshot.tables,
    sequences: snapshot.sequences,
    files: copied,
    files_missing: missing,
  };
  await tar.addBuffer('manifest.json', Buffer.from(JSON.stringify(manifest, null, 1)));
  await tar.finish();
  return manifest;
}

/** One table through a cursor, in members of bounded size, each gzipped JSON lines (one array of texts per row). */
async function dumpTabel(tx: Db, tar: TarWriter, name: string, columns: Kolom[]): Promise<TabelCadangan> {
  const kolom = columns.map((c) => `${q(c.name)}::text`).join(', ');
  await tx.execute(sql.raw(`declare lms_cadangan no scroll cursor for select to_json(array[${kolom}]::text[])::text as r from public.${q(name)}`));
  const members: AnggotaDb[] = [];
  let total = 0;
  let lines: string[] = [];
  let bytes = 0;
  const flush = async () => {
    const member = `db/${name}/${String(members.length + 1).padStart(6, '0')}.jsonl.gz`;
    const sha256 = await tar.addBuffer(member, await gzipAsync(Buffer.from(lines.join('\n') + '\n')));
    members.push({ name: member, rows: lines.length, sha256 });
    lines = [];
    bytes = 0;
  };
  for (;;) {
    const rows = await baris<{ r: string }>(tx, sql.raw(`fetch forward ${BARIS_PER_FETCH} from lms_cadangan`));
    for (const row of rows) {
      lines.push(row.r);
      bytes += row.r.length;
      if (lines.length >= BARIS_PER_ANGGOTA || bytes >= BYTE_PER_ANGGOTA) await flush();
    }
    total += rows.length;
    if (rows.length < BARIS_PER_FETCH) break;
  }
  if (lines.length) await flush();
  await tx.execute(sql.raw('close lms_cadangan'));
  return { name, columns, rows: total, members };
}
