import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { PESAN_OPS } from '@lms/shared';
import { MIGRATIONS_DIR, type Database, type Db } from '../db/client';
import { jobStatus } from '../db/schema';
import { readAll, type StorageBackend } from '../plugins/storage';
import { hashMember, indexTar, readMember, type TarMember } from './arsip-tar';
import { FORMAT_CADANGAN, VERSI_FORMAT, type ManifestCadangan } from './cadangan';
import { aturFormatTeks, bacaJurnal, baris, jumlahRelasiPublik, migrasiTerapan, q, tabelAplikasi } from './skema-db';

/**
 * `npm run restore`: an archive of `npm run backup` into an EMPTY database (or PGlite data directory) and an empty
 * storage backend, on either engine whichever engine made it. Nothing is touched before the whole archive checked
 * out (every member's sha256 against the manifest) and the target proved empty. The schema is migrated to the
 * archive's own migrations, every table is loaded in one transaction (foreign keys dropped and added back, which
 * checks them; user triggers off, so the rows arrive exactly as dumped), then the later migrations of this build
 * run and the files are written through the storage backend.
 */

/** A refusal an operator can act on; nothing was written. */
export class OpsDitolak extends Error {}

export type ArsipTerperiksa = { manifest: ManifestCadangan; members: Map<string, TarMember> };

/** Reads the archive's index and manifest and checks every member the manifest names against its sha256. */
export async function periksaArsip(file: string): Promise<ArsipTerperiksa> {
  if (!fs.existsSync(file)) throw new OpsDitolak(PESAN_OPS.berkasTidakAda(file));
  const tidakValid = (alasan: string) => new OpsDitolak(PESAN_OPS.arsipTidakValid(alasan));
  let members: Map<string, TarMember>;
  try {
    members = await indexTar(file);
  } catch (err) {
    throw tidakValid((err as Error).message);
  }
  const m = members.get('manifest.json');
  if (!m) throw tidakValid('manifest.json tidak ada');
  let manifest: ManifestCadangan;
  try {
    manifest = JSON.parse((await readAll(readMember(file, m))).toString('utf8')) as ManifestCadangan;
  } catch {
    throw tidakValid('manifest.json tidak terbaca');
  }
  if (manifest.format !== FORMAT_CADANGAN || manifest.format_version !== VERSI_FORMAT) throw tidakValid(`format ${manifest.format} v${manifest.format_version}`);
  const expected = [
    ...manifest.tables.flatMap((t) => t.members.map((x) => ({ name: x.name, sha256: x.sha256 }))),
    ...manifest.files.map((f) => ({ name: f.member, sha256: f.sha256 })),
  ];
  for (const e of expected) {
    const member = members.get(e.name);
    if (!member) throw tidakValid(`${e.name} tidak ada`);
    if ((await hashMember(file, member)) !== e.sha256) throw tidakValid(`${e.name} rusak (sha256 berbeda)`);
  }
  return { manifest, members };
}

export type HasilPemulihan = { tables: number; rows: number; files: number; manifest: ManifestCadangan };

export type OpsiPemulihan = {
  database: Database;
  storage: StorageBackend;
  file: string;
  /** The archive as `periksaArsip` already checked it (else it is checked here). */
  arsip?: ArsipTerperiksa;
  log?: (msg: string) => void;
};

export async function pulihkanCadangan({ database, storage, file, arsip, log = () => {} }: OpsiPemulihan): Promise<HasilPemulihan> {
  const { manifest, members } = arsip ?? (await periksaArsip(file));
  const jurnal = bacaJurnal();
  const unknown = manifest.migration.applied.filter((w) => !jurnal.some((e) => e.when === w));
  if (unknown.length) throw new OpsDitolak(PESAN_OPS.arsipVersiBaru(manifest.migration.tag ?? String(unknown[0])));

  const relasi = await jumlahRelasiPublik(database.db);
  if (relasi > 0 || (await migrasiTerapan(database.db)) !== null) throw new OpsDitolak(PESAN_OPS.tujuanDbTidakKosong(relasi));
  for await (const _ of storage.list('')) throw new OpsDitolak(PESAN_OPS.tujuanPenyimpananTidakKosong);
  log(`arsip diperiksa: ${manifest.tables.length} tabel, ${manifest.files.length} berkas, dibuat ${manifest.created_at} (${manifest.engine})`);

  await migrasiSampai(database, new Set(manifest.migration.applied));
  log(`skema dimigrasi sampai ${manifest.migration.tag ?? '-'}`);
  await database.db.transaction(async (tx) => muatTabel(tx, file, manifest, members));
  // The migrations of this build the archive did not have yet.
  await database.migrate();
  // Their queue entries are not in the archive (pg-boss is not backed up): no worker will ever finish them.
  await database.db
    .update(jobStatus)
    .set({ status: 'failed', pesan: PESAN_OPS.jobTerhentiPemulihan, finishedAt: new Date(), updatedAt: new Date() })
    .where(eq(jobStatus.status, 'processing'));
  const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
  log(`basis data: ${manifest.tables.length} tabel, ${rows} baris`);

  for (const f of manifest.files) {
    const m = members.get(f.member)!;
    await storage.put(f.key, readMember(file, m), { contentType: f.mime, contentLength: f.size });
  }
  log(`berkas: ${manifest.files.length} ditulis`);
  return { tables: manifest.tables.length, rows, files: manifest.files.length, manifest };
}

