import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatTanggal } from '@lms/shared';
import { get, getData, harapanSel, teksPdf } from './semester-hitung';
import { JAM } from './semester-kelas';
import { bangunSemester, type Semester } from './semester.fixture';

/**
 * The semester's records (issue 30 'What must exist' 5): the BAP's class report prints for each meeting the
 * participants present and the lecturer's times as the attendance module has them, and nothing for a meeting not
 * yet held; the lecturer attendance keeps each lecturer's own record; every write a student, lecturer or operator
 * made during the semester is in the activity log, on the user's own history and on the operator's log.
 */

let sem: Semester;
let tz: string;
beforeAll(async () => {
  sem = await bangunSemester();
  tz = sem.operator.actor.college.timeZone;
}, 240_000);
afterAll(async () => sem?.t.close());

const jam = (d: Date | string | null) =>
  d ? new Intl.DateTimeFormat('en-GB', { timeZone: tz, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(d)) : '-';
const bap = (q: string, headers: Record<string, string>) => get(sem, `/v2/lms/kelas_kuliah/${encodeURIComponent(sem.idKelas)}/bap/unduh?${q}`, headers);

/** The class report's table rows by meeting number: from 'n date time' to the next row (or the end of the table). */
function barisKelas(text: string) {
  const akhir = text.search(/Rekap Kehadiran Peserta|LAPORAN DETAIL PERTEMUAN/);
  const tabel = akhir === -1 ? text : text.slice(0, akhir);
  const awal = sem.p.slice(1).map((p) => {
    const w = `${p.nomor} ${formatTanggal(p.mulai, tz)} ${jam(p.mulai)}-${jam(p.selesai)}`;
    return { nomor: p.nomor, at: tabel.indexOf(w) };
  });
  const out = new Map<number, string>();
  for (const a of awal) {
    expect(a.at, `baris pertemuan ${a.nomor} di laporan kelas`).toBeGreaterThan(-1);
    const next = awal.filter((b) => b.at > a.at).sort((x, y) => x.at - y.at)[0]?.at;
    out.set(a.nomor, tabel.slice(a.at, next).replace(/\s+/g, ' ').trim());
  }
  return out;
}

describe('the BAP', () => {
  it("class report: each meeting's present count and lecturer times; a meeting not yet held has neither", async () => {
    const res = await bap('include_laporan_kelas=true&include_laporan_pertemuan_detail=false', sem.dosen.headers);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const baris = barisKelas((await teksPdf(res.rawPayload)).text);
    const waktu = await sem.q<{ nomor: number; mulai: Date | null; selesai: Date | null }>(
      'select nomor, mulai_kuliah as mulai, selesai_kuliah as selesai from pertemuan where id_kelas_kuliah = $1',
      [sem.idKelas],
    );
    for (const p of sem.p.slice(1)) {
      const row = baris.get(p.nomor)!;
      if (p.waktu === 'nanti') {
        // No 'Peserta hadir' and no lecturer times for a meeting that has not taken place.
        expect(row, `P${p.nomor}`).toMatch(/- \/ - (-|0)$/);
        continue;
      }
      const hadir = sem.semuaSiswa.filter((s) => harapanSel(sem, s, p.nomor) === 'H').length;
      // The main lecturer started (and, but for the meetings running now, ended) every meeting held.
      const w = waktu.find((x) => x.nomor === p.nomor)!;
      expect(row, `P${p.nomor}`).toMatch(new RegExp(`${jam(w.mulai)} / ${jam(w.selesai)} ${hadir}$`));
    }
  });

  it("the second lecturer's own report carries the times the operator recorded for them, and no others", async () => {
    const res = await bap('include_laporan_kelas=true&include_laporan_pertemuan_detail=false&laporan_saya=true', sem.dosen2.headers);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const baris = barisKelas((await teksPdf(res.rawPayload)).text);
    const p12 = sem.p[12]!;
    expect(baris.get(12)).toContain(`${jam(p12.mulai)} / ${jam(new Date(p12.mulai.getTime() + JAM))}`);
    for (const p of sem.p.slice(1)) if (p.nomor !== 12) expect(baris.get(p.nomor), `P${p.nomor}`).toMatch(/ - \/ - /);
  });
});

describe('lecturer attendance', () => {
  it('recording the second lecturer leaves the first lecturer, who started and ended the meeting, present with his times', async () => {
    const p12 = sem.p[12]!;
    const data = await getData<{ data: { pengajar: { id_dosen: number }; is_hadir: boolean; ada_presensi: boolean; mulai_kuliah: string | null; selesai_kuliah: string | null }[] }>(
      sem,
      `/v2/lms/kehadiran_dosen/${p12.id}`,
      sem.operator.headers,
    );
    const [w] = await sem.q<{ mulai: Date; selesai: Date }>('select mulai_kuliah as mulai, selesai_kuliah as selesai from pertemuan where id = $1', [p12.id]);
    const dosen = data.data.find((r) => r.pengajar.id_dosen === sem.dosen.idDosen)!;
    const dosen2 = data.data.find((r) => r.pengajar.id_dosen === sem.dosen2.idDosen)!;
    expect(dosen).toMatchObject({ is_hadir: true, ada_presensi: true });
    expect(new Date(dosen.mulai_kuliah!).getTime()).toBe(Math.floor(w!.mulai.getTime() / 1000) * 1000);
    expect(new Date(dosen.selesai_kuliah!).getTime()).toBe(Math.floor(w!.selesai.getTime() / 1000) * 1000);
    expect(dosen2).toMatchObject({ is_hadir: true, ada_presensi: true });
    expect(new Date(dosen2.mulai_kuliah!).getTime()).toBe(p12.mulai.getTime() - (p12.mulai.getTime() % 1000));
  });
});

describe('the activity log', () => {
  it('every write of the semester wrote a row for its actor', () => {
    const tanpaLog = sem.jurnal.filter((j) => j.log.length === 0).map((j) => `${j.username} (${j.role}): ${j.label}`);
    expect(sem.jurnal.length).toBeGreaterThan(150);
    expect([...new Set(tanpaLog)]).toEqual([]);
  });

  it("each student's rows are on their own history (Riwayat Aktivitas)", async () => {
    const sejak = new Date(sem.t0 - 60_000).toISOString();
    for (const s of sem.semuaSiswa) {
      const ids = sem.jurnal.filter((j) => j.userId === s.userId).flatMap((j) => j.log.map((l) => Number(l.id)));
      const res = await get(sem, `/v2/lms/log_aktivitas/me?per_page=1000&waktu_awal=${encodeURIComponent(sejak)}`, s.headers);
      expect(res.statusCode).toBe(200);
      const terlihat = new Set((res.json().data as { id: number }[]).map((r) => r.id));
      expect(ids.filter((id) => !terlihat.has(id)), s.kebiasaan).toEqual([]);
    }
  });

  it("the lecturers' and the operator's rows are on the operator's log", async () => {
    const sejak = new Date(sem.t0 - 60_000).toISOString();
    for (const p of [sem.dosen, sem.dosen2, sem.operator]) {
      const ids = sem.jurnal.filter((j) => j.userId === p.userId).flatMap((j) => j.log.map((l) => Number(l.id)));
      expect(ids.length, p.username).toBeGreaterThan(0);
      const res = await get(sem, `/v2/lms/log_aktivitas?id_user=${p.userId}&per_page=1000&waktu_awal=${encodeURIComponent(sejak)}`, sem.operator.headers);
      expect(res.statusCode).toBe(200);
      const terlihat = new Set((res.json().data as { id: number }[]).map((r) => r.id));
      expect(ids.filter((id) => !terlihat.has(id)), p.username).toEqual([]);
    }
  });
});
