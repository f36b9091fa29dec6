import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxUploadBytes, pesanUkuranFileMaks } from '@lms/shared';
import { createTestApp, loginHeaders, type TestContext } from '../../test/helpers';
import { files } from '../db/schema';
import { forgetPengaturan } from '../modules/pengaturan/pengaturan.service';
import { multipart, PDF_MINI, PNG_1X1 } from '../modules/storager/multipart.test-helper';
import type { LocalDiskStorage, StorageObject } from '../plugins/storage';

/** The one upload path (lib/multipart.ts), through POST /api/v2/storager: malformed bodies, limits, names. */

let t: TestContext;
let op: Record<string, string>;
let kelasDosen: string;

const countFiles = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(files))[0]!.n;
const storedObjects = async () => {
  const out: StorageObject[] = [];
  for await (const o of (t.app.deps.storage as LocalDiskStorage).list('')) out.push(o);
  return out;
};
const post = (headers: Record<string, string>, payload: Buffer | string) =>
  t.app.inject({ method: 'POST', url: '/api/v2/storager', headers: { ...op, ...headers }, payload });

beforeAll(async () => {
  t = await createTestApp();
  op = await loginHeaders(t.app, 'operator', 'operator123');
  const { rows } = await t.database.query<{ id: string }>(`select id from kelas_kuliah where college_id = 1 order by id limit 1`);
  kelasDosen = rows[0]!.id;
});
afterAll(async () => t?.close());

function expectEnvelope400(res: { statusCode: number; json(): { status: { code: string; message: string } } }, fragment: RegExp) {
  expect(res.statusCode).toBe(400);
  const body = res.json();
  expect(body.status.message).toMatch(fragment);
  expect(body.status.message).not.toMatch(/boundary not found|unexpected end|malformed/i);
}

describe('malformed multipart is a 400 in the envelope, in Indonesian, and stores nothing', () => {
  it('no boundary in the content type', async () => {
    const before = await countFiles();
    const res = await post({ 'content-type': 'multipart/form-data' }, 'apa saja');
    expectEnvelope400(res, /multipart\/form-data dengan boundary/);
    expect(await countFiles()).toBe(before);
  });

  it('a body cut short in the middle of the file', async () => {
    const mp = multipart([
      { name: 'kind', value: 'lainnya' },
      { name: 'file', filename: 'a.pdf', content: Buffer.concat([PDF_MINI, Buffer.alloc(200_000, 0x20)]) },
    ]);
    const before = await countFiles();
    const objects = (await storedObjects()).length;
    const res = await post(mp.headers, mp.payload.subarray(0, 150_000));
    expectEnvelope400(res, /multipart tidak lengkap atau rusak/);
    expect(await countFiles()).toBe(before);
    expect((await storedObjects()).length).toBe(objects);
  });

  it('a body cut short in the part headers', async () => {
    const mp = multipart([{ name: 'file', filename: 'a.pdf', content: PDF_MINI }]);
    const res = await post(mp.headers, mp.payload.subarray(0, 40));
    expectEnvelope400(res, /multipart tidak lengkap atau rusak/);
  });

  it('a file part without filename', async () => {
    const boundary = 'xyzBATAS';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      PDF_MINI,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await post({ 'content-type': `multipart/form-data; boundary=${boundary}` }, body);
    expectEnvelope400(res, /tidak memiliki nama file/);
  });

  it('a JSON body where a form is expected', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/storager', headers: op, payload: { file: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().status.message).toMatch(/multipart/);
  });

  it('a field value over its size limit names the field', async () => {
    const mp = multipart([
      { name: 'dir', value: 'a'.repeat(5000) },
      { name: 'file', filename: 'a.pdf', content: PDF_MINI },
    ]);
    const res = await post(mp.headers, mp.payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().status.message).toContain('dir');
  });
});

