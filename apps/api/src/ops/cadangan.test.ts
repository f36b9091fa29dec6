import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PESAN_OPS } from '@lms/shared';
import { createTestApp, type TestContext } from '../../test/helpers';
import { createDatabase, type Database } from '../db/client';
import { jobStatus } from '../db/schema';
import { saveGeneratedFile } from '../modules/storager/storager.service';
import { LocalDiskStorage, readAll, type StorageBackend } from '../plugins/storage';
import type { ManifestCadangan } from './cadangan';
import { OpsDitolak, pulihkanCadangan } from './pulihkan';
import { aturFormatTeks, baris, jumlahRelasiPublik, q, tabelAplikasi } from './skema-db';

/**
 * Backup → wipe → restore on the engine of the run (and from the running app, through GET /api/ops/backup, the
 * way `npm run backup` asks a server on the embedded database): every table's rows and every stored file's bytes
 * come back identical; a non-empty target and a damaged archive are refused with nothing written.
 */

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-cadangan-'));
const adminUrl = process.env.TEST_DATABASE_URL;
const dropped: (() => Promise<void>)[] = [];
let t: TestContext;
let arsip = '';
let manifest: ManifestCadangan;
/** The source's tables as the archive holds them (nothing writes to it after the backup). */
let sumber: Map<string, { n: number; h: string }>;
const TOKEN = 'token-cadangan-uji';

