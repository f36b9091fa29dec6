import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The API's version (apps/api/package.json), reported by /api/health, the worker heartbeat and backup manifests. */
export const VERSI_APLIKASI = (
  JSON.parse(fs.readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../package.json'), 'utf8')) as { version: string }
).version;
