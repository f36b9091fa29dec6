import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pengumumanItem, type PengumumanItem } from '@lms/shared';
import { createTestApp, demoHeaders, type TestContext } from '../../../test/helpers';

let t: TestContext;
type Headers = Record<string, string>;
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
  return res.json().data as PengumumanItem[];
}

type Row = { id: number; target: string[]; tanggal_publish: Date };
async function rows(collegeId: number) {
  const { rows } = await t.database.query<Row>('select id, target, tanggal_publish from pengumuman where college_id = $1', [collegeId]);
  return rows;
}
/** Published rows a role sees (null = operator: every target), derived from the table. */
async function expectedIds(collegeId: number, role: string | null) {
  const now = Date.now();
  return (await rows(collegeId))
    .filter((r) => new Date(r.tanggal_publish).getTime() <= now)
    .filter((r) => role === null || r.target.length === 0 || r.target.includes(role))
    .map((r) => r.id)
    .sort((a, b) => a - b);
}
const ids = (items: PengumumanItem[]) => items.map((i) => i.id).sort((a, b) => a - b);

describe('GET /api/v2/lms/pengumuman', () => {
  it('refuses a caller without a token (401)', async () => {
    const res = await t.app.inject({ url: URL_LIST, headers: { 'college-id': '1' } });
    expect(res.statusCode).toBe(401);
  });

  it('gives an operator without read on pengumuman only what targets everyone or operators', async () => {
    const res = await t.app.inject({ url: `${URL_LIST}?ignore_default_pagination=true`, headers: operatorLaporan });
    expect(res.statusCode).toBe(200);
    const ids = new Set((res.json().data as { id: number }[]).map((i) => i.id));
    const rows = await t.database.query<{ id: number; target: string[] }>(
      `select id, target from pengumuman where college_id = 1 and tanggal_publish <= now()`,
    );
    const expected = rows.rows.filter((r) => r.target.length === 0 || r.target.includes('ROLE_OPERATOR')).map((r) => r.id);
    expect([...ids].sort()).toEqual(expected.sort());
    expect(rows.rows.some((r) => !expected.includes(r.id))).toBe(true);
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

  it('gives a student the published announcements for everyone or for students, newest first', async () => {
    const items = await all(mahasiswa);
    expect(items.length).toBeGreaterThan(0);
    expect(ids(items)).toEqual(await expectedIds(1, 'ROLE_MAHASISWA'));
    for (const item of items) {
      expect(() => pengumumanItem.parse(item)).not.toThrow();
      expect(item.tanggalPublish).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      expect(new Date(item.tanggalPublish).getTime()).toBeLessThanOrEqual(Date.now());
    }
    const times = items.map((i) => new Date(i.tanggalPublish).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('never shows an announcement scheduled for later', async () => {
    const future = (await rows(1)).filter((r) => new Date(r.tanggal_publish).getTime() > Date.now());
    expect(future.length).toBeGreaterThan(0);
    const seen = new Set(ids(await all(operator)));
    for (const r of future) expect(seen.has(r.id)).toBe(false);
  });

  it('targets roles: a lecturer does not get student-only announcements', async () => {
    const items = await all(dosen);
    expect(ids(items)).toEqual(await expectedIds(1, 'ROLE_DOSEN'));
    const studentOnly = (await rows(1)).filter((r) => r.target.length === 1 && r.target[0] === 'ROLE_MAHASISWA');
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
    expect(body.data.map((i: PengumumanItem) => i.id)).toEqual(everything.slice(2, 4).map((i) => i.id));
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
      await t.database.query<{ id: number }>(`select id from pengumuman where college_id = 1 and target = '{ROLE_MAHASISWA}' and tanggal_publish <= now() limit 1`)
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

  it('answers 404 for another role, an unpublished one, and another college', async () => {
    const all1 = await rows(1);
    const studentOnly = all1.find((r) => r.target.length === 1 && r.target[0] === 'ROLE_MAHASISWA')!;
    expect((await t.app.inject({ url: `${URL_LIST}/${studentOnly.id}`, headers: dosen })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${URL_LIST}/${studentOnly.id}`, headers: mahasiswa })).statusCode).toBe(200);
    const future = all1.find((r) => new Date(r.tanggal_publish).getTime() > Date.now())!;
    expect((await t.app.inject({ url: `${URL_LIST}/${future.id}`, headers: operator })).statusCode).toBe(404);
    const res = await t.app.inject({ url: `${URL_LIST}/${all1[0]!.id}`, headers: operator2 });
    expect(res.statusCode).toBe(404);
    expect(res.json().status.message).toBe('Pengumuman tidak ditemukan');
  });
});
