import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PESAN_SEMESTER_BELUM_DIATUR, periodeLabel, timeZoneLabel } from '@lms/shared';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { colleges, periode } from '../../db/schema';
import { ensurePeriode, FIXTURE_PASSWORD, headersOf, seedIdentityFixtures } from '../auth/auth.fixtures';

let t: TestContext;
let ipSeq = 0;
const nextIp = () => `10.60.0.${++ipSeq}`;
const h: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  t = await createTestApp();
  await seedIdentityFixtures(t.database.db);
  await ensurePeriode(t.database.db);
  const accounts: [string, string, string, number][] = [
    ['operator', 'operator', 'operator123', 1],
    ['laporan', 'operator.laporan', 'operator123', 1],
    ['dosen', 'uji.dosen', FIXTURE_PASSWORD, 1],
    ['mahasiswa', 'uji.mahasiswa', FIXTURE_PASSWORD, 1],
    ['operator2', 'operator2', 'operator123', 2],
  ];
  for (const [key, u, p, c] of accounts) h[key] = await headersOf(t.app, u, p, c, nextIp());
});
afterAll(async () => t?.close());

const db = () => t.database.db;
const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });
const ROLES_COLLEGE_1 = ['operator', 'laporan', 'dosen', 'mahasiswa'];
const URLS = [
  '/api/v1/semester_akademik_berjalan',
  '/api/v1/waktu_akademik',
  '/api/v1/sistem',
  '/api/v1/logo_perguruan_tinggi',
  '/api/v2/lms/pengaturan/me',
];

const college = async (id: number) => (await db().select().from(colleges).where(eq(colleges.id, id)))[0]!;
const periodsOf = (collegeId: number) =>
  db().select().from(periode).where(eq(periode.collegeId, collegeId)).orderBy(asc(periode.kode));

/** /v1/sistem and the logo are public facts of the header's college (the login page shows them). */
const PUBLIC_URLS = [URLS[2]!, URLS[3]!];
const PRIVATE_URLS = URLS.filter((u) => !PUBLIC_URLS.includes(u));

describe('guards of the sistem endpoints', () => {
  it('need a login, except the public college facts', async () => {
    for (const url of PRIVATE_URLS) expect((await get(url, { 'college-id': '1' })).statusCode, url).toBe(401);
    for (const url of PUBLIC_URLS) expect((await get(url, { 'college-id': '1' })).statusCode, url).toBe(200);
  });

  it('refuse a token of college 1 with header college-id 2', async () => {
    for (const url of PRIVATE_URLS) expect((await get(url, { ...h.operator!, 'college-id': '2' })).statusCode, url).toBe(403);
  });

  it('answer the public facts for the header college only, never mixing colleges', async () => {
    const c2 = await college(2);
    const res = await get(URLS[2]!, { 'college-id': '2' });
    expect(res.json().data.nama).toBe(c2.nama);
    expect((await get(URLS[2]!, {})).statusCode).toBe(400);
  });

  it('need a numeric college-id header', async () => {
    const res = await get(URLS[2]!, { ...h.operator!, 'college-id': 'satu' });
    expect(res.statusCode).toBe(400);
    expect(res.json().status.message).toContain('college-id');
  });
});

