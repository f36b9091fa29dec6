import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '../../plugins/storage';
import { StorageNotFoundError, readAll, type StorageBackend } from './backend';
import { LocalDiskStorage } from './local';
import { S3Storage, parseS3Url } from './s3';
import { startS3TestServer } from './s3-test-server';

/** One contract, two backends: local disk and S3 (against a real S3-compatible server on a local port). */

let s3: Awaited<ReturnType<typeof startS3TestServer>>;
let localDir: string;
beforeAll(async () => {
  s3 = await startS3TestServer();
  localDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lms-contract-'));
});
afterAll(async () => {
  await s3?.close();
  if (localDir) await fs.rm(localDir, { recursive: true, force: true });
});

const backends: [string, () => StorageBackend][] = [
  ['local disk', () => new LocalDiskStorage(localDir)],
  ['S3', () => s3.storage()],
  ['S3 with a key prefix', () => s3.storage('lms/')],
];

/** `n` bytes of a repeating pattern, streamed in 64 KB chunks (never one buffer). */
function patternStream(n: number, failAfter?: number) {
  let sent = 0;
  return new Readable({
    read() {
      if (failAfter !== undefined && sent >= failAfter) return this.destroy(new Error('klien terputus'));
      if (sent >= n) return this.push(null);
      const size = Math.min(65_536, n - sent);
      const chunk = Buffer.alloc(size);
      for (let i = 0; i < size; i++) chunk[i] = (sent + i) % 251;
      sent += size;
      this.push(chunk);
    },
  });
}
const keysOf = async (b: StorageBackend, prefix: string) => {
  const out: string[] = [];
  for await (const o of b.list(prefix)) out.push(o.key);
  return out.sort();
};

describe.each(backends)('StorageBackend contract: %s', (_name, make) => {
  let b: StorageBackend;
  const run = Math.random().toString(36).slice(2, 8);
  const k = (s: string) => `9/${run}/${s}`;
  beforeAll(() => {
    b = make();
  });

  it('round-trips a buffer, stats it, deletes idempotently', async () => {
    await b.put(k('a.txt'), Buffer.from('halo dunia'), { contentType: 'text/plain' });
    expect((await readAll(await b.get(k('a.txt')))).toString()).toBe('halo dunia');
    const st = await b.stat(k('a.txt'));
    expect(st).toMatchObject({ key: k('a.txt'), size: 10 });
    expect(Math.abs(st!.lastModified.getTime() - Date.now())).toBeLessThan(60_000);
    expect(await b.exists(k('a.txt'))).toBe(true);
    await b.delete(k('a.txt'));
    await b.delete(k('a.txt'));
    expect(await b.exists(k('a.txt'))).toBe(false);
    expect(await b.stat(k('a.txt'))).toBeNull();
    await expect(b.get(k('a.txt'))).rejects.toBeInstanceOf(StorageNotFoundError);
  });

  it('streams a 12 MB body of unknown length (S3: a multipart upload) and reads byte ranges of it', async () => {
    const n = 12 * 1024 * 1024 + 17;
    await b.put(k('video.mp4'), patternStream(n), { contentType: 'video/mp4' });
    expect((await b.stat(k('video.mp4')))?.size).toBe(n);
    const part = await readAll(await b.get(k('video.mp4'), { start: 5_000_000, end: 5_000_099 }));
    expect(part.length).toBe(100);
    for (let i = 0; i < 100; i++) expect(part[i]).toBe((5_000_000 + i) % 251);
    const last = await readAll(await b.get(k('video.mp4'), { start: n - 3, end: n - 1 }));
    expect([...last]).toEqual([(n - 3) % 251, (n - 2) % 251, (n - 1) % 251]);
    await b.delete(k('video.mp4'));
  });

  it('a body stream that fails leaves nothing under the key', async () => {
    await expect(b.put(k('putus.pdf'), patternStream(8 * 1024 * 1024, 6 * 1024 * 1024), { contentType: 'application/pdf' })).rejects.toThrow();
    expect(await b.exists(k('putus.pdf'))).toBe(false);
    expect(await keysOf(b, `9/${run}/`)).not.toContain(k('putus.pdf'));
  });

  it('lists every object under a prefix and nothing outside it', async () => {
    await b.put(k('x/1.pdf'), Buffer.from('1'), { contentType: 'application/pdf' });
    await b.put(k('x/2.pdf'), Buffer.from('22'), { contentType: 'application/pdf' });
    await b.put(`8/${run}/lain.pdf`, Buffer.from('3'), { contentType: 'application/pdf' });
    expect(await keysOf(b, `9/${run}/x/`)).toEqual([k('x/1.pdf'), k('x/2.pdf')]);
    expect(await keysOf(b, `9/${run}/`)).toEqual([k('x/1.pdf'), k('x/2.pdf')]);
    expect(await keysOf(b, `7/`)).toEqual([]);
    await b.put(k('x/1.pdf'), Buffer.from('ditimpa'), { contentType: 'application/pdf' });
    expect((await readAll(await b.get(k('x/1.pdf')))).toString()).toBe('ditimpa');
  });

  it('refuses unsafe keys and prefixes', async () => {
    for (const key of ['../x', '/etc/passwd', '1/../../x', 'a\\b', '']) await expect(b.put(key, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow(/unsafe/);
    await expect(keysOf(b, '../')).rejects.toThrow();
    await expect(keysOf(b, '1')).rejects.toThrow();
  });
});

describe('STORAGE_URL', () => {
  it('s3:// selects the S3 backend with endpoint, region, path style and key prefix', () => {
    expect(parseS3Url('s3://berkas-lms/kampus?endpoint=http%3A%2F%2Fminio%3A9000&region=ap-southeast-3')).toEqual({
      bucket: 'berkas-lms',
      endpoint: 'http://minio:9000',
      region: 'ap-southeast-3',
      forcePathStyle: true,
      credentials: undefined,
      keyPrefix: 'kampus/',
    });
    expect(parseS3Url('s3://b').forcePathStyle).toBe(false);
    expect(createStorage({ dataDir: '/tmp/x', storageUrl: s3.url, s3Credentials: s3.credentials })).toBeInstanceOf(S3Storage);
    expect(createStorage({ dataDir: '/tmp/x' })).toBeInstanceOf(LocalDiskStorage);
    expect(() => createStorage({ dataDir: '/tmp/x', storageUrl: 'ftp://x' })).toThrow(/STORAGE_URL/);
  });
});
