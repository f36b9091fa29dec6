import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeHakAkses } from '@lms/shared';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { operators, users } from '../../db/schema';
import { PESAN_OPERATOR_TIDAK_DITEMUKAN } from './akses.service';
import { FIXTURE_PASSWORD, headersOf, seedIdentityFixtures, userId, type Fixtures } from '../auth/auth.fixtures';

let t: TestContext;
let fx: Fixtures;
let ipSeq = 0;
const nextIp = () => `10.50.0.${++ipSeq}`;
const h: Record<string, Record<string, string>> = {};
let ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  fx = await seedIdentityFixtures(t.database.db);
  const accounts: [string, string, string, number][] = [
    ['operator', 'operator', 'operator123', 1],
    ['laporan', 'operator.laporan', 'operator123', 1],
    ['master', 'uji.op.master', FIXTURE_PASSWORD, 1],
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

const url = (id: number | string) => `/api/v1/operator/${id}`;
const get = (id: number | string, headers: Record<string, string>) => t.app.inject({ url: url(id), headers });

async function expectedDetail(uid: number) {
  const [u] = await t.database.db.select().from(users).where(eq(users.id, uid));
  const [op] = await t.database.db.select().from(operators).where(eq(operators.userId, uid));
  return {
    id: uid,
    username: u!.username,
    nama: u!.nama,
    email: u!.email,
    fotoContentUrl: u!.avatarUrl,
    is_active: u!.isActive && Boolean(op?.isActive),
    hakAkses: normalizeHakAkses(op?.hakAkses),
  };
}

describe('GET /api/v1/operator/{id}', () => {
  it('needs a login', async () => {
    expect((await t.app.inject({ url: url(ids.operator!), headers: { 'college-id': '1' } })).statusCode).toBe(401);
  });

  it('is refused to lecturers, students and operators without read on data_master', async () => {
    for (const key of ['dosen', 'mahasiswa', 'laporan']) {
      expect((await get(ids.operator!, h[key]!)).statusCode, key).toBe(403);
    }
  });

  it('refuses a token of college 1 with header college-id 2', async () => {
    expect((await get(ids.operator2!, { ...h.operator!, 'college-id': '2' })).statusCode).toBe(403);
  });

  it('rejects a malformed id with 400 naming it', async () => {
    const res = await get('bukan-angka', h.operator!);
    expect(res.statusCode).toBe(400);
    expect(res.json().status.message).toContain('id');
  });

  it('returns the detail to the operator themself and to readers of data_master', async () => {
    const self = await get(ids.laporan!, h.laporan!);
    expect(self.statusCode).toBe(200);
    expect(self.json().data).toEqual(await expectedDetail(ids.laporan!));
    const byMaster = await get(ids.operator!, h.master!);
    expect(byMaster.json().data).toEqual(await expectedDetail(ids.operator!));
    // Stored map, normalised: bantuan capped at read, missing areas no_access.
    const master = (await get(fx.opMaster.id, h.operator!)).json().data;
    expect(master.hakAkses.bantuan).toBe('read');
    expect(master.hakAkses.kelas_kuliah).toBe('no_access');
    // An inactive operator keeps the stored map, flagged is_active false.
    const nonaktif = (await get(fx.opNonaktif.id, h.operator!)).json().data;
    expect(nonaktif).toEqual(await expectedDetail(fx.opNonaktif.id));
    expect(nonaktif.is_active).toBe(false);
  });

  it('answers 404 for another college, a non-operator and an unknown id', async () => {
    const res = await get(ids.operator!, h.operator2!);
    expect(res.statusCode).toBe(404);
    expect(res.json().status.message).toBe(PESAN_OPERATOR_TIDAK_DITEMUKAN);
    expect((await get(ids.operator2!, h.operator!)).statusCode).toBe(404);
    expect((await get(fx.mahasiswa.user.id, h.operator!)).statusCode).toBe(404);
    expect((await get(2_000_000, h.operator!)).statusCode).toBe(404);
  });
});