/** Applies exactly the migrations the archive had (from a copy of the journal holding only those). */
async function migrasiSampai(database: Database, applied: ReadonlySet<number>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-migrasi-'));
  try {
    const entries = bacaJurnal().filter((e) => applied.has(e.when));
    const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as Record<string, unknown>;
    fs.mkdirSync(path.join(dir, 'meta'));
    fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
    for (const e of entries) fs.copyFileSync(path.join(MIGRATIONS_DIR, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
    if (database.kind === 'postgres') await migratePg(database.db as never, { migrationsFolder: dir });
    else await migratePglite(database.db as never, { migrationsFolder: dir });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const gunzipAsync = promisify(gunzip);
/** Rows per INSERT, and its JSON text bound. */
const BARIS_PER_INSERT = 1000;
const BYTE_PER_INSERT = 2 * 1024 * 1024;

async function muatTabel(tx: Db, file: string, manifest: ManifestCadangan, members: Map<string, TarMember>) {
  await aturFormatTeks(tx);
  const target = new Map((await tabelAplikasi(tx)).map((t) => [t.name, t]));
  for (const t of manifest.tables) {
    const cols = target.get(t.name)?.columns.map((c) => c.name).sort();
    const mine = t.columns.map((c) => c.name).sort();
    if (!cols || cols.join(',') !== mine.join(',')) throw new Error(`tabel ${t.name}: kolom arsip tidak sama dengan skema migrasinya`);
  }
  const fks = await baris<{ tabel: string; nama: string; def: string }>(
    tx,
    sql`select c.relname as tabel, k.conname as nama, pg_get_constraintdef(k.oid) as def
        from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = 'public' order by 1, 2`,
  );
  for (const fk of fks) await tx.execute(sql.raw(`alter table public.${q(fk.tabel)} drop constraint ${q(fk.nama)}`));
  for (const t of target.keys()) await tx.execute(sql.raw(`alter table public.${q(t)} disable trigger user`));
  // Some migrations write rows of their own (the product's help articles): the archive has them as they were.
  await tx.execute(sql.raw(`truncate table ${[...target.keys()].map((t) => `public.${q(t)}`).join(', ')}`));

  for (const t of manifest.tables) {
    const types = new Map(target.get(t.name)!.columns.map((c) => [c.name, c.type]));
    const cols = t.columns.map((c) => q(c.name)).join(', ');
    const casts = t.columns.map((c, i) => `(r->>${i})::${types.get(c.name)}`).join(', ');
    const insert = (batch: string[]) =>
      tx.execute(sql`insert into ${sql.raw(`public.${q(t.name)} (${cols})`)} select ${sql.raw(casts)} from json_array_elements(${`[${batch.join(',')}]`}::json) as x(r)`);
    for (const m of t.members) {
      const text = (await gunzipAsync(await readAll(readMember(file, members.get(m.name)!)))).toString('utf8');
      let batch: string[] = [];
      let bytes = 0;
      for (const line of text.split('\n')) {
        if (!line) continue;
        batch.push(line);
        bytes += line.length;
        if (batch.length >= BARIS_PER_INSERT || bytes >= BYTE_PER_INSERT) {
          await insert(batch);
          batch = [];
          bytes = 0;
        }
      }
      if (batch.length) await insert(batch);
    }
    const [n] = await baris<{ n: number | string }>(tx, sql.raw(`select count(*)::int as n from public.${q(t.name)}`));
    if (Number(n?.n) !== t.rows) throw new Error(`tabel ${t.name}: ${n?.n} baris dimuat, manifest ${t.rows}`);
  }
  for (const s of manifest.sequences) {
    await tx.execute(sql`select setval(${`public.${q(s.name)}`}::regclass, ${s.last_value}::bigint, ${s.is_called})`);
  }
  for (const t of target.keys()) await tx.execute(sql.raw(`alter table public.${q(t)} enable trigger user`));
  // Adding the keys back checks every reference of the loaded rows.
  for (const fk of fks) await tx.execute(sql.raw(`alter table public.${q(fk.tabel)} add constraint ${q(fk.nama)} ${fk.def}`));
}
