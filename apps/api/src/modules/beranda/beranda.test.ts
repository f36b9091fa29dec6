import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hariDariTanggal, hariIni, jadwalHarianItem, statistikBeranda, type JadwalHarianItem } from '@lms/shared';
import { createTestApp, demoHeaders, type TestContext } from '../../../test/helpers';

let t: TestContext;
type Headers = Record<string, string>;
let operator: Headers;
let operatorLaporan: Headers;
let dosen: Headers;
let mahasiswa: Headers;
let operator2: Headers;
/** Seven consecutive days inside the current period of college 1 ('YYYY-MM-DD'). */
let minggu: string[];
let periodeBerjalan: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, operatorLaporan, dosen, mahasiswa, operator2 } = await demoHeaders(t.app));
  const { rows } = await t.database.query<{ kode: number; tanggal_mulai: Date; time_zone: string }>(
    `select p.kode, p.tanggal_mulai, c.time_zone from periode p join colleges c on c.id = p.college_id
     where p.college_id = 1 and p.is_current`,
  );
  periodeBerjalan = rows[0]!.kode;
  const start = new Date(rows[0]!.tanggal_mulai).getTime() + 14 * 86_400_000;
  minggu = Array.from({ length: 7 }, (_, i) => hariIni(rows[0]!.time_zone, new Date(start + i * 86_400_000)));
});
afterAll(async () => t?.close());

const URL_STATISTIK = '/api/v2/lms/beranda/statistik';
const URL_JADWAL = '/api/v2/lms/beranda/jadwal';

