import { createWriteStream, type Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StorageNotFoundError, assertSafeKey, assertSafePrefix, type StorageBackend, type StorageMeta, type StorageRange } from './backend';

/**
 * Files under one directory (default `${DATA_DIR}/files`). Writes go to `{key}.{uuid}.tmp` renamed into place, so
 * a reader never sees half a file; a process killed mid-write leaves only the .tmp, which the orphan sweep removes.
 */
export class LocalDiskStorage implements StorageBackend {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private pathOf(key: string) {
    assertSafeKey(key);
    const p = path.resolve(this.root, key);
    if (!p.startsWith(this.root + path.sep)) throw new Error(`unsafe storage key: ${key}`);
    return p;
  }

  async put(key: string, body: Readable | Buffer, _meta: StorageMeta) {
    const target = this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const tmp = `${target}.${randomUUID()}.tmp`;
    try {
      if (Buffer.isBuffer(body)) await fs.writeFile(tmp, body, { flag: 'wx' });
      else await pipeline(body, createWriteStream(tmp, { flags: 'wx' }));
      await fs.rename(tmp, target);
    } catch (err) {
      await fs.rm(tmp, { force: true });
      throw err;
    }
  }

  async get(key: string, range?: StorageRange) {
    const p = this.pathOf(key);
    try {
      // Open first so a missing file rejects here rather than as a stream error mid-response.
      const handle = await fs.open(p, 'r');
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {}) as unknown as Readable;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new StorageNotFoundError(key);
      throw err;
    }
  }

  async stat(key: string) {
    try {
      const s = await fs.stat(this.pathOf(key));
      return s.isFile() ? { key, size: s.size, lastModified: s.mtime } : null;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string) {
    await fs.rm(this.pathOf(key), { force: true });
  }

  async exists(key: string) {
    return (await this.stat(key)) !== null;
  }

  async *list(prefix: string) {
    assertSafePrefix(prefix);
    const start = prefix ? path.join(this.root, prefix) : this.root;
    const walk = async function* (this: LocalDiskStorage, dir: string): AsyncGenerator<{ key: string; size: number; lastModified: Date }> {
      let entries: Dirent[];
      try {
        entries = await fs.readdir(dir, { withFileTypes: true });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw err;
      }
      for (const e of entries) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) yield* walk.call(this, p);
        else if (e.isFile()) {
          const s = await fs.stat(p).catch(() => null);
          if (s) yield { key: path.relative(this.root, p).split(path.sep).join('/'), size: s.size, lastModified: s.mtime };
        }
      }
    };
    yield* walk.call(this, start);
  }
}
