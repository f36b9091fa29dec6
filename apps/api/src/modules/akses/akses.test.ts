import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREA_AKSES, ERROR_CODES, normalizeHakAkses } from '@lms/shared';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { operators } from '../../db/schema';
import { FIXTURE_PASSWORD, headersOf, seedIdentityFixtures, userId, type Fixtures } from '../auth/auth.fixtures';
import { PESAN_OPERATOR_TIDAK_DITEMUKAN } from './akses.service';

let t: TestContext;
let fx: Fixtures;
let ipSeq = 0;
const nextIp = () => `10.40.0.${++ipSeq}`;
const h: Record<string, Record<string, string>> = {};
let ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  fx = await seedIdentityFixtures(t.database.db);
  const accounts: [string, string, string, number][] = [
    ['operator', 'operator', 'operator123', 1],
    ['laporan', 'operator.laporan', 'operator123', 1],
    ['master', 'uji.op.master', FIXTURE_PASSWORD, 1],
    ['nonaktif', 'uji.op.nonaktif', FIXTURE_PASSWORD, 1],
    ['dosen', 'uji.dosen', FIXTURE_PASSWORD, 1],
    ['mahasiswa', 'uji.mahasiswa', FIXTURE_PASSWORD, 1],
    ['operator2', 'operator2', 'operator123', 2],
  ];
  for (const [key, u, p, c] of accounts) h[key] = await headersOf(t.app, u, p, c, nextIp());
  ids = {
    operator: await userId(t.database.db, 1, 'operator'),
    laporan: await userId(t.database.db, 1, 'operator.laporan'),
    operator2: await userId(t.database.db, 2, 'operator2'),
  };
});
afterAll(async () => t?.close());

/** What the API must answer: the stored map normalised, or no_access everywhere for an inactive operator. */
async function expectedList(uid: number) {
  const [row] = await t.database.db.select().from(operators).where(eq(operators.userId, uid));
  const hak = normalizeHakAkses(row?.isActive ? row.hakAkses : {});
  return AREA_AKSES.map((area) => ({ permission_key: area, akses: hak[area] }));
}

const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });

describe('GET /api/v2/lms/access_control/me', () => {
  const url = '/api/v2/lms/access_control/me';

  it('needs a login', async () => {
    expect((await get(url, { 'college-id': '1' })).statusCode).toBe(401);
  });

  it('is for operators only', async () => {
    for (const role of ['dosen', 'mahasiswa']) {
      const res = await get(url, h[role]!);
      expect(res.statusCode, role).toBe(403);
      expect(res.json().status.code).toBe(ERROR_CODES.forbidden);
    }
  });

  it('refuses a token of college 1 with header college-id 2', async () => {
    expect((await get(url, { ...h.operator!, 'college-id': '2' })).statusCode).toBe(403);
  });

  it('lists all 8 areas with the stored level, missing = no_access, bantuan never write', async () => {
    for (const key of ['operator', 'laporan', 'master']) {
      const res = await get(url, h[key]!);
      expect(res.statusCode).toBe(200);
      const data = res.json().data as { permission_key: string; akses: string }[];
      expect(data.map((d) => d.permission_key)).toEqual([...AREA_AKSES]);
      const uid = key === 'master' ? fx.opMaster.id : ids[key]!;
      expect(data).toEqual(await expectedList(uid));
      expect(data.find((d) => d.permission_key === 'bantuan')!.akses).not.toBe('write');
    }
    // The fixture stores bantuan: write and nothing for most areas.
    const master = (await get(url, h.master!)).json().data as { permission_key: string; akses: string }[];
    expect(master.find((d) => d.permission_key === 'bantuan')!.akses).toBe('read');
    expect(master.find((d) => d.permission_key === 'kelas_kuliah')!.akses).toBe('no_access');
  });

  it('gives an inactive operator no_access everywhere', async () => {
    const data = (await get(url, h.nonaktif!)).json().data as { akses: string }[];
    expect(data).toHaveLength(AREA_AKSES.length);
    expect(data.every((d) => d.akses === 'no_access')).toBe(true);
  });
});

describe('GET /api/v2/lms/access_control/{id}', () => {
  const url = (id: number | string) => `/api/v2/lms/access_control/${id}`;

  it('needs a login', async () => {
    expect((await get(url(ids.operator!), { 'college-id': '1' })).statusCode).toBe(401);
  });

  it('is refused to lecturers, students and operators without read on data_master (other than themselves)', async () => {
    for (const key of ['dosen', 'mahasiswa', 'laporan']) {
      expect((await get(url(ids.operator!), h[key]!)).statusCode, key).toBe(403);
    }
    // Without the permission even a missing id is 403, so existence does not leak.
    expect((await get(url(999_999), h.laporan!)).statusCode).toBe(403);
  });

  it('refuses a token of college 1 with header college-id 2', async () => {
    expect((await get(url(ids.operator2!), { ...h.operator!, 'college-id': '2' })).statusCode).toBe(403);
  });

  it('rejects a malformed id with 400 naming it', async () => {
    for (const id of ['abc', '0', '-3', '1.5']) {
      const res = await get(url(id), h.operator!);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().status.message).toContain('id');
    }
  });

  it('shows an operator their own rights, and others to operators with read on data_master', async () => {
    const self = await get(url(ids.laporan!), h.laporan!);
    expect(self.statusCode).toBe(200);
    expect(self.json().data).toEqual(await expectedList(ids.laporan!));
    expect(self.json().data).toEqual((await get('/api/v2/lms/access_control/me', h.laporan!)).json().data);

    const byMaster = await get(url(ids.laporan!), h.master!);
    expect(byMaster.statusCode).toBe(200);
    expect(byMaster.json().data).toEqual(await expectedList(ids.laporan!));
    expect((await get(url(fx.opNonaktif.id), h.operator!)).json().data).toEqual(await expectedList(fx.opNonaktif.id));
  });

  it('answers 404 for another college, a non-operator and an unknown id', async () => {
    const fromCollege2 = await get(url(ids.operator!), h.operator2!);
    expect(fromCollege2.statusCode).toBe(404);
    expect(fromCollege2.json().status.message).toBe(PESAN_OPERATOR_TIDAK_DITEMUKAN);
    expect((await get(url(ids.operator2!), h.operator!)).statusCode).toBe(404);
    expect((await get(url(fx.dosen.user.id), h.operator!)).statusCode).toBe(404);
    expect((await get(url(999_999), h.operator!)).statusCode).toBe(404);
  });
});
