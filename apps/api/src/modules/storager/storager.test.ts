import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALLOWED_UPLOADS, allowedExtensions, maxUploadBytes, pesanUkuranFileMaks } from '@lms/shared';
import { createTestApp, loginHeaders, type TestContext } from '../../../test/helpers';
import { colleges, dosen, files, kelasKuliah, kelasPengajar, kelasPeserta, mahasiswa, users } from '../../db/schema';
import { LocalDiskStorage, assertSafeKey, readAll } from '../../plugins/storage';
import { multipart, PDF_MINI, PNG_1X1 } from './multipart.test-helper';
import { sanitizeFileName, saveUpload } from './storager.service';

let t: TestContext;
let dir: string;
let storage: LocalDiskStorage;
let h: Record<'op' | 'opLaporan' | 'dsn' | 'mhs' | 'op2', Record<string, string>>;
/** A class the demo lecturer teaches and the demo student attends, and one of his classes she does not attend. */
let kelasA: string;
let kelasB: string;

const db = () => t.database.db;
const countFiles = async () => (await db().select({ n: sql<number>`count(*)::int` }).from(files))[0]!.n;
const diskFiles = async () => {
  const out: string[] = [];
  const walk = async (d: string) => {
    for (const e of await fs.readdir(d, { withFileTypes: true }).catch(() => [])) {
      if (e.isDirectory()) await walk(path.join(d, e.name));
      else out.push(path.join(d, e.name));
    }
  };
  await walk(dir);
  return out;
};

function upload(headers: Record<string, string>, file: { filename: string; content: Buffer } | null, fields: Record<string, string> = {}) {
  // Text fields first, as the web client sends them: the kind's rules apply before any byte is stored.
  const parts = [
    { name: 'service_id', value: 'lms' },
    { name: 'dir', value: 'lms/uji' },
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    ...(file ? [{ name: 'file', filename: file.filename, content: file.content }] : []),
  ];
  const mp = multipart(parts);
  return t.app.inject({ method: 'POST', url: '/api/v2/storager', headers: { ...headers, ...mp.headers }, payload: mp.payload });
}
const download = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  t = await createTestApp();
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lms-storager-'));
  storage = new LocalDiskStorage(dir);
  t.app.deps.storage = storage;
  const [op, opLaporan, dsn, mhs, op2] = await Promise.all([
    loginHeaders(t.app, 'operator', 'operator123'),
    loginHeaders(t.app, 'operator.laporan', 'operator123'),
    loginHeaders(t.app, 'dosen', 'dosen123'),
    loginHeaders(t.app, 'mahasiswa', 'mahasiswa123'),
    loginHeaders(t.app, 'operator2', 'operator123', 2),
  ]);
  h = { op: op!, opLaporan: opLaporan!, dsn: dsn!, mhs: mhs!, op2: op2! };

  const [me] = await db().select({ id: mahasiswa.id }).from(mahasiswa).innerJoin(users, eq(users.id, mahasiswa.userId)).where(eq(users.username, 'mahasiswa'));
  const [lect] = await db().select({ id: dosen.id }).from(dosen).innerJoin(users, eq(users.id, dosen.userId)).where(eq(users.username, 'dosen'));
  const attended = (await db().select({ id: kelasPeserta.idKelasKuliah }).from(kelasPeserta).where(eq(kelasPeserta.idMahasiswa, me!.id))).map((r) => r.id);
  const taught = await db().select({ id: kelasPengajar.idKelasKuliah }).from(kelasPengajar).where(eq(kelasPengajar.idDosen, lect!.id));
  kelasA = taught.map((r) => r.id).find((id) => attended.includes(id))!;
  const [b] = await db()
    .select({ id: kelasPengajar.idKelasKuliah })
    .from(kelasPengajar)
    .where(and(eq(kelasPengajar.idDosen, lect!.id), notInArray(kelasPengajar.idKelasKuliah, attended)));
  kelasB = b!.id;
});
afterAll(async () => {
  await t?.close();
  if (dir) await fs.rm(dir, { recursive: true, force: true });
});

