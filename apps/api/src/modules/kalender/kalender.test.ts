import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hariIni, kalenderBulan, waktuTercantum, type KalenderBulan } from '@lms/shared';
import { createTestApp, demoHeaders, type TestContext } from '../../../test/helpers';

let t: TestContext;
type Headers = Record<string, string>;
let operator: Headers;
let operatorLaporan: Headers;
let dosen: Headers;
let mahasiswa: Headers;
let operator2: Headers;
/** A month of college 1 that has meetings ('YYYY-MM') and the college's zone. */
let bulan: string;
let tz: string;

const URL = '/api/v2/lms/kalender';

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, operatorLaporan, dosen, mahasiswa, operator2 } = await demoHeaders(t.app));
  const { rows } = await t.database.query<{ waktu_mulai: Date; time_zone: string }>(
    `select p.waktu_mulai, c.time_zone from pertemuan p join colleges c on c.id = p.college_id
     where p.college_id = 1 order by p.waktu_mulai limit 1 offset 40`,
  );
  tz = rows[0]!.time_zone;
  bulan = hariIni(tz, new Date(rows[0]!.waktu_mulai)).slice(0, 7);
});
afterAll(async () => t?.close());

async function kalender(headers: Headers, b = bulan): Promise<KalenderBulan> {
  const res = await t.app.inject({ url: `${URL}?bulan=${b}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return kalenderBulan.parse(res.json().data);
}

/** Meeting ids of college `collegeId` starting in the month (college zone), limited by an SQL condition on p. */
async function expected(collegeId: number, b: string, scope = 'true') {
  const { rows } = await t.database.query<{ id: number }>(
    `select p.id from pertemuan p join colleges c on c.id = p.college_id
     where p.college_id = $1 and to_char(p.waktu_mulai at time zone c.time_zone, 'YYYY-MM') = $2 and ${scope}
     order by p.id`,
    [collegeId, b],
  );
  return rows.map((r) => r.id);
}
const ids = (k: KalenderBulan) => k.entri.filter((e) => e.jenis === 'pertemuan').map((e) => e.id).sort((a, b) => a - b);
const PESERTA = `exists (select 1 from kelas_peserta kp join mahasiswa m on m.id = kp.id_mahasiswa join users u on u.id = m.user_id
  where kp.id_kelas_kuliah = p.id_kelas_kuliah and u.username = 'mahasiswa')`;
const PENGAJAR = `exists (select 1 from kelas_pengajar kp join dosen d on d.id = kp.id_dosen join users u on u.id = d.user_id
  where kp.id_kelas_kuliah = p.id_kelas_kuliah and u.username = 'dosen')`;

describe('GET /api/v2/lms/kalender', () => {
  it('refuses without a token (401), an operator without read on kelas_kuliah and another college (403)', async () => {
    expect((await t.app.inject({ url: URL, headers: { 'college-id': '1' } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: URL, headers: operatorLaporan })).statusCode).toBe(403);
    expect((await t.app.inject({ url: URL, headers: { ...mahasiswa, 'college-id': '2' } })).statusCode).toBe(403);
  });

  it.each(['2026-13', '2026-1', 'november', '2026-11-01', ''])('rejects bulan=%s with 400 naming bulan in Indonesian', async (b) => {
    const res = await t.app.inject({ url: `${URL}?bulan=${b}`, headers: mahasiswa });
    expect(res.statusCode).toBe(400);
    expect(res.json().status.message).toContain('bulan');
    expect(res.json().status.message).toContain('Format bulan harus YYYY-MM');
  });

  it("gives a student the month's meetings of their enrolled classes only, by time, dated in the college zone", async () => {
    const k = await kalender(mahasiswa);
    const want = await expected(1, bulan, PESERTA);
    expect(want.length).toBeGreaterThan(0);
    expect(ids(k)).toEqual(want);
    expect(k.bulan).toBe(bulan);
    expect(k.time_zone).toBe(tz);
    // By the instant each is listed at (a task at its due time, not its start).
    const times = k.entri.map(waktuTercantum);
    expect(times).toEqual([...times].sort());
    for (const e of k.entri.filter((x) => x.jenis === 'pertemuan')) {
      expect(e.tanggal).toBe(hariIni(tz, new Date(e.waktu_mulai)));
      expect(e.tanggal.slice(0, 7)).toBe(bulan);
      if (e.mode === 'online') expect(e.ruangan).toBeNull();
    }
  });

  it('gives a lecturer the meetings of the classes they teach', async () => {
    const want = await expected(1, bulan, PENGAJAR);
    expect(want.length).toBeGreaterThan(0);
    expect(ids(await kalender(dosen))).toEqual(want);
  });

  it("gives an operator every meeting of their own college and none of another college's", async () => {
    const k = await kalender(operator);
    expect(ids(k)).toEqual(await expected(1, bulan));
    const k2 = await kalender(operator2);
    const own2 = new Set(await expected(2, bulan));
    for (const id of ids(k2)) expect(own2.has(id)).toBe(true);
    const from1 = new Set(ids(k));
    expect(ids(k2).some((id) => from1.has(id))).toBe(false);
  });

  it('lists a moved meeting on its new day (and month), not on its old one', async () => {
    const before = await kalender(mahasiswa);
    const moved = before.entri.find((e) => e.jenis === 'pertemuan')!;
    const target = new Date(Date.parse(moved.waktu_mulai) + 40 * 86_400_000);
    const end = new Date(target.getTime() + 100 * 60_000);
    await t.database.query('update pertemuan set waktu_mulai = $1, waktu_selesai = $2 where id = $3', [target, end, moved.id]);
    const newMonth = hariIni(tz, target).slice(0, 7);
    expect((await kalender(mahasiswa)).entri.some((e) => e.id === moved.id)).toBe(false);
    const after = await kalender(mahasiswa, newMonth);
    const entry = after.entri.find((e) => e.id === moved.id);
    expect(entry?.tanggal).toBe(hariIni(tz, target));
  });

  it('defaults to the current month in the college zone', async () => {
    const res = await t.app.inject({ url: URL, headers: dosen });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.bulan).toBe(hariIni(tz).slice(0, 7));
  });
});
