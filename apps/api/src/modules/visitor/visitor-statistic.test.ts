import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { geserTanggal, hariIni } from '@lms/shared';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { kunjungan, users } from '../../db/schema';
import { seedAdminAccounts, type AdminAccounts } from '../pengaturan/pengaturan.fixtures';

let t: TestContext;
let a: AdminAccounts;
beforeAll(async () => {
  t = await createTestApp();
  a = await seedAdminAccounts(t.app, t.database.db, '10.83.0');
  // The demo seed's visits would blur the counts below: these tests start from none.
  await t.database.db.delete(kunjungan);
});
afterAll(async () => t?.close());

const db = () => t.database.db;
const URL = '/api/v2/lms/visitor/statistic';
const get = (q: string, headers: Record<string, string>) => t.app.inject({ url: `${URL}${q}`, headers });
const ping = (headers: Record<string, string>) => t.app.inject({ method: 'PUT', url: '/api/v2/lms/visitor/last_active', headers });

describe('GET /api/v2/lms/visitor/statistic guards', () => {
  it('needs a login, read on laporan and the token college', async () => {
    expect((await get('', { 'college-id': '1' })).statusCode).toBe(401);
    for (const who of ['dosen', 'mahasiswa', 'konfigurasiBaca'] as const) expect((await get('', a.h[who])).statusCode, who).toBe(403);
    expect((await get('', { ...a.h.laporan, 'college-id': '2' })).statusCode).toBe(403);
  });

  it('refuses bad dates with an Indonesian message naming the field', async () => {
    for (const [q, field] of [
      ['?tanggal_awal=kemarin', 'tanggal_awal'],
      ['?tanggal_awal=2026-11-22&tanggal_akhir=2026-11-01', 'tanggal_akhir'],
      ['?tanggal_awal=2020-01-01&tanggal_akhir=2026-11-01', 'tanggal_akhir'],
    ] as const) {
      const res = await get(q, a.h.laporan);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().status.message, q).toContain(field);
    }
  });
});

describe('GET /api/v2/lms/visitor/statistic', () => {
  it('counts active users now from the last ping, per role, within the college', async () => {
    await db().update(users).set({ lastActiveAt: sql`now() - interval '1 day'` });
    expect((await get('', a.h.laporan)).json().data.aktif_sekarang.total).toBe(0);
    await ping(a.h.dosen);
    await ping(a.h.mahasiswa);
    await ping(a.h.operator2);
    const data = (await get('', a.h.laporan)).json().data;
    expect(data.aktif_sekarang).toEqual({ total: 2, per_role: { ROLE_MAHASISWA: 1, ROLE_DOSEN: 1, ROLE_OPERATOR: 0 }, jendela_menit: 10 });
    // A ping older than the window no longer counts.
    await db().update(users).set({ lastActiveAt: sql`now() - interval '11 minutes'` }).where(eq(users.id, a.fx.dosen.user.id));
    expect((await get('', a.h.laporan)).json().data.aktif_sekarang.per_role.ROLE_DOSEN).toBe(0);
  });

  it("records one visit per user and day in the college's calendar, and counts per day and per role", async () => {
    const today = hariIni('Asia/Jakarta');
    await ping(a.h.mahasiswa);
    const visits = await db().select().from(kunjungan).where(and(eq(kunjungan.userId, a.fx.mahasiswa.user.id), eq(kunjungan.tanggal, today)));
    expect(visits).toHaveLength(1);
    const kemarin = geserTanggal(today, -1);
    await db().insert(kunjungan).values([
      { collegeId: 1, tanggal: kemarin, userId: a.fx.mahasiswa.user.id, role: 'ROLE_MAHASISWA' },
      { collegeId: 1, tanggal: kemarin, userId: a.konfigurasiBaca.id, role: 'ROLE_OPERATOR' },
      { collegeId: 2, tanggal: kemarin, userId: a.fx.dosen2.id, role: 'ROLE_DOSEN' },
    ]);
    const data = (await get('', a.h.laporan)).json().data;
    expect(data.tanggal_akhir).toBe(today);
    expect(data.tanggal_awal).toBe(geserTanggal(today, -6));
    expect(data.per_hari).toHaveLength(7);
    expect(data.per_hari.at(-1)).toEqual({ tanggal: today, ROLE_MAHASISWA: 1, ROLE_DOSEN: 1, ROLE_OPERATOR: 0, total: 2 });
    expect(data.per_hari.at(-2)).toEqual({ tanggal: kemarin, ROLE_MAHASISWA: 1, ROLE_DOSEN: 0, ROLE_OPERATOR: 1, total: 2 });
    expect(data.per_hari[0].total).toBe(0);
    // The student visited on two days and counts once.
    expect(data.per_role).toEqual([
      { role: 'ROLE_MAHASISWA', total: 1 },
      { role: 'ROLE_DOSEN', total: 1 },
      { role: 'ROLE_OPERATOR', total: 1 },
    ]);
    expect(data.total_pengunjung).toBe(3);
    const yesterdayOnly = (await get(`?tanggal_awal=${kemarin}&tanggal_akhir=${kemarin}`, a.h.laporan)).json().data;
    expect(yesterdayOnly.per_hari).toEqual([{ tanggal: kemarin, ROLE_MAHASISWA: 1, ROLE_DOSEN: 0, ROLE_OPERATOR: 1, total: 2 }]);
    const c2 = (await get(`?tanggal_awal=${kemarin}&tanggal_akhir=${kemarin}`, a.h.operator2)).json().data;
    expect(c2.per_hari[0]).toMatchObject({ ROLE_DOSEN: 1, total: 1 });
  });
});
