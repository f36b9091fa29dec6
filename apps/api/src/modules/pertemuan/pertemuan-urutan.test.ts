import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PertemuanListItem } from '@lms/shared';
import { createTestApp, demoHeaders, type TestContext } from '../../../test/helpers';

/** GET /v2/lms/pertemuan `urutan` (the /pertemuan page's 'this week, upcoming first' view). */
let t: TestContext;
let operator: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  ({ operator } = await demoHeaders(t.app));
});
afterAll(async () => t?.close());

async function list(query: string) {
  const res = await t.app.inject({ url: `/api/v2/lms/pertemuan?ignore_default_pagination=true&periode=20261&${query}`, headers: operator });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as PertemuanListItem[];
}

describe('GET /api/v2/lms/pertemuan urutan', () => {
  it('orders oldest first by default and newest first with -waktu_mulai', async () => {
    const asc = (await list('')).map((p) => p.waktu_mulai);
    expect(asc.length).toBeGreaterThan(2);
    expect(asc).toEqual([...asc].sort());
    const desc = (await list('urutan=-waktu_mulai')).map((p) => p.waktu_mulai);
    expect(desc).toEqual([...asc].sort().reverse());
  });

  it("'terdekat' lists meetings not yet over first (soonest first), then past ones (latest first)", async () => {
    const items = await list('urutan=terdekat');
    const now = Date.now();
    const over = (p: PertemuanListItem) => Date.parse(p.waktu_selesai) < now;
    const firstPast = items.findIndex(over);
    expect(firstPast).toBeGreaterThan(0);
    expect(items.slice(firstPast).every(over)).toBe(true);
    const upcoming = items.slice(0, firstPast).map((p) => p.waktu_mulai);
    expect(upcoming).toEqual([...upcoming].sort());
    const past = items.slice(firstPast).map((p) => p.waktu_mulai);
    expect(past).toEqual([...past].sort().reverse());
  });

  it('rejects an unknown urutan with 400 naming the field', async () => {
    const res = await t.app.inject({ url: '/api/v2/lms/pertemuan?urutan=acak', headers: operator });
    expect(res.statusCode).toBe(400);
    expect(res.json().status.message).toContain('urutan');
  });
});