describe('size limits per kind (413 at the limit + 1, never a byte left behind)', () => {
  it('a materi PDF one byte over the college limit is 413 with that limit; exactly the limit is stored', async () => {
    const { rows } = await t.database.query<{ u: Record<string, unknown> }>(`select ukuran_max_file as u from colleges where id = 1`);
    const max = maxUploadBytes(rows[0]!.u, 'materi', 'x.pdf');
    const big = Buffer.concat([PDF_MINI, Buffer.alloc(max + 1 - PDF_MINI.length, 0x20)]);
    const before = await countFiles();
    const objects = (await storedObjects()).length;
    const over = multipart([
      { name: 'kind', value: 'materi' },
      { name: 'id_kelas_kuliah', value: kelasDosen },
      { name: 'file', filename: 'bab1.pdf', content: big },
    ]);
    const res = await post(over.headers, over.payload);
    expect(res.statusCode).toBe(413);
    expect(res.json().status).toEqual({ code: 'payload_too_large', message: pesanUkuranFileMaks(max) });
    expect(await countFiles()).toBe(before);
    expect((await storedObjects()).length).toBe(objects);

    const exact = multipart([
      { name: 'kind', value: 'materi' },
      { name: 'id_kelas_kuliah', value: kelasDosen },
      { name: 'file', filename: 'bab1.pdf', content: big.subarray(0, max) },
    ]);
    const okRes = await post(exact.headers, exact.payload);
    expect(okRes.statusCode).toBe(200);
    expect(okRes.json().data.content_length).toBe(max);
  });

  it('the banner limit is the same 2 MB default through /v2/storager as through the class update', async () => {
    const max = maxUploadBytes({}, 'banner_kelas');
    expect(max).toBe(2_000_000);
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(max + 1 - PNG_1X1.length)]);
    // File before the fields: the kind's limit is applied once the fields are known; the bytes go again.
    const objects = (await storedObjects()).length;
    const mp = multipart([
      { name: 'file', filename: 'banner.png', content: big },
      { name: 'kind', value: 'banner_kelas' },
      { name: 'id_kelas_kuliah', value: kelasDosen },
    ]);
    const res = await post(mp.headers, mp.payload);
    expect(res.statusCode).toBe(413);
    expect(res.json().status.message).toBe(pesanUkuranFileMaks(max));
    expect((await storedObjects()).length).toBe(objects);
  });

  it('a college setting changes the limit (ukuran_max_file.materi.ebook in MB)', async () => {
    await t.database.query(`update colleges set ukuran_max_file = '{"materi":{"ebook":0.001}}'::jsonb where id = 1`);
    // Written behind the settings service's back: drop its cached copy as a settings change would.
    forgetPengaturan(t.app.deps, 1);
    const limited = await loginHeaders(t.app, 'operator', 'operator123');
    try {
      const mp = multipart([
        { name: 'kind', value: 'materi' },
        { name: 'id_kelas_kuliah', value: kelasDosen },
        { name: 'file', filename: 'bab1.pdf', content: Buffer.concat([PDF_MINI, Buffer.alloc(1000)]) },
      ]);
      const res = await t.app.inject({ method: 'POST', url: '/api/v2/storager', headers: { ...limited, ...mp.headers }, payload: mp.payload });
      expect(res.statusCode).toBe(413);
      expect(res.json().status.message).toBe(pesanUkuranFileMaks(1000));
    } finally {
      await t.database.query(`update colleges set ukuran_max_file = '{}'::jsonb where id = 1`);
      forgetPengaturan(t.app.deps, 1);
    }
  });
});

describe('file names', () => {
  it('drops a right-to-left override and other bidi/control characters, keeps NFC letters', async () => {
    const tricky = 'tugas\u202Efdp.exe\u200F\u0007 final.pdf';
    const decomposed = 'Materi Pe\u0301kan.pdf'; // e + combining acute
    for (const [sent, expected] of [
      [tricky, 'tugasfdp.exe final.pdf'],
      [decomposed, 'Materi P\u00e9kan.pdf'],
    ] as const) {
      const mp = multipart([{ name: 'file', filename: sent, content: PDF_MINI }]);
      const res = await post(mp.headers, mp.payload);
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.name).toBe(expected);
      // eslint-disable-next-line no-control-regex
      expect(data.name).not.toMatch(/[\u202a-\u202e\u2066-\u2069\u200e\u200f\u0000-\u001f]/);
      const d = await t.app.inject({ url: data.url, headers: op });
      expect(d.statusCode).toBe(200);
      expect(d.headers['content-disposition']).toContain(encodeURIComponent(expected));
      expect(d.headers['content-disposition']).not.toContain('%E2%80%AE');
    }
  });
});
