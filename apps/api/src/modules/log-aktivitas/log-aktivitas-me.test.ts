import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JENIS_AKTIVITAS_LABEL } from '@lms/shared';
import { createTestApp, loginHeaders, type TestContext } from '../../../test/helpers';

let t: TestContext;
let dosen: Record<string, string>;
let mahasiswa: Record<string, string>;
const URL = '/api/v2/lms/log_aktivitas/me';

beforeAll(async () => {
  t = await createTestApp();
  dosen = await loginHeaders(t.app, 'dosen', 'dosen123');
  await loginHeaders(t.app, 'dosen', 'dosen123'); // a second login
  mahasiswa = await loginHeaders(t.app, 'mahasiswa', 'mahasiswa123');
  await t.app.inject({ method: 'POST', url: '/api/v2/lms/log_aktivitas/keluar_ke_sikad', headers: dosen });
});
afterAll(async () => t?.close());

const rowsOf = async (username: string) =>
  (
    await t.database.query<{ id: number; jenis_aktivitas: string }>(
      `select l.id::int as id, l.jenis_aktivitas from log_aktivitas l join users u on u.id = l.user_id
       where u.username = $1 and u.college_id = 1 order by l.waktu desc, l.id desc`,
      [username],
    )
  ).rows;

describe('GET /api/v2/lms/log_aktivitas/me', () => {
  it("returns only the caller's own activity, newest first, paged (5 by default)", async () => {
    const own = await rowsOf('dosen');
    expect(own.length).toBe(3);
    const res = await t.app.inject({ url: URL, headers: dosen });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toMatchObject({ page: 1, per_page: 5, total_items: own.length });
    expect(body.data.map((i: { id: number }) => i.id)).toEqual(own.map((r) => r.id));
    expect(body.data[0]).toMatchObject({ jenis_aktivitas: 'keluar_ke_sikad', role: 'ROLE_DOSEN', operator: null });
    expect(body.data[0].waktu).toMatch(/Z$/);
    const other = await t.app.inject({ url: URL, headers: mahasiswa });
    expect(other.json().data.every((i: { role: string }) => i.role === 'ROLE_MAHASISWA')).toBe(true);
  });

  it('filters by jenis_aktivitas and by a time range', async () => {
    const login = await t.app.inject({ url: `${URL}?jenis_aktivitas=login`, headers: dosen });
    expect(login.json().meta.total_items).toBe((await rowsOf('dosen')).filter((r) => r.jenis_aktivitas === 'login').length);
    const future = await t.app.inject({ url: `${URL}?waktu_awal=2999-01-01T00:00:00Z`, headers: dosen });
    expect(future.json().meta.total_items).toBe(0);
    const all = await t.app.inject({ url: `${URL}?waktu_awal=2000-01-01T00:00:00Z&waktu_akhir=2999-01-01T00:00:00Z&per_page=1&page=2`, headers: dosen });
    expect(all.json().data).toHaveLength(1);
    expect(all.json().meta.total_items).toBe(3);
    // A page past the end still reports the total.
    const past = await t.app.inject({ url: `${URL}?page=99`, headers: dosen });
    expect(past.json().data).toEqual([]);
    expect(past.json().meta.total_items).toBe(3);
  });

  it('rejects bad input naming the field', async () => {
    const bad = await t.app.inject({ url: `${URL}?waktu_awal=kemarin`, headers: dosen });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().status.message).toContain('waktu_awal');
    const reversed = await t.app.inject({ url: `${URL}?waktu_awal=2026-02-01T00:00:00Z&waktu_akhir=2026-01-01T00:00:00Z`, headers: dosen });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().status.message).toContain('waktu_akhir');
  });

  it('needs a login (401) and the token college (403)', async () => {
    expect((await t.app.inject({ url: URL, headers: { 'college-id': '1' } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: URL, headers: { ...dosen, 'college-id': '2' } })).statusCode).toBe(403);
  });
});

describe('GET /api/v2/lms/log_aktivitas/jenis_aktivitas', () => {
  it('lists every activity kind with its label', async () => {
    const res = await t.app.inject({ url: '/api/v2/lms/log_aktivitas/jenis_aktivitas', headers: mahasiswa });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(Object.entries(JENIS_AKTIVITAS_LABEL).map(([jenis_aktivitas, label]) => ({ jenis_aktivitas, label })));
    expect((await t.app.inject({ url: '/api/v2/lms/log_aktivitas/jenis_aktivitas', headers: { 'college-id': '1' } })).statusCode).toBe(401);
  });
});
