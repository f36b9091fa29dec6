import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hariIni, isJenisAktivitasKelas, kalenderBulan, waktuKalenderAktivitas, waktuTercantum, type KalenderBulan } from '@lms/shared';
import { setupKelasDemo } from '../../../test/kelas-demo';

/**
 * The calendar's activities (issue 30 defect 10): every activity of the registry is on the day of its calendar
 * instant, whether the demo seed or a service wrote it, and databases written before the instant was filled get it
 * from migration 0031.
 */

let f: Awaited<ReturnType<typeof setupKelasDemo>>;
let tz: string;
let bulan: string;
const KALENDER = '/api/v2/lms/kalender';
const H = 3600_000;
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
type Reg = { jenis: string; id_sumber: string; waktu_mulai: Date | null; waktu_selesai: Date | null; waktu_kalender: Date | null };

beforeAll(async () => {
  f = await setupKelasDemo();
  [{ time_zone: tz }] = (await f.q<{ time_zone: string }>('select time_zone from colleges where id = 1')) as [{ time_zone: string }];
  bulan = hariIni(tz).slice(0, 7);
});
afterAll(async () => f?.t.close());

async function kalender(headers: Record<string, string>, b = bulan): Promise<KalenderBulan> {
  const res = await f.t.app.inject({ url: `${KALENDER}?bulan=${b}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return kalenderBulan.parse(res.json().data);
}

const registry = (where = 'true') =>
  f.q<Reg>(`select jenis, id_sumber, waktu_mulai, waktu_selesai, waktu_kalender from aktivitas_kelas where college_id = 1 and ${where} order by id`);

/** The instant the registry's rule gives a row, from its own window (not from its stored waktu_kalender). */
const aturan = (r: Reg) => (isJenisAktivitasKelas(r.jenis) ? waktuKalenderAktivitas(r.jenis, r.waktu_mulai, r.waktu_selesai) : null);

/** 'jenis:id' of college 1's activities whose calendar instant falls in the month, by the rule. */
async function harapanBulan(b: string) {
  return new Set((await registry()).filter((r) => aturan(r) && hariIni(tz, aturan(r)!).slice(0, 7) === b).map((r) => `${r.jenis}:${r.id_sumber}`));
}
const kunci = (k: KalenderBulan) => new Set(k.entri.filter((e) => e.jenis !== 'pertemuan').map((e) => `${e.jenis}:${e.id}`));

describe('GET /api/v2/lms/kalender: activities', () => {
  it("lists the demo's tasks, forums and vidcons (and materials, exams) of the month to an operator, each on its day", async () => {
    const want = await harapanBulan(bulan);
    for (const jenis of ['tugas', 'forum', 'vidcon', 'materi', 'ujian']) expect([...want].some((k) => k.startsWith(`${jenis}:`)), jenis).toBe(true);
    const k = await kalender(f.operator);
    expect(kunci(k)).toEqual(want);
    const tugas = k.entri.filter((e) => e.jenis === 'tugas');
    // A task is listed on its due day, at its due time.
    for (const e of tugas) expect(e.tanggal).toBe(hariIni(tz, e.waktu_selesai!));
    const listed = k.entri.map(waktuTercantum);
    expect(listed).toEqual([...listed].sort());
  });

  it('gives every registry row of the demo the calendar instant registerAktivitas gives it', async () => {
    const rows = await registry();
    expect(rows.length).toBeGreaterThan(0);
    const salah = rows.filter((r) => (r.waktu_kalender?.getTime() ?? null) !== (aturan(r)?.getTime() ?? null));
    expect(salah.map((r) => `${r.jenis}:${r.id_sumber}`)).toEqual([]);
  });

  it('lists a task, forum and vidcon created through the API on the day of their due time or start', async () => {
    const [p] = await f.q<{ id: number }>('select id from pertemuan where id_kelas_kuliah = $1 order by nomor limit 1', [f.idKelas]);
    await f.q(`update pertemuan set parameter_kehadiran = parameter_kehadiran || '{"hadir_vidcon": true}'::jsonb where id = $1`, [p!.id]);
    const now = Date.now();
    const post = async (url: string, payload: object) => {
      const res = await f.t.app.inject({ method: 'POST', url, headers: f.dosen, payload });
      expect(res.statusCode, res.body).toBeLessThan(300);
      return res.json().data.id as number;
    };
    const tugas = await post('/api/v2/lms/tugas', {
      id_pertemuan: p!.id, judul: 'Tugas Kalender', deskripsi: '<p>Kerjakan</p>', jenis: 'individu', waktu_mulai: iso(now - H), waktu_selesai: iso(now + 30 * H),
    });
    const forum = await post('/api/v2/lms/forum', {
      id_pertemuan: p!.id, judul: 'Forum Kalender', deskripsi: '<p>Diskusi</p>', waktu_mulai: iso(now + 2 * H), waktu_selesai: iso(now + 50 * H), penilaian_keaktifan: false,
    });
    const vidcon = await post('/api/v2/lms/vidcon', {
      id_pertemuan: p!.id, judul: 'Vidcon Kalender', aplikasi: 'zoom', link: 'zoom.us/j/1234567890', waktu_mulai: iso(now + 3 * H), waktu_selesai: iso(now + 4 * H),
    });
    const cases = [
      { jenis: 'tugas', id: tugas, hari: hariIni(tz, new Date(now + 30 * H)) },
      { jenis: 'forum', id: forum, hari: hariIni(tz, new Date(now + 2 * H)) },
      { jenis: 'vidcon', id: vidcon, hari: hariIni(tz, new Date(now + 3 * H)) },
    ];
    for (const headers of [f.operator, f.dosen, f.mahasiswa]) {
      for (const c of cases) {
        const entri = (await kalender(headers, c.hari.slice(0, 7))).entri.find((e) => e.jenis === c.jenis && e.id === c.id);
        expect(entri, `${c.jenis} ${c.id}`).toMatchObject({ tanggal: c.hari, id_kelas_kuliah: f.idKelas, id_pertemuan: p!.id });
      }
    }
  });

  it('migration 0031 gives rows written without a calendar instant the one the rule gives, and leaves the others', async () => {
    const file = fs.readdirSync(new URL('../../db/migrations/', import.meta.url)).find((n) => n.endsWith('_aktivitas_kalender_isi.sql'))!;
    const sql = fs.readFileSync(new URL(`../../db/migrations/${file}`, import.meta.url), 'utf8');
    const before = await kalender(f.operator);
    // As a database seeded before the fix: no task, forum or vidcon has its instant; one exam has a stale one.
    await f.q("update aktivitas_kelas set waktu_kalender = null where jenis in ('tugas', 'forum', 'vidcon')");
    const [stale] = await f.q<{ id: number }>("select id from aktivitas_kelas where jenis = 'ujian' order by id limit 1");
    await f.q("update aktivitas_kelas set waktu_kalender = '2001-01-01T00:00:00Z' where id = $1", [stale!.id]);
    expect([...kunci(await kalender(f.operator))].some((k) => k.startsWith('tugas:'))).toBe(false);

    await f.q(sql);
    const rows = await registry(`id <> ${stale!.id}`);
    expect(rows.filter((r) => (r.waktu_kalender?.getTime() ?? null) !== (aturan(r)?.getTime() ?? null))).toEqual([]);
    const [kept] = await f.q<{ waktu_kalender: Date }>('select waktu_kalender from aktivitas_kelas where id = $1', [stale!.id]);
    expect(kept!.waktu_kalender.toISOString()).toBe('2001-01-01T00:00:00.000Z');
    const after = kunci(await kalender(f.operator));
    for (const k of kunci(before)) if (!k.startsWith('ujian:')) expect(after.has(k), k).toBe(true);
  });
});
