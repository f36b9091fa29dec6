/**
 * What `npm run backup` and `npm run restore` do (cli.ts reads the command line), with the server's configuration
 * (DATABASE_URL or DATA_DIR, STORAGE_URL and the S3 credentials).
 *
 * backup: on PostgreSQL the archive is dumped over its own connection while the API runs. On the embedded
 * database the data directory belongs to the running server, so the archive is asked of that server (its address
 * and token are in DATA_DIR/proses.json); with no server running the directory is opened here. Either way the
 * archive is written under a temporary name, read back and checked against its manifest, and only then renamed.
 * restore: into an empty database or data directory and an empty storage backend (refused otherwise).
 */
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PESAN_OPS } from '@lms/shared';
import type { Config } from '../config';
import { createDatabase, type Database } from '../db/client';
import { createStorage } from '../plugins/storage';
import { sinkOf } from './arsip-tar';
import { tulisCadangan, type ManifestCadangan } from './cadangan';
import { DataDirDipakai, bacaPemilik, klaimDataDir } from './pemilik-data';
import { OpsDitolak, periksaArsip, pulihkanCadangan, type HasilPemulihan } from './pulihkan';

/** Where progress and the summary go (the console for the command; a test collects them). */
export type Keluaran = { info(msg: string): void; warn(msg: string): void };
const konsol: Keluaran = { info: (msg) => console.log(msg), warn: (msg) => console.warn(msg) };

/** The archive holds password hashes and the token key: readable by its owner only, never over an existing file. */
const PRIVAT = { flags: 'wx', mode: 0o600 } as const;

export async function cadangan(config: Config, file: string, out: Keluaran = konsol): Promise<ManifestCadangan> {
  const log = (msg: string) => out.info(`  ${msg}`);
  if (fs.existsSync(file)) throw new OpsDitolak(PESAN_OPS.berkasSudahAda(file));
  const t0 = Date.now();
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    const pemilik = config.databaseUrl ? null : bacaPemilik(config.dataDir);
    if (pemilik?.peran === 'server' && pemilik.url && pemilik.token) {
      log(`meminta arsip dari server (proses ${pemilik.pid}, ${pemilik.url})`);
      const res = await fetch(`${pemilik.url}/api/ops/backup`, { headers: { authorization: `Bearer ${pemilik.token}` } }).catch(() => null);
      if (res?.status === 409) throw new OpsDitolak(PESAN_OPS.cadanganSedangBerjalan);
      if (!res?.ok || !res.body) throw new OpsDitolak(PESAN_OPS.serverTidakMenjawab(pemilik.pid, pemilik.url));
      await pipeline(Readable.fromWeb(res.body as never), fs.createWriteStream(tmp, PRIVAT));
    } else {
      if (pemilik) throw new DataDirDipakai(pemilik);
      await langsung(config, 'cadangan', async (database) => {
        const berkas = fs.createWriteStream(tmp, PRIVAT);
        await tulisCadangan({ database, storage: createStorage(config), sink: sinkOf(berkas), log });
        await new Promise<void>((resolve, reject) => berkas.end((err?: Error | null) => (err ? reject(err) : resolve())));
      });
    }
    const { manifest } = await periksaArsip(tmp);
    fs.renameSync(tmp, file);
    const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
    const mb = fs.statSync(file).size / (1024 * 1024);
    out.info(PESAN_OPS.cadanganSelesai(file, manifest.tables.length, rows, manifest.files.length, mb, (Date.now() - t0) / 1000));
    if (manifest.files_missing.length) out.warn(PESAN_OPS.berkasHilang(manifest.files_missing.length));
    return manifest;
  } finally {
    fs.rmSync(tmp, { force: true });
  }
}

export async function pemulihan(config: Config, file: string, out: Keluaran = konsol): Promise<HasilPemulihan> {
  const log = (msg: string) => out.info(`  ${msg}`);
  const t0 = Date.now();
  // The whole archive is checked before the target is touched (PGlite creates its directory when opened).
  const arsip = await periksaArsip(file);
  const storage = createStorage(config);
  const hasil = config.databaseUrl
    ? await langsung(config, 'pemulihan', (database) => pulihkanCadangan({ database, storage, file, arsip, log }))
    : await (async () => {
        const dir = path.join(config.dataDir, 'pglite');
        if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) throw new OpsDitolak(PESAN_OPS.tujuanDataDirTidakKosong(dir));
        try {
          return await langsung(config, 'pemulihan', (database) => pulihkanCadangan({ database, storage, file, arsip, log }));
        } catch (err) {
          // A refusal (storage not empty …) came after this run claimed the directory and wrote nothing: the
          // database directory it created goes, so the next attempt finds the target empty.
          if (err instanceof OpsDitolak) fs.rmSync(dir, { recursive: true, force: true });
          throw err;
        }
      })();
  out.info(PESAN_OPS.pemulihanSelesai(hasil.tables, hasil.rows, hasil.files, (Date.now() - t0) / 1000));
  return hasil;
}

/** Opens the configured database for `fn` (claiming the PGlite directory first) and closes it after. */
async function langsung<T>(config: Config, peran: 'cadangan' | 'pemulihan', fn: (database: Database) => Promise<T>): Promise<T> {
  if (!config.databaseUrl && peran === 'cadangan' && !fs.existsSync(path.join(config.dataDir, 'pglite'))) {
    throw new OpsDitolak(PESAN_OPS.basisDataBelumAda(path.join(config.dataDir, 'pglite')));
  }
  const klaim = config.databaseUrl ? null : klaimDataDir(config.dataDir, peran);
  try {
    const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
    try {
      return await fn(database);
    } finally {
      await database.close();
    }
  } finally {
    klaim?.lepas();
  }
}

