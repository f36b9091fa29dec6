import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hariIni, kalenderBulan, statistikBeranda } from '@lms/shared';
import { pertemuanKelas, setupFixture, type Fixture, type Headers } from '../pertemuan/pertemuan.fixtures';
import { registerAktivitas } from './aktivitas.service';

/** The registry's readers: the dashboard tiles and the calendar's day list see an activity as soon as it is registered. */

let f: Fixture;
let kelas: string;
let idPertemuan: number;
let tz: string;
const HARI = 86_400_000;
beforeAll(async () => {
  f = await setupFixture();
  kelas = await f.kelasId('TIF201', 'A');
  idPertemuan = (await pertemuanKelas(f, kelas)).find((p) => p.nomor === 2)!.id;
  tz = (await f.q<{ time_zone: string }>('select time_zone from colleges where id = 1'))[0]!.time_zone;
});
afterAll(async () => f?.t.close());

const statistik = async (h: Headers) => statistikBeranda.parse((await f.t.app.inject({ url: '/api/v2/lms/beranda/statistik', headers: h })).json().data);
const kalender = async (h: Headers, bulan: string) => {
  const res = await f.t.app.inject({ url: `/api/v2/lms/kalender?bulan=${bulan}`, headers: h });
  expect(res.statusCode, res.body).toBe(200);
  return kalenderBulan.parse(res.json().data);
};
const register = (jenis: 'tugas' | 'materi' | 'vidcon', idSumber: string, mulai: Date | null, selesai: Date | null) =>
  f.t.app.deps.db.transaction((tx) =>
    registerAktivitas(tx, { collegeId: 1, idKelasKuliah: kelas, idPertemuan, jenis, idSumber, judul: `Uji ${jenis} ${idSumber}`, waktuMulai: mulai, waktuSelesai: selesai }),
  );

describe('dashboard tiles and calendar read the registry', () => {
  it('count an open task for its class members, not for others, and stop counting it once it ended', async () => {
    const now = Date.now();
    const [mhs0, mhsLain0, dosen0] = [await statistik(f.mahasiswa), await statistik(f.mahasiswaLain), await statistik(f.dosen)];
    await register('tugas', '900001', new Date(now - HARI), new Date(now + 3 * HARI));
    await register('tugas', '900002', new Date(now - 3 * HARI), new Date(now - HARI));
    await register('vidcon', '900003', new Date(now + HARI), new Date(now + HARI + 3_600_000));
    expect(await statistik(f.mahasiswa)).toEqual({ ...mhs0, tugas: mhs0.tugas + 1, vidcon: mhs0.vidcon + 1 });
    expect(await statistik(f.dosen)).toEqual({ ...dosen0, tugas: dosen0.tugas + 1, vidcon: dosen0.vidcon + 1 });
    expect(await statistik(f.mahasiswaLain)).toEqual(mhsLain0);
  });

  it("lists a task on its due day with the window's status, to its class only", async () => {
    const due = new Date(Math.floor(Date.now() / 1000) * 1000 + 5 * HARI);
    await register('tugas', '900010', new Date(Date.now() - HARI), due);
    const bulan = hariIni(tz, due).slice(0, 7);
    const k = await kalender(f.mahasiswa, bulan);
    const e = k.entri.find((x) => x.jenis === 'tugas' && x.id === 900010)!;
    expect(e).toMatchObject({ tanggal: hariIni(tz, due), status: 'berlangsung', id_pertemuan: idPertemuan, id_kelas_kuliah: kelas, judul: 'Uji tugas 900010' });
    expect(e.waktu_selesai).toBe(due.toISOString().replace('.000Z', 'Z'));
    expect((await kalender(f.mahasiswaLain, bulan)).entri.some((x) => x.id === 900010)).toBe(false);
    expect((await kalender(f.operator2, bulan)).entri.some((x) => x.id === 900010)).toBe(false);
  });

  it('hides a material from students until its display time, but not from its lecturer', async () => {
    const tampil = new Date(Date.now() + 2 * HARI);
    const deadline = new Date(Date.now() + 4 * HARI);
    await register('materi', '900020', tampil, deadline);
    const bulan = hariIni(tz, deadline).slice(0, 7);
    expect((await kalender(f.dosen, bulan)).entri.some((x) => x.jenis === 'materi' && x.id === 900020)).toBe(true);
    expect((await kalender(f.mahasiswa, bulan)).entri.some((x) => x.jenis === 'materi' && x.id === 900020)).toBe(false);
    await f.q("update aktivitas_kelas set waktu_mulai = now() - interval '1 minute' where jenis = 'materi' and id_sumber = '900020'");
    expect((await kalender(f.mahasiswa, bulan)).entri.some((x) => x.jenis === 'materi' && x.id === 900020)).toBe(true);
  });

  it("counts a material in the meeting's count_activity for its lecturer at once, for a student only from its display time", async () => {
    const countMateri = async (h: Headers) => {
      const res = await f.t.app.inject({ url: `/api/v2/lms/pertemuan/${idPertemuan}`, headers: h });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.count_activity.materi as number;
    };
    const [mhs0, dosen0] = [await countMateri(f.mahasiswa), await countMateri(f.dosen)];
    await register('materi', '900030', new Date(Date.now() + 2 * HARI), null);
    expect(await countMateri(f.dosen)).toBe(dosen0 + 1);
    expect(await countMateri(f.mahasiswa)).toBe(mhs0);
    await f.q("update aktivitas_kelas set waktu_mulai = now() - interval '1 minute' where jenis = 'materi' and id_sumber = '900030'");
    expect(await countMateri(f.mahasiswa)).toBe(mhs0 + 1);
  });
});