describe('POST /api/v2/storager', () => {
  it('refuses anonymous callers (401) and a token of another college (403)', async () => {
    const anon = await upload({ 'college-id': '1' }, { filename: 'a.pdf', content: PDF_MINI });
    expect(anon.statusCode).toBe(401);
    const cross = await upload({ ...h.dsn, 'college-id': '2' }, { filename: 'a.pdf', content: PDF_MINI });
    expect(cross.statusCode).toBe(403);
  });

  it('uploads into a class and the class members download it with the right headers', async () => {
    const before = await countFiles();
    const name = 'Materi Pertemuan 1 – Basis Data ü.pdf';
    const res = await upload(h.dsn, { filename: name, content: PDF_MINI }, { id_kelas_kuliah: kelasA, kind: 'materi' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(Object.keys(data).sort()).toEqual(['content_length', 'extension', 'name', 'url']);
    expect(data).toMatchObject({ name, content_length: PDF_MINI.length, extension: 'pdf' });
    expect(await countFiles()).toBe(before + 1);
    const id = data.url.split('/')[5];
    const [row] = await db().select().from(files).where(eq(files.id, id));
    expect(row).toMatchObject({ collegeId: 1, kind: 'materi', idKelasKuliah: kelasA, mime: 'application/pdf', size: PDF_MINI.length });
    // the storage key is ours: college/kind/uuid.ext, nothing of the user's name
    expect(row!.storageKey).toMatch(/^1\/materi\/[0-9a-f-]{36}\.pdf$/);

    for (const who of [h.mhs, h.op, h.dsn]) {
      const d = await download(data.url, who);
      expect(d.statusCode).toBe(200);
      expect(d.rawPayload.equals(PDF_MINI)).toBe(true);
      expect(d.headers['content-type']).toBe('application/pdf');
      expect(d.headers['content-length']).toBe(String(PDF_MINI.length));
      expect(d.headers['x-content-type-options']).toBe('nosniff');
      expect(d.headers['content-disposition']).toBe(`attachment; filename="Materi Pertemuan 1 _ Basis Data _.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`);
    }
  });

  it('re-checks access on download: non-member student and operator without kelas_kuliah get 403, another college 404', async () => {
    const res = await upload(h.dsn, { filename: 'kisi-kisi.pdf', content: PDF_MINI }, { id_kelas_kuliah: kelasB, kind: 'materi' });
    expect(res.statusCode).toBe(200);
    const url = res.json().data.url;
    expect((await download(url, h.mhs)).statusCode).toBe(403);
    expect((await download(url, h.opLaporan)).statusCode).toBe(403);
    expect((await download(url, h.op2)).statusCode).toBe(404);
    expect((await download(url, { ...h.mhs, 'college-id': '2' })).statusCode).toBe(403);
    expect((await download(url, { 'college-id': '1' })).statusCode).toBe(401);
    expect((await download(url.replace(/files\/[^/]+/, 'files/bukan-uuid'), h.op)).statusCode).toBe(404);
  });

  it('a file without class is readable by its owner and operators with data_master only', async () => {
    const res = await upload(h.mhs, { filename: 'catatan.pdf', content: PDF_MINI });
    expect(res.statusCode).toBe(200);
    const url = res.json().data.url;
    expect((await download(url, h.mhs)).statusCode).toBe(200);
    expect((await download(url, h.op)).statusCode).toBe(200);
    expect((await download(url, h.opLaporan)).statusCode).toBe(403);
    expect((await download(url, h.dsn)).statusCode).toBe(403);
  });

  it('students cannot upload into a class they do not attend; unknown class is 404', async () => {
    const before = await countFiles();
    const res = await upload(h.mhs, { filename: 'tugas.pdf', content: PDF_MINI }, { id_kelas_kuliah: kelasB, kind: 'pengumpulan_tugas' });
    expect(res.statusCode).toBe(403);
    const unknown = await upload(h.op, { filename: 'tugas.pdf', content: PDF_MINI }, { id_kelas_kuliah: '20261_9_9_9_9' });
    expect(unknown.statusCode).toBe(404);
    expect((await upload(h.opLaporan, { filename: 'x.pdf', content: PDF_MINI }, { id_kelas_kuliah: kelasA })).statusCode).toBe(403);
    expect(await countFiles()).toBe(before);
  });

  it('checks the type by content: a PNG renamed .pdf and a disallowed extension are 415, nothing stored', async () => {
    const before = await countFiles();
    const onDisk = (await diskFiles()).length;
    const renamed = await upload(h.dsn, { filename: 'laporan.pdf', content: PNG_1X1 }, { id_kelas_kuliah: kelasA });
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().status.message).toContain('.pdf');
    const exe = await upload(h.dsn, { filename: 'setup.exe', content: PDF_MINI });
    expect(exe.statusCode).toBe(415);
    expect(exe.json().status.message).toBe('Tipe file .exe tidak diizinkan');
    const bannerPdf = await upload(h.op, { filename: 'banner.pdf', content: PDF_MINI }, { kind: 'banner_kelas', id_kelas_kuliah: kelasA });
    expect(bannerPdf.statusCode).toBe(415);
    expect(await countFiles()).toBe(before);
    expect((await diskFiles()).length).toBe(onDisk);
  });

  it('refuses a file over the kind limit with 413 and the spec message, nothing stored', async () => {
    const [c1] = await db().select().from(colleges).where(eq(colleges.id, 1));
    const max = maxUploadBytes(c1!.ukuranMaxFile, 'banner_kelas', 'b.png');
    const before = await countFiles();
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(max + 1 - PNG_1X1.length)]);
    const res = await upload(h.op, { filename: 'banner.png', content: big }, { kind: 'banner_kelas', id_kelas_kuliah: kelasA });
    expect(res.statusCode).toBe(413);
    expect(res.json().status.message).toBe(pesanUkuranFileMaks(max));
    expect(await countFiles()).toBe(before);
    // a PNG of exactly the limit is fine, and shows inline on request
    const ok = await upload(h.op, { filename: 'banner.png', content: big.subarray(0, max) }, { kind: 'banner_kelas', id_kelas_kuliah: kelasA });
    expect(ok.statusCode).toBe(200);
    const d = await download(`${ok.json().data.url}?inline=1`, h.mhs);
    expect(d.statusCode).toBe(200);
    expect(d.headers['content-type']).toBe('image/png');
    expect(d.headers['content-disposition']).toMatch(/^inline; /);
  });

  it('rejects a missing file and a wrong service_id with 400 naming the field', async () => {
    const none = await upload(h.dsn, null);
    expect(none.statusCode).toBe(400);
    expect(none.json().status.message).toContain('file');
    const mp = multipart([
      { name: 'file', filename: 'a.pdf', content: PDF_MINI },
      { name: 'service_id', value: 'lain' },
    ]);
    const bad = await t.app.inject({ method: 'POST', url: '/api/v2/storager', headers: { ...h.dsn, ...mp.headers }, payload: mp.payload });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().status.message).toContain('service_id');
    const json = await t.app.inject({ method: 'POST', url: '/api/v2/storager', headers: h.dsn, payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
  });
});