/** An empty database (nothing migrated) on the engine of the run. */
async function basisDataKosong(): Promise<Database> {
  if (!adminUrl) {
    const d = await createDatabase({ memory: true });
    dropped.push(() => d.close());
    return d;
  }
  const name = `lms_pulih_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const d = await createDatabase({ databaseUrl: url.toString(), poolSize: 2 });
  dropped.push(async () => {
    await d.close();
    const a = new pg.Client({ connectionString: adminUrl });
    await a.connect();
    await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await a.end();
  });
  return d;
}

const storageBaru = () => new LocalDiskStorage(fs.mkdtempSync(path.join(tmp, 'files-')));

/** Row count and a hash of every row's text, per table, read in one snapshot with the archive's text settings. */
async function isiTabel(database: Database): Promise<Map<string, { n: number; h: string }>> {
  return database.db.transaction(async (tx) => {
    await aturFormatTeks(tx);
    const out = new Map<string, { n: number; h: string }>();
    for (const tabel of await tabelAplikasi(tx)) {
      const [r] = await baris<{ n: number; h: string }>(
        tx,
        sql.raw(`select count(*)::int as n, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as h from public.${q(tabel.name)} t`),
      );
      out.set(tabel.name, { n: Number(r!.n), h: r!.h });
    }
    return out;
  });
}

/** sha256 of every stored object, by key. */
async function isiPenyimpanan(storage: StorageBackend): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for await (const o of storage.list('')) out.set(o.key, createHash('sha256').update(await readAll(await storage.get(o.key))).digest('hex'));
  return out;
}

beforeAll(async () => {
  t = await createTestApp();
  // Stored files of several sizes (empty, under one tar block, across blocks), beside the seed's rows whose bytes
  // this test's storage never received.
  for (const [i, size] of [0, 100, 70_001].entries()) {
    await saveGeneratedFile(t.app.deps, { collegeId: 1, kind: 'lainnya', ownerUserId: null, filename: `uji-${i}.bin`, mime: 'application/octet-stream', buffer: randomBytes(size) });
  }
  // A job that was running when the backup was taken: its queue entry is not in the archive.
  await t.database.db.insert(jobStatus).values({ collegeId: 1, jenis: 'sapu_file', jenisSumber: 'college', idSumber: '1' });
}, 120_000);

afterAll(async () => {
  await t?.close();
  for (const d of dropped) await d().catch(() => {});
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('GET /api/ops/backup (how npm run backup asks a running server on the embedded database)', () => {
  it('is unknown (404) without this process token or with another, and sends the archive with it', async () => {
    const tanpaToken = await t.app.inject({ url: '/api/ops/backup', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(tanpaToken.statusCode).toBe(404);
    t.app.ops.tokenCadangan = TOKEN;
    for (const authorization of [undefined, 'Bearer salah', `Basic ${TOKEN}`]) {
      const res = await t.app.inject({ url: '/api/ops/backup', headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(404);
      expect(res.json().status.code).toBe('not_found');
    }
    const res = await t.app.inject({ url: '/api/ops/backup', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-tar');
    arsip = path.join(tmp, 'cadangan.tar');
    fs.writeFileSync(arsip, res.rawPayload);
  });
});

describe('backup → wipe → restore', () => {
  let target: Database;

  it('refuses a damaged archive and a storage backend that is not empty, before touching the database', async () => {
    target = await basisDataKosong();
    const rusak = path.join(tmp, 'rusak.tar');
    const bytes = fs.readFileSync(arsip);
    bytes[1024 + 100] = bytes[1024 + 100]! ^ 0xff;
    fs.writeFileSync(rusak, bytes);
    const err = await pulihkanCadangan({ database: target, storage: storageBaru(), file: rusak }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OpsDitolak);
    expect((err as Error).message).toMatch(/^Arsip cadangan tidak valid: db\/.* rusak/);
    const terpotong = path.join(tmp, 'terpotong.tar');
    fs.writeFileSync(terpotong, bytes.subarray(0, bytes.length - 4096));
    const cut = await pulihkanCadangan({ database: target, storage: storageBaru(), file: terpotong }).catch((e: unknown) => e);
    expect((cut as Error).message).toMatch(/^Arsip cadangan tidak valid: /);

    const storage = storageBaru();
    await storage.put('1/lainnya/sisa.bin', Buffer.from('sisa'), { contentType: 'application/octet-stream' });
    const penuh = await pulihkanCadangan({ database: target, storage, file: arsip }).catch((e: unknown) => e);
    expect(penuh).toBeInstanceOf(OpsDitolak);
    expect((penuh as Error).message).toBe(PESAN_OPS.tujuanPenyimpananTidakKosong);
    expect(await jumlahRelasiPublik(target.db)).toBe(0);
    expect([...(await isiPenyimpanan(storage)).keys()]).toEqual(['1/lainnya/sisa.bin']);
  });

  it('restores every row of every table and every stored file into an empty database and storage', async () => {
    sumber = await isiTabel(t.database);
    const berkasSumber = await isiPenyimpanan(t.app.deps.storage);
    const storage = storageBaru();
    const hasil = await pulihkanCadangan({ database: target, storage, file: arsip });
    manifest = hasil.manifest;

    expect(manifest.engine).toBe(t.database.kind);
    expect(manifest.tables.map((x) => x.name).sort()).toEqual([...sumber.keys()].sort());
    const dipulihkan = await isiTabel(target);
    expect([...dipulihkan.keys()].sort()).toEqual([...sumber.keys()].sort());
    for (const [tabel, isi] of sumber) {
      expect(dipulihkan.get(tabel)!.n, tabel).toBe(isi.n);
      expect(manifest.tables.find((x) => x.name === tabel)!.rows, tabel).toBe(isi.n);
      // The running job is the one row restore changes (below).
      if (tabel !== 'job_status') expect(dipulihkan.get(tabel)!.h, tabel).toBe(isi.h);
    }
    expect(await isiPenyimpanan(storage)).toEqual(berkasSumber);
    expect(berkasSumber.size).toBe(3);
    const [rows] = await baris<{ n: number }>(t.database.db, sql`select count(*)::int as n from files`);
    expect(manifest.files.length + manifest.files_missing.length).toBe(Number(rows!.n));

    const jobs = await target.db.select().from(jobStatus);
    expect(jobs.filter((j) => j.status === 'processing')).toEqual([]);
    expect(jobs.filter((j) => j.pesan === PESAN_OPS.jobTerhentiPemulihan)).toHaveLength(1);
    // The serial ids go on after the restored rows.
    const [user] = await baris<{ id: number }>(
      target.db,
      sql`insert into users (college_id, username, nama, role, password_hash) values (1, 'baru.setelah.pulih', 'Baru', 'ROLE_MAHASISWA', 'x') returning id`,
    );
    const [max] = await baris<{ m: number }>(t.database.db, sql`select max(id)::int as m from users`);
    expect(Number(user!.id)).toBeGreaterThan(Number(max!.m));
  });

  it('refuses a database that is not empty, and writes nothing', async () => {
    const jumlah = () => baris<{ n: number }>(t.database.db, sql`select count(*)::int as n from users`);
    const sebelum = await jumlah();
    const storage = storageBaru();
    const err = await pulihkanCadangan({ database: t.database, storage, file: arsip }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OpsDitolak);
    expect((err as Error).message).toBe(PESAN_OPS.tujuanDbTidakKosong(await jumlahRelasiPublik(t.database.db)));
    expect(await jumlah()).toEqual(sebelum);
    expect((await isiPenyimpanan(storage)).size).toBe(0);
  });
});

describe.runIf(adminUrl)('across engines', () => {
  it('restores an archive of PostgreSQL into the embedded database, row for row', async () => {
    const target = await createDatabase({ memory: true });
    dropped.push(() => target.close());
    await pulihkanCadangan({ database: target, storage: storageBaru(), file: arsip });
    const dipulihkan = await isiTabel(target);
    for (const [tabel, isi] of sumber) {
      expect(dipulihkan.get(tabel)?.n, tabel).toBe(isi.n);
      if (tabel !== 'job_status') expect(dipulihkan.get(tabel)?.h, tabel).toBe(isi.h);
    }
  });
});