describe('GET /api/v1/semester_akademik_berjalan', () => {
  it('gives every role the current period with year, semester and name', async () => {
    const [current] = (await periodsOf(1)).filter((p) => p.isCurrent);
    const kode = current!.kode;
    for (const role of ROLES_COLLEGE_1) {
      const res = await get(URLS[0]!, h[role]!);
      expect(res.statusCode, role).toBe(200);
      expect(res.json().data).toEqual({ periode: kode, tahun: Math.floor(kode / 10), semester: kode % 10, nama: periodeLabel(kode) });
    }
    if (kode === 20261) expect((await get(URLS[0]!, h.dosen!)).json().data.nama).toBe('2026/2027 Ganjil');
  });

  it("uses the header's college", async () => {
    const [current2] = (await periodsOf(2)).filter((p) => p.isCurrent);
    expect((await get(URLS[0]!, h.operator2!)).json().data.periode).toBe(current2!.kode);
  });

  it('answers 404 when the college has no current period', async () => {
    const current = (await periodsOf(2)).filter((p) => p.isCurrent).map((p) => p.kode);
    await db().update(periode).set({ isCurrent: false }).where(eq(periode.collegeId, 2));
    try {
      const res = await get(URLS[0]!, h.operator2!);
      expect(res.statusCode).toBe(404);
      expect(res.json().status.message).toBe(PESAN_SEMESTER_BELUM_DIATUR);
    } finally {
      for (const kode of current) {
        await db().update(periode).set({ isCurrent: true }).where(and(eq(periode.collegeId, 2), eq(periode.kode, kode)));
      }
    }
  });
});

describe('GET /api/v1/waktu_akademik', () => {
  it('lists every period of the college, oldest first', async () => {
    for (const [key, collegeId] of [['mahasiswa', 1], ['operator2', 2]] as const) {
      const res = await get(URLS[1]!, h[key]!);
      expect(res.statusCode).toBe(200);
      const expected = (await periodsOf(collegeId)).map((p) => ({
        periode: p.kode,
        tahun: Math.floor(p.kode / 10),
        semester: p.kode % 10,
        nama: periodeLabel(p.kode),
        is_current: p.isCurrent,
      }));
      expect(expected.length).toBeGreaterThanOrEqual(2);
      expect(res.json().data).toEqual(expected);
    }
  });

  it('never shows periods of another college', async () => {
    await db().insert(periode).values({ collegeId: 2, kode: 19991 }).onConflictDoNothing();
    const kodes = ((await get(URLS[1]!, h.operator!)).json().data as { periode: number }[]).map((p) => p.periode);
    expect(kodes).not.toContain(19991);
    const kodes2 = ((await get(URLS[1]!, h.operator2!)).json().data as { periode: number }[]).map((p) => p.periode);
    expect(kodes2[0]).toBe(19991);
  });
});

describe('GET /api/v1/sistem and /api/v1/logo_perguruan_tinggi', () => {
  it("describe the header's college to every role", async () => {
    for (const [key, id] of [['dosen', 1], ['laporan', 1], ['operator2', 2]] as const) {
      const c = await college(id);
      const info = await get(URLS[2]!, h[key]!);
      expect(info.statusCode).toBe(200);
      expect(info.json().data).toEqual({ judul: c.judul, nama: c.nama, singkatan: c.singkatan, alamat: c.alamat, email: c.email, telepon: c.telepon });
      const logo = await get(URLS[3]!, h[key]!);
      expect(logo.statusCode).toBe(200);
      expect(logo.json().data).toEqual({ url: c.logoUrl });
    }
  });
});

describe('GET /api/v2/lms/pengaturan/me', () => {
  it('returns system and class settings of the college with the time zone label', async () => {
    for (const [key, id] of [['mahasiswa', 1], ['operator2', 2]] as const) {
      const c = await college(id);
      const res = await get(URLS[4]!, h[key]!);
      expect(res.statusCode).toBe(200);
      // Stored values over the defaults of modules/pengaturan (the settings service).
      expect(res.json().data).toMatchObject({
        pengaturan_sistem: {
          time_zone: c.timeZone,
          time_zone_label: timeZoneLabel(c.timeZone),
          sapaan: c.sapaan,
          ukuran_max_file: c.ukuranMaxFile,
        },
        pengaturan_kelas: c.pengaturanKelas,
      });
    }
    // The demo colleges are in WIB and WITA.
    expect((await get(URLS[4]!, h.dosen!)).json().data.pengaturan_sistem.time_zone_label).toBe(timeZoneLabel((await college(1)).timeZone));
    expect(['WIB', 'WITA', 'WIT']).toContain((await get(URLS[4]!, h.operator2!)).json().data.pengaturan_sistem.time_zone_label);
  });
});