async function jadwal(headers: Headers, tanggal?: string) {
  const res = await t.app.inject({ url: tanggal ? `${URL_JADWAL}?tanggal=${tanggal}` : URL_JADWAL, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as JadwalHarianItem[];
}

/** The day's schedule rows of the current period from the tables; `scope` is an extra SQL condition on k. */
async function expected(collegeId: number, tanggal: string, scope = 'true', params: unknown[] = []) {
  const { rows } = await t.database.query<{ id: string; jam_mulai: string }>(
    `select k.id, j.jam_mulai from kelas_jadwal j join kelas_kuliah k on k.id = j.id_kelas_kuliah
     join periode p on p.college_id = k.college_id and p.kode = k.periode and p.is_current
     where k.college_id = $1 and j.hari = $2 and ${scope}`,
    [collegeId, hariDariTanggal(tanggal), ...params],
  );
  return rows.map((r) => `${r.id}@${r.jam_mulai}`).sort();
}
const keys = (items: JadwalHarianItem[]) => items.map((i) => `${i.id_kelas_kuliah}@${i.jam_mulai}`).sort();
const PESERTA = `exists (select 1 from kelas_peserta kp join mahasiswa m on m.id = kp.id_mahasiswa join users u on u.id = m.user_id
  where kp.id_kelas_kuliah = k.id and u.username = 'mahasiswa')`;
const PENGAJAR = `exists (select 1 from kelas_pengajar kp join dosen d on d.id = kp.id_dosen join users u on u.id = d.user_id
  where kp.id_kelas_kuliah = k.id and u.username = 'dosen')`;

describe('GET /api/v2/lms/beranda/statistik', () => {
  it('refuses a caller without a token (401)', async () => {
    expect((await t.app.inject({ url: URL_STATISTIK, headers: { 'college-id': '1' } })).statusCode).toBe(401);
  });

  it('refuses an operator without read on kelas_kuliah (403)', async () => {
    expect((await t.app.inject({ url: URL_STATISTIK, headers: operatorLaporan })).statusCode).toBe(403);
  });

  it("refuses a college-1 token with college 2's header (403)", async () => {
    expect((await t.app.inject({ url: URL_STATISTIK, headers: { ...dosen, 'college-id': '2' } })).statusCode).toBe(403);
  });

  it('counts per tile the activities of the caller\'s classes that have not ended, from the registry', async () => {
    // Expected values come from the registry table itself, by the rule: not ended, in the caller's classes.
    const count = async (collegeId: number, scope: string) => {
      const { rows } = await t.database.query<{ jenis: string; n: number }>(
        `select a.jenis, count(*)::int n from aktivitas_kelas a where a.college_id = $1
           and (a.waktu_selesai is null or a.waktu_selesai > now()) and ${scope}
           and not (a.jenis = 'materi' and ${scope.includes('kelas_peserta') ? 'a.waktu_mulai > now()' : 'false'})
         group by a.jenis`,
        [collegeId],
      );
      const n = Object.fromEntries(rows.map((r) => [r.jenis, r.n]));
      return { tugas: n.tugas ?? 0, ujian: n.ujian ?? 0, forum: n.forum ?? 0, vidcon: n.vidcon ?? 0 };
    };
    const peserta = `exists (select 1 from kelas_peserta kp join mahasiswa m on m.id = kp.id_mahasiswa join users u on u.id = m.user_id
      where kp.id_kelas_kuliah = a.id_kelas_kuliah and u.username = 'mahasiswa')`;
    const pengajar = `exists (select 1 from kelas_pengajar kp join dosen d on d.id = kp.id_dosen join users u on u.id = d.user_id
      where kp.id_kelas_kuliah = a.id_kelas_kuliah and u.username = 'dosen')`;
    const cases: [Headers, number, string][] = [[mahasiswa, 1, peserta], [dosen, 1, pengajar], [operator, 1, 'true'], [operator2, 2, 'true']];
    for (const [headers, collegeId, scope] of cases) {
      const res = await t.app.inject({ url: URL_STATISTIK, headers });
      expect(res.statusCode).toBe(200);
      expect(statistikBeranda.parse(res.json().data)).toEqual(await count(collegeId, scope));
    }
  });
});

describe('GET /api/v2/lms/beranda/jadwal', () => {
  it('refuses a caller without a token (401), an operator without kelas_kuliah (403) and another college (403)', async () => {
    expect((await t.app.inject({ url: URL_JADWAL, headers: { 'college-id': '1' } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: URL_JADWAL, headers: operatorLaporan })).statusCode).toBe(403);
    expect((await t.app.inject({ url: URL_JADWAL, headers: { ...mahasiswa, 'college-id': '2' } })).statusCode).toBe(403);
  });

  it.each(['2026-02-30', '21-11-2026', 'besok', ''])('rejects tanggal=%s with 400 naming tanggal', async (tanggal) => {
    const res = await t.app.inject({ url: `${URL_JADWAL}?tanggal=${tanggal}`, headers: mahasiswa });
    expect(res.statusCode).toBe(400);
    expect(res.json().status.message).toContain('tanggal');
  });

  it("gives a student each weekday's schedule of their current classes, earliest first", async () => {
    let days = 0;
    for (const tanggal of minggu) {
      const items = await jadwal(mahasiswa, tanggal);
      expect(keys(items)).toEqual(await expected(1, tanggal, PESERTA));
      for (const item of items) expect(() => jadwalHarianItem.parse(item)).not.toThrow();
      const starts = items.map((i) => i.jam_mulai);
      expect(starts).toEqual([...starts].sort());
      if (items.length > 0) days++;
    }
    expect(days).toBeGreaterThanOrEqual(3);
  });

  it("gives a lecturer the schedule of the classes they teach", async () => {
    let days = 0;
    for (const tanggal of minggu) {
      const items = await jadwal(dosen, tanggal);
      expect(keys(items)).toEqual(await expected(1, tanggal, PENGAJAR));
      if (items.length > 0) days++;
    }
    expect(days).toBeGreaterThanOrEqual(3);
  });

  it('gives an operator every class of the college that day, and no previous-period class', async () => {
    for (const tanggal of minggu) {
      const items = await jadwal(operator, tanggal);
      expect(keys(items)).toEqual(await expected(1, tanggal));
      expect(items.every((i) => i.id_kelas_kuliah.startsWith(`${periodeBerjalan}_`))).toBe(true);
    }
    const monday = minggu.find((d) => hariDariTanggal(d) === 1)!;
    expect((await jadwal(operator, monday)).length).toBeGreaterThan(0);
  });

  it('keeps the colleges apart', async () => {
    const c1 = new Set((await Promise.all(minggu.map((d) => jadwal(operator, d)))).flat().map((i) => i.id_kelas_kuliah));
    let seen = 0;
    for (const tanggal of minggu) {
      const items = await jadwal(operator2, tanggal);
      expect(keys(items)).toEqual(await expected(2, tanggal));
      expect(items.some((i) => c1.has(i.id_kelas_kuliah))).toBe(false);
      seen += items.length;
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('has nothing on a day outside the current period', async () => {
    const { rows } = await t.database.query<{ tanggal_selesai: Date }>('select tanggal_selesai from periode where college_id = 1 and is_current');
    const after = new Date(new Date(rows[0]!.tanggal_selesai).getTime() + 7 * 86_400_000);
    const tanggal = hariIni('Asia/Jakarta', after);
    expect(await expected(1, tanggal)).not.toEqual([]);
    expect(await jadwal(operator, tanggal)).toEqual([]);
  });

  it("defaults to today in the college's time zone", async () => {
    const today = hariIni('Asia/Jakarta');
    expect(await jadwal(dosen)).toEqual(await jadwal(dosen, today));
  });
});
