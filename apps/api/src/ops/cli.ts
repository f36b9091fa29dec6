/** `npm run backup -- <file>` and `npm run restore -- <file>` (README "Operations"; what they do: perintah.ts). */
import path from 'node:path';
import { PESAN_OPS } from '@lms/shared';
import { loadConfig } from '../config';
import { DataDirDipakai } from './pemilik-data';
import { cadangan, pemulihan } from './perintah';
import { OpsDitolak } from './pulihkan';

async function main() {
  const [perintah, arg] = process.argv.slice(2);
  if ((perintah !== 'backup' && perintah !== 'restore') || !arg) {
    console.error(PESAN_OPS.pemakaianCli);
    return 2;
  }
  // npm runs scripts from the repository root; a relative path means the operator's own directory.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), arg);
  const config = loadConfig();
  try {
    if (perintah === 'backup') await cadangan(config, file);
    else await pemulihan(config, file);
    return 0;
  } catch (err) {
    if (err instanceof OpsDitolak || err instanceof DataDirDipakai) console.error(err.message);
    else console.error(perintah === 'backup' ? PESAN_OPS.cadanganGagal(String((err as Error)?.message ?? err)) : PESAN_OPS.pemulihanGagal(String((err as Error)?.message ?? err)));
    return 1;
  }
}

process.exit(await main());