describe('DELETE /api/v2/storager?url=', () => {
  it('lets the owner delete: row soft-deleted, bytes gone, download 404', async () => {
    const res = await upload(h.dsn, { filename: 'hapus.pdf', content: PDF_MINI }, { id_kelas_kuliah: kelasA });
    const url = res.json().data.url as string;
    const id = url.split('/')[5]!;
    const [row] = await db().select().from(files).where(eq(files.id, id));
    expect(await storage.exists(row!.storageKey)).toBe(true);

    const stranger = await t.app.inject({ method: 'DELETE', url: `/api/v2/storager?url=${encodeURIComponent(url)}`, headers: h.mhs });
    expect(stranger.statusCode).toBe(403);
    const readOnlyOp = await t.app.inject({ method: 'DELETE', url: `/api/v2/storager?url=${encodeURIComponent(url)}`, headers: h.opLaporan });
    expect(readOnlyOp.statusCode).toBe(403);
    const other = await t.app.inject({ method: 'DELETE', url: `/api/v2/storager?url=${encodeURIComponent(url)}`, headers: h.op2 });
    expect(other.statusCode).toBe(404);

    const del = await t.app.inject({ method: 'DELETE', url: `/api/v2/storager?url=${encodeURIComponent(`http://localhost:3000${url}`)}`, headers: h.dsn });
    expect(del.statusCode).toBe(200);
    expect(del.json().status.message).toBe('Berhasil hapus file');
    const [after] = await db().select().from(files).where(eq(files.id, id));
    expect(after!.deletedAt).not.toBeNull();
    expect(await storage.exists(row!.storageKey)).toBe(false);
    expect((await download(url, h.dsn)).statusCode).toBe(404);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/v2/storager?url=${encodeURIComponent(url)}`, headers: h.dsn });
    expect(again.statusCode).toBe(404);
  });

  it('an operator with write on kelas_kuliah may delete class files; a bad url is 400; anonymous 401', async () => {
    const res = await upload(h.dsn, { filename: 'op-hapus.pdf', content: PDF_MINI }, { id_kelas_kuliah: kelasA });
    const url = res.json().data.url as string;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v2/storager?url=${encodeURIComponent(url)}`, headers: { 'college-id': '1' } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v2/storager?url=${encodeURIComponent(url)}`, headers: h.op })).statusCode).toBe(200);
    const bad = await t.app.inject({ method: 'DELETE', url: '/api/v2/storager?url=https://contoh.id/a.pdf', headers: h.op });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().status.message).toContain('url');
    const missing = await t.app.inject({ method: 'DELETE', url: '/api/v2/storager', headers: h.op });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().status.message).toContain('url');
  });
});

describe('saveUpload (service helper)', () => {
  const deps = () => ({ db: db(), storage });
  const base = { collegeId: 1, kind: 'lampiran_tugas' as const, ownerUserId: null, maxBytes: 1_000_000 };

  it('accepts UTF-8 csv text and refuses binary bytes named .csv', async () => {
    const csv = await saveUpload(deps(), { ...base, filename: 'nilai.csv', buffer: Buffer.from('nim,nilai\n2023101001,90\n'), allowedExtensions: ['.csv'] });
    expect(csv).toMatchObject({ extension: 'csv', mime: 'text/csv; charset=utf-8' });
    await expect(saveUpload(deps(), { ...base, filename: 'nilai.csv', buffer: Buffer.from([0x6e, 0x00, 0xff, 0xfe]), allowedExtensions: ['.csv'] })).rejects.toMatchObject({ statusCode: 415 });
    await expect(saveUpload(deps(), { ...base, filename: 'nilai.csv', buffer: PNG_1X1, allowedExtensions: ['.csv'] })).rejects.toMatchObject({ statusCode: 415 });
  });

  it('removes the bytes again when the row cannot be inserted', async () => {
    const before = (await diskFiles()).length;
    await expect(
      saveUpload(deps(), { ...base, collegeId: 999_999, filename: 'a.png', buffer: PNG_1X1, allowedExtensions: allowedExtensions(['image']) }),
    ).rejects.toThrow();
    expect((await diskFiles()).length).toBe(before);
  });

  it('accepts every image extension of ALLOWED_UPLOADS for a PNG only when named .png', async () => {
    await expect(saveUpload(deps(), { ...base, filename: 'x.png', buffer: PNG_1X1, allowedExtensions: ALLOWED_UPLOADS.image })).resolves.toMatchObject({ mime: 'image/png' });
    await expect(saveUpload(deps(), { ...base, filename: 'x.jpg', buffer: PNG_1X1, allowedExtensions: ALLOWED_UPLOADS.image })).rejects.toMatchObject({ statusCode: 415 });
  });
});

describe('storage backend and names', () => {
  it('LocalDiskStorage round-trips, deletes idempotently and refuses unsafe keys', async () => {
    await storage.put('1/uji/a.txt', Buffer.from('halo'), { contentType: 'text/plain' });
    expect((await readAll(await storage.get('1/uji/a.txt'))).toString()).toBe('halo');
    await storage.delete('1/uji/a.txt');
    await storage.delete('1/uji/a.txt');
    expect(await storage.exists('1/uji/a.txt')).toBe(false);
    await expect(storage.get('1/uji/a.txt')).rejects.toThrow(/not found/);
    for (const k of ['../x', '/etc/passwd', '1/../../x', 'a\\b', '']) expect(() => assertSafeKey(k)).toThrow();
  });

  it('sanitizeFileName keeps only a safe display name', () => {
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFileName('C:\\Users\\x\\Tugas 1.pdf')).toBe('Tugas 1.pdf');
    expect(sanitizeFileName('a\u0000b"<>.pdf')).toBe('ab.pdf');
    expect(sanitizeFileName('...')).toBe('file');
    const long = sanitizeFileName(`${'a'.repeat(300)}.pdf`);
    expect(long.length).toBe(180);
    expect(long.endsWith('.pdf')).toBe(true);
  });
});

describe('data of college 2 never appears', () => {
  it('a file of college 2 is 404 for college 1 even for an operator with full access', async () => {
    const mp = multipart([{ name: 'file', filename: 'c2.pdf', content: PDF_MINI }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/storager', headers: { ...h.op2, ...mp.headers }, payload: mp.payload });
    expect(res.statusCode).toBe(200);
    const url = res.json().data.url;
    expect((await download(url, h.op)).statusCode).toBe(404);
    expect((await download(url, h.op2)).statusCode).toBe(200);
    const kelas2 = await db().select({ id: kelasKuliah.id }).from(kelasKuliah).where(eq(kelasKuliah.collegeId, 2));
    const cross = await upload(h.op, { filename: 'x.pdf', content: PDF_MINI }, { id_kelas_kuliah: kelas2[0]!.id });
    expect(cross.statusCode).toBe(404);
  });
});
