import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PESAN_OPS } from '@lms/shared';

/**
 * Who holds the embedded database's data directory. A PGlite directory opened by two processes at once is
 * corrupted, so the server, `npm run backup` (when no server runs) and `npm run restore` each claim it first with
 * `DATA_DIR/proses.json` (created exclusively, mode 0600), and a second claimant is refused while the holder's
 * process lives. A file left by a process that died (kill -9, power loss) is taken over. The server's entry also
 * carries its address and a random token, with which `npm run backup` asks the running server for the archive
 * (GET /api/ops/backup) instead of opening the directory itself.
 */

export type PeranPemilik = 'server' | 'cadangan' | 'pemulihan';

export type Pemilik = {
  pid: number;
  host: string;
  peran: PeranPemilik;
  mulai: string;
  /** Server only, once it listens: where `npm run backup` reaches it, and its bearer token. */
  url?: string;
  token?: string;
};

export const NAMA_BERKAS_PEMILIK = 'proses.json';

export class DataDirDipakai extends Error {
  constructor(readonly pemilik: Pemilik) {
    super(PESAN_OPS.dataDirDipakai(pemilik.pid, pemilik.peran, pemilik.host));
  }
}

const berkasOf = (dataDir: string) => path.join(dataDir, NAMA_BERKAS_PEMILIK);

function baca(file: string): Pemilik | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Pemilik;
  } catch {
    return null;
  }
}

/** Whether the process that wrote `p` still runs (on another host it cannot be told: assumed alive). */
function hidup(p: Pemilik): boolean {
  if (p.host !== os.hostname()) return true;
  // A restarted container may give this very process the pid its predecessor had.
  if (p.pid === process.pid) return false;
  try {
    process.kill(p.pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live holder of the data directory, or null when nobody (or only a dead process) holds it. */
export function bacaPemilik(dataDir: string): Pemilik | null {
  const p = baca(berkasOf(dataDir));
  return p && hidup(p) ? p : null;
}

export type Klaim = {
  readonly pemilik: Pemilik;
  /** Adds the server's address and token once it listens. */
  perbarui(patch: Pick<Pemilik, 'url' | 'token'>): void;
  /** Gives the directory up (only if the file is still this process's). */
  lepas(): void;
};

/** Claims the data directory for this process, or throws DataDirDipakai naming its live holder. */
export function klaimDataDir(dataDir: string, peran: PeranPemilik): Klaim {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = berkasOf(dataDir);
  let pemilik: Pemilik = { pid: process.pid, host: os.hostname(), peran, mulai: new Date().toISOString() };
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(pemilik), { flag: 'wx', mode: 0o600 });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const lain = baca(file);
      if (lain && hidup(lain)) throw new DataDirDipakai(lain);
      if (attempt > 0) throw err;
      fs.rmSync(file, { force: true });
    }
  }
  const milikSendiri = () => baca(file)?.pid === process.pid;
  const lepas = () => {
    if (milikSendiri()) fs.rmSync(file, { force: true });
    process.off('exit', lepas);
  };
  // Whatever way the process ends normally, the directory is free again.
  process.on('exit', lepas);
  return {
    get pemilik() {
      return pemilik;
    },
    perbarui(patch) {
      pemilik = { ...pemilik, ...patch };
      if (milikSendiri()) fs.writeFileSync(file, JSON.stringify(pemilik), { mode: 0o600 });
    },
    lepas,
  };
}
