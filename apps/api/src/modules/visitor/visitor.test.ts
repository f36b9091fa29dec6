import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { users } from '../../db/schema';
import { bearer, FIXTURE_PASSWORD, headersOf, loginAkun, seedIdentityFixtures, userId, type Fixtures } from '../auth/auth.fixtures';

let t: TestContext;
let fx: Fixtures;
let ipSeq = 0;
const nextIp = () => `10.70.0.${++ipSeq}`;

beforeAll(async () => {
  t = await createTestApp();
  fx = await seedIdentityFixtures(t.database.db);
});
afterAll(async () => t?.close());

const db = () => t.database.db;
const url = '/api/v2/lms/visitor/last_active';
const put = (headers: Record<string, string>) => t.app.inject({ method: 'PUT', url, headers });

async function lastActive(uid: number) {
  const [row] = await db().select({ at: users.lastActiveAt }).from(users).where(eq(users.id, uid));
  return row!.at;
}
const resetLastActive = () => db().update(users).set({ lastActiveAt: sql`now() - interval '1 day'` });

describe('PUT /api/v2/lms/visitor/last_active', () => {
  it('needs a login', async () => {
    expect((await put({ 'college-id': '1' })).statusCode).toBe(401);
  });

  it('refuses a token of college 1 with header college-id 2 and changes nothing', async () => {
    await resetLastActive();
    const h = await headersOf(t.app, 'uji.dosen', FIXTURE_PASSWORD, 1, nextIp());
    const before = await lastActive(fx.dosen.user.id);
    expect((await put({ ...h, 'college-id': '2' })).statusCode).toBe(403);
    expect(await lastActive(fx.dosen.user.id)).toEqual(before);
  });

  it("sets the caller's last_active_at to now, for every role, and nobody else's", async () => {
    await resetLastActive();
    const dayAgo = await lastActive(fx.mahasiswa.user.id);
    for (const [u, p, c] of [
      ['operator', 'operator123', 1],
      ['uji.dosen', FIXTURE_PASSWORD, 1],
      ['uji.mahasiswa', FIXTURE_PASSWORD, 1],
      ['operator2', 'operator123', 2],
    ] as const) {
      const uid = await userId(db(), c, u);
      const start = Date.now();
      const res = await put(await headersOf(t.app, u, p, c, nextIp()));
      expect(res.statusCode, u).toBe(200);
      expect(res.json()).toEqual({ status: { code: 'success', message: 'Berhasil' }, data: null });
      const at = await lastActive(uid);
      expect(Math.abs(at!.getTime() - start)).toBeLessThan(60_000);
    }
    expect(await lastActive(fx.dosen2.id)).toEqual(dayAgo);
  });

  it('does not mark a lecturer or student active when an operator browses as them', async () => {
    await resetLastActive();
    const op = await loginAkun(t.app, 'operator', 'operator123', { ip: nextIp() });
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/lms/login_as', headers: bearer(op.access_token), payload: { username: 'uji.mahasiswa' } });
    const before = await lastActive(fx.mahasiswa.user.id);
    expect((await put(bearer(res.json().data.access_token))).statusCode).toBe(200);
    expect(await lastActive(fx.mahasiswa.user.id)).toEqual(before);
  });
});
