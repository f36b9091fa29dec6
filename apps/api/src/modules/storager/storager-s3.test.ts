import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginHeaders, type TestContext } from '../../../test/helpers';
import { startS3TestServer } from '../../lib/storage/s3-test-server';
import type { S3Storage } from '../../plugins/storage';
import { multipart, PDF_MINI } from './multipart.test-helper';

/** The whole upload path on the S3 backend: streamed upload, ranged download, an overrun leaving no object. */

let t: TestContext;
let s3: Awaited<ReturnType<typeof startS3TestServer>>;
let storage: S3Storage;
let op: Record<string, string>;
let kelas: string;

const objects = async () => {
  const out: string[] = [];
  for await (const o of storage.list('1/')) out.push(o.key);
  return out;
};
function upload(kind: string, filename: string, content: Buffer) {
  const mp = multipart([
    { name: 'kind', value: kind },
    { name: 'id_kelas_kuliah', value: kelas },
    { name: 'file', filename, content },
  ]);
  return t.app.inject({ method: 'POST', url: '/api/v2/storager', headers: { ...op, ...mp.headers }, payload: mp.payload });
}

beforeAll(async () => {
  t = await createTestApp();
  s3 = await startS3TestServer();
  storage = s3.storage('lms/');
  t.app.deps.storage = storage;
  op = await loginHeaders(t.app, 'operator', 'operator123');
  kelas = (await t.database.query<{ id: string }>(`select id from kelas_kuliah where college_id = 1 order by id limit 1`)).rows[0]!.id;
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

describe('POST /v2/storager and downloads on S3', () => {
  it('stores a 6 MB material as an object and serves byte ranges of it', async () => {
    const body = Buffer.concat([PDF_MINI, Buffer.from(Array.from({ length: 6_000_000 }, (_, i) => 32 + (i % 90)))]);
    const res = await upload('materi', 'modul.pdf', body);
    expect(res.statusCode).toBe(200);
    const url = res.json().data.url as string;
    const keys = await objects();
    expect(keys.some((k) => /^1\/materi\/[0-9a-f-]{36}\.pdf$/.test(k))).toBe(true);
    const part = await t.app.inject({ url, headers: { ...op, range: 'bytes=3000000-3000009' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(body.subarray(3_000_000, 3_000_010))).toBe(true);
    const whole = await t.app.inject({ url, headers: op });
    expect(whole.rawPayload.equals(body)).toBe(true);
  });

  it('a banner over its limit is 413 and leaves no object behind', async () => {
    const before = await objects();
    const big = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(2_100_000)]);
    const res = await upload('banner_kelas', 'banner.png', big);
    expect(res.statusCode).toBe(413);
    expect(await objects()).toEqual(before);
  });
});
