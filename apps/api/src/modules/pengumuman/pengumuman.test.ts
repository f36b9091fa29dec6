import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menjangkau, pengumumanBacaItem, type PengumumanBacaItem, type Role } from '@lms/shared';
import { createTestApp, demoHeaders, type TestContext } from '../../../test/helpers';
import { mahasiswaProdiLain, pengumumanRows, prodiOf, type Headers } from './pengumuman.fixtures';

/** Readers: the dashboard card and /pengumuman (GET /v2/lms/pengumuman and /{id}). */

let t: TestContext;
let operator: Headers;
let operatorLaporan: Headers;
let dosen: Headers;
let mahasiswa: Headers;
let operator2: Headers;

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, operatorLaporan, dosen, mahasiswa, operator2 } = await demoHeaders(t.app));
});
afterAll(async () => t?.close());

const URL_LIST = '/api/v2/lms/pengumuman';

async function all(headers: Headers) {
  const res = await t.app.inject({ url: `${URL_LIST}?ignore_default_pagination=true`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as PengumumanBacaItem[];
}

/** Published rows a reader sees (null = an operator with read on pengumuman: every target), from the table. */
async function expectedIds(collegeId: number, reader: { role: Role; idProdi: number | null } | null) {
  const now = Date.now();
  return (await pengumumanRows(t, collegeId))
    .filter((r) => r.is_published && new Date(r.tanggal_publish).getTime() <= now)
    .filter((r) => reader === null || menjangkau({ target_role: r.target as Role[], target_prodi: r.target_prodi }, reader))
    .map((r) => r.id)
    .sort((a, b) => a - b);
}
const ids = (items: PengumumanBacaItem[]) => items.map((i) => i.id).sort((a, b) => a - b);

describe('GET /api/v2/lms/pengumuman', () => {
  it('refuses a caller without a token (401)', async () => {
    const res = await t.app.inject({ url: URL_LIST, headers: { 'college-id': '1' } });
    expect(res.statusCode).toBe(401);
  });

  it('gives an operator without read on pengumuman only what reaches operators (no programme targets)', async () => {
    const items = await all(operatorLaporan);
    expect(ids(items)).toEqual(await expectedIds(1, { role: 'ROLE_OPERATOR', idProdi: null }));
    const rows = await pengumumanRows(t, 1);
    const published = rows.filter((r) => r.is_published && new Date(r.tanggal_publish).getTime() <= Date.now());
    expect(published.length).toBeGreaterThan(items.length);
  });

  it("refuses a token of college 1 with college 2's header (403)", async () => {
    const res = await t.app.inject({ url: URL_LIST, headers: { ...mahasiswa, 'college-id': '2' } });
    expect(res.statusCode).toBe(403);
  });

  it.each([
    ['page=0', 'page'],
    ['per_page=abc', 'per_page'],
  ])('rejects %s with 400 naming %s', async (query, field) => {
    const res = await t.app.inject({ url: `${URL_LIST}?${query}`, headers: mahasiswa });
    expect(res.statusCode).toBe(400);
    expect(res.json().status.message).toContain(field);
  });

  it('gives a student the published announcements that reach their role and programme, newest first, with attachments', async () => {
    const items = await all(mahasiswa);
    expect(items.length).toBeGreaterThan(0);
    expect(ids(items)).toEqual(await expectedIds(1, { role: 'ROLE_MAHASISWA', idProdi: await prodiOf(t, 'mahasiswa') }));
    for (const item of items) {
      expect(() => pengumumanBacaItem.parse(item)).not.toThrow();
      expect(item.tanggalPublish).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      expect(new Date(item.tanggalPublish).getTime()).toBeLessThanOrEqual(Date.now());
      expect(item.lampiran).toEqual([]);
    }
    const times = items.map((i) => new Date(i.tanggalPublish).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('targets study programmes: only students of the named programme get it', async () => {
    const prodiMhs = await prodiOf(t, 'mahasiswa');
    const forProdi = (await pengumumanRows(t, 1)).filter((r) => r.target_prodi.length > 0 && r.target_prodi.includes(prodiMhs!) && r.is_published);
    expect(forProdi.length).toBeGreaterThan(0);
    const mine = new Set(ids(await all(mahasiswa)));
    for (const r of forProdi) expect(mine.has(r.id)).toBe(true);
    const other = await mahasiswaProdiLain(t);
    const theirs = await all(other.headers);
    expect(ids(theirs)).toEqual(await expectedIds(1, { role: 'ROLE_MAHASISWA', idProdi: other.idProdi }));
    for (const r of forProdi) expect(theirs.some((i) => i.id === r.id)).toBe(false);
  });

  it('never shows an announcement scheduled for later or a draft, not even to its managers', async () => {
    const hidden = (await pengumumanRows(t, 1)).filter((r) => !r.is_published || new Date(r.tanggal_publish).getTime() > Date.now());
    expect(hidden.some((r) => !r.is_published)).toBe(true);
    expect(hidden.some((r) => r.is_published)).toBe(true);
    const seen = new Set(ids(await all(operator)));
    for (const r of hidden) expect(seen.has(r.id)).toBe(false);
  });

  it('targets roles: a lecturer does not get student-only announcements', async () => {
    const items = await all(dosen);
    expect(ids(items)).toEqual(await expectedIds(1, { role: 'ROLE_DOSEN', idProdi: await prodiOf(t, 'dosen') }));
    const studentOnly = (await pengumumanRows(t, 1)).filter((r) => r.target.length === 1 && r.target[0] === 'ROLE_MAHASISWA');
    expect(studentOnly.length).toBeGreaterThan(0);
    expect(items.some((i) => studentOnly.some((r) => r.id === i.id))).toBe(false);
  });

  it('gives an operator with read on pengumuman every published announcement', async () => {
    expect(ids(await all(operator))).toEqual(await expectedIds(1, null));
  });

  it('pages with meta', async () => {
    const everything = await all(mahasiswa);
    const res = await t.app.inject({ url: `${URL_LIST}?per_page=2&page=2`, headers: mahasiswa });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({ page: 2, per_page: 2, total_items: everything.length, total_pages: Math.ceil(everything.length / 2) });
    expect(body.data.map((i: PengumumanBacaItem) => i.id)).toEqual(everything.slice(2, 4).map((i) => i.id));
  });

  it('keeps the colleges apart', async () => {
    const c2 = await all(operator2);
    expect(c2.length).toBeGreaterThan(0);
    expect(ids(c2)).toEqual(await expectedIds(2, null));
    const c1 = new Set(ids(await all(operator)));
    expect(c2.some((i) => c1.has(i.id))).toBe(false);
  });
});

describe('GET /api/v2/lms/pengumuman/{id}', () => {
  it('refuses a caller without a token (401) and hides from an operator without the permission what is not theirs (404)', async () => {
    const [first] = await all(mahasiswa);
    expect((await t.app.inject({ url: `${URL_LIST}/${first!.id}`, headers: { 'college-id': '1' } })).statusCode).toBe(401);
    const [studentOnly] = (
      await t.database.query<{ id: number }>(
        `select id from pengumuman where college_id = 1 and target = '{ROLE_MAHASISWA}' and is_published and tanggal_publish <= now() limit 1`,
      )
    ).rows;
    expect((await t.app.inject({ url: `${URL_LIST}/${studentOnly!.id}`, headers: operatorLaporan })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${URL_LIST}/${first!.id}`, headers: { ...dosen, 'college-id': '2' } })).statusCode).toBe(403);
  });

  it('rejects a non-numeric id with 400 naming id', async () => {
    const res = await t.app.inject({ url: `${URL_LIST}/abc`, headers: mahasiswa });
    expect(res.statusCode).toBe(400);
    expect(res.json().status.message).toContain('id');
  });

  it('returns one visible announcement', async () => {
    const [first] = await all(mahasiswa);
    const res = await t.app.inject({ url: `${URL_LIST}/${first!.id}`, headers: mahasiswa });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(first);
  });

  it('answers 404 for another role, an unpublished one, a draft and another college', async () => {
    const all1 = await pengumumanRows(t, 1);
    const studentOnly = all1.find((r) => r.target.length === 1 && r.target[0] === 'ROLE_MAHASISWA' && r.target_prodi.length === 0)!;
    expect((await t.app.inject({ url: `${URL_LIST}/${studentOnly.id}`, headers: dosen })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${URL_LIST}/${studentOnly.id}`, headers: mahasiswa })).statusCode).toBe(200);
    const future = all1.find((r) => r.is_published && new Date(r.tanggal_publish).getTime() > Date.now())!;
    expect((await t.app.inject({ url: `${URL_LIST}/${future.id}`, headers: operator })).statusCode).toBe(404);
    const draft = all1.find((r) => !r.is_published)!;
    expect((await t.app.inject({ url: `${URL_LIST}/${draft.id}`, headers: operator })).statusCode).toBe(404);
    const res = await t.app.inject({ url: `${URL_LIST}/${all1[0]!.id}`, headers: operator2 });
    expect(res.statusCode).toBe(404);
    expect(res.json().status.message).toBe('Pengumuman tidak ditemukan');
  });
});
