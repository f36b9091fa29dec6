import { describe, expect, it } from 'vitest';
import {
  GeneratePertemuanError,
  JUDUL_UAS,
  JUDUL_UTS,
  generatePertemuan,
  hariDari,
  isoUtc,
  lokalKeUtc,
  waktuLokal,
  type SlotJadwal,
} from './index';

const senin0730: SlotJadwal = { hari: 1, jam_mulai: '07:30:00', jam_selesai: '10:00:00', id_ruangan: 5 };
const DAY = 86_400_000;

describe('generatePertemuan', () => {
  it('places the first meeting on the first matching local day and converts WIB (UTC+7) to UTC', () => {
    // 2026-08-31 is a Monday; the period starts at local midnight in Jakarta (17:00 UTC the day before).
    const out = generatePertemuan({ jadwal: [senin0730], tanggal_mulai: '2026-08-31T00:00:00+07:00', time_zone: 'Asia/Jakarta', mode_kuliah: 'offline' });
    expect(out).toHaveLength(16);
    expect(out[0]).toMatchObject({ nomor: 1, waktu_mulai: '2026-08-31T00:30:00Z', waktu_selesai: '2026-08-31T03:00:00Z', id_ruangan: 5, jenis: 'offline' });
    // weekly rhythm, always Monday 07:30 local
    for (let i = 1; i < out.length; i++) {
      expect(Date.parse(out[i]!.waktu_mulai) - Date.parse(out[i - 1]!.waktu_mulai)).toBe(7 * DAY);
      const l = waktuLokal(Date.parse(out[i]!.waktu_mulai), 'Asia/Jakarta');
      expect([hariDari(l), l.jam, l.menit]).toEqual([1, 7, 30]);
    }
  });

  it('uses the local date of the period start in the college zone: WITA (UTC+8) differs from WIB', () => {
    // 2026-09-07T00:00+08:00 is 2026-09-06T16:00Z: still Sunday in UTC, already Monday in Makassar.
    const start = '2026-09-07T00:00:00+08:00';
    const wita = generatePertemuan({ jadwal: [{ hari: 1, jam_mulai: '08:00', jam_selesai: '10:30' }], tanggal_mulai: start, time_zone: 'Asia/Makassar', mode_kuliah: 'offline' });
    expect(wita[0]!.waktu_mulai).toBe('2026-09-07T00:00:00Z');
    expect(wita[0]!.waktu_selesai).toBe('2026-09-07T02:30:00Z');
    // The same wall-clock schedule in Jakarta is one hour later in UTC (and the start instant is Sunday 23:00 WIB).
    const wib = generatePertemuan({ jadwal: [{ hari: 1, jam_mulai: '08:00', jam_selesai: '10:30' }], tanggal_mulai: start, time_zone: 'Asia/Jakarta', mode_kuliah: 'offline' });
    expect(wib[0]!.waktu_mulai).toBe('2026-09-07T01:00:00Z');
    // Reading the UTC instant back in each zone gives the schedule's wall clock.
    expect(waktuLokal(Date.parse(wita[3]!.waktu_mulai), 'Asia/Makassar')).toMatchObject({ jam: 8, menit: 0 });
    expect(waktuLokal(Date.parse(wib[3]!.waktu_mulai), 'Asia/Jakarta')).toMatchObject({ jam: 8, menit: 0 });
  });

  it('defaults to 16 meetings with 8 = uts and 16 = uas and their fixed titles', () => {
    const out = generatePertemuan({ jadwal: [senin0730], tanggal_mulai: '2026-08-31T00:00:00+07:00', time_zone: 'Asia/Jakarta', mode_kuliah: 'offline' });
    expect(out.map((p) => p.nomor)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    expect(out.filter((p) => p.kategori === 'uts').map((p) => p.nomor)).toEqual([8]);
    expect(out.filter((p) => p.kategori === 'uas').map((p) => p.nomor)).toEqual([16]);
    expect(out[7]!.judul).toBe(JUDUL_UTS);
    expect(out[15]!.judul).toBe(JUDUL_UAS);
    expect(out[0]!.judul).toBe('Pertemuan 1');
    expect(out[8]!.judul).toBe('Pertemuan 9');
  });

  it('follows the semester plan: count, kategori and materi as title (Pertemuan n where a row is missing)', () => {
    const rencana = [
      { pertemuan_ke: 1, kategori: 'kuliah', materi: 'Kontrak kuliah dan pengantar' },
      { pertemuan_ke: 2, kategori: 'kuliah', materi: '  ' },
      { pertemuan_ke: 4, kategori: 'uts', materi: 'Ujian materi 1-3' },
      { pertemuan_ke: 6, kategori: 'uas', materi: 'Ujian seluruh materi' },
      { pertemuan_ke: 5, kategori: 'bukan-kategori', materi: 'Studi kasus' },
    ];
    const out = generatePertemuan({ jadwal: [senin0730], tanggal_mulai: '2026-08-31T00:00:00+07:00', time_zone: 'Asia/Jakarta', mode_kuliah: 'online', rencana });
    expect(out.map((p) => [p.nomor, p.kategori, p.judul])).toEqual([
      [1, 'kuliah', 'Kontrak kuliah dan pengantar'],
      [2, 'kuliah', 'Pertemuan 2'],
      [3, 'kuliah', 'Pertemuan 3'],
      [4, 'uts', JUDUL_UTS],
      [5, 'kuliah', 'Studi kasus'],
      [6, 'uas', JUDUL_UAS],
    ]);
    expect(new Set(out.map((p) => p.jenis))).toEqual(new Set(['online']));
  });

  it('turns every weekly slot into a meeting in time order, starting mid-week', () => {
    // Start on Wednesday 2026-09-02: the Thursday slot comes first, then Monday, then Thursday again.
    const jadwal: SlotJadwal[] = [senin0730, { hari: 4, jam_mulai: '13:00', jam_selesai: '14:40', id_sesi: 3 }];
    const out = generatePertemuan({ jadwal, tanggal_mulai: '2026-09-02T00:00:00+07:00', time_zone: 'Asia/Jakarta', mode_kuliah: 'campuran' });
    expect(out).toHaveLength(16);
    const days = out.slice(0, 4).map((p) => hariDari(waktuLokal(Date.parse(p.waktu_mulai), 'Asia/Jakarta')));
    expect(days).toEqual([4, 1, 4, 1]);
    expect(out[0]).toMatchObject({ id_sesi: 3, id_ruangan: null, jenis: 'campuran' });
    for (let i = 1; i < out.length; i++) expect(Date.parse(out[i]!.waktu_mulai)).toBeGreaterThan(Date.parse(out[i - 1]!.waktu_mulai));
    // 16 meetings at two a week span eight weeks
    expect(Date.parse(out[15]!.waktu_mulai) - Date.parse(out[0]!.waktu_mulai)).toBeLessThan(8 * 7 * DAY);
  });

  it('includes the start day itself when it matches the schedule, even if the slot is earlier than the start instant', () => {
    const out = generatePertemuan({ jadwal: [senin0730], tanggal_mulai: '2026-08-31T12:00:00+07:00', time_zone: 'Asia/Jakarta', mode_kuliah: 'offline' });
    expect(out[0]!.waktu_mulai).toBe('2026-08-31T00:30:00Z');
  });

  it('refuses an empty or invalid schedule with an Indonesian message', () => {
    const base = { tanggal_mulai: '2026-08-31T00:00:00+07:00', time_zone: 'Asia/Jakarta', mode_kuliah: 'offline' };
    expect(() => generatePertemuan({ ...base, jadwal: [] })).toThrow(GeneratePertemuanError);
    expect(() => generatePertemuan({ ...base, jadwal: [] })).toThrow(/Jadwal kelas belum diatur/);
    expect(() => generatePertemuan({ ...base, jadwal: [{ hari: 1, jam_mulai: '10:00', jam_selesai: '09:00' }] })).toThrow(/tidak valid/);
    expect(() => generatePertemuan({ ...base, jadwal: [{ hari: 7, jam_mulai: '08:00', jam_selesai: '09:00' }] })).toThrow(/tidak valid/);
    expect(() => generatePertemuan({ ...base, jadwal: [{ hari: 1, jam_mulai: '25:00', jam_selesai: '26:00' }] })).toThrow(/tidak valid/);
    expect(() => generatePertemuan({ ...base, tanggal_mulai: 'bukan tanggal', jadwal: [senin0730] })).toThrow(/periode/);
  });
});

describe('zone helpers', () => {
  it('round-trips local wall clock and UTC in WIB, WITA and WIT', () => {
    for (const [tz, offsetH] of [['Asia/Jakarta', 7], ['Asia/Makassar', 8], ['Asia/Jayapura', 9]] as const) {
      const utc = lokalKeUtc({ tahun: 2026, bulan: 11, tanggal: 21, jam: 7, menit: 30, detik: 0 }, tz);
      // 07:30 local is (7:30 - offset) UTC: the previous evening for every Indonesian zone
      expect(utc.getTime()).toBe(Date.UTC(2026, 10, 21, 7, 30) - offsetH * 3600_000);
      expect(isoUtc(utc)).toBe(offsetH === 7 ? '2026-11-21T00:30:00Z' : `2026-11-20T${24 + 7 - offsetH}:30:00Z`);
      expect(waktuLokal(utc, tz)).toMatchObject({ tahun: 2026, bulan: 11, tanggal: 21, jam: 7, menit: 30 });
    }
  });

  it('handles a zone with daylight saving time (Europe/Berlin) on both sides of the change', () => {
    const winter = lokalKeUtc({ tahun: 2026, bulan: 3, tanggal: 28, jam: 9, menit: 0, detik: 0 }, 'Europe/Berlin');
    const summer = lokalKeUtc({ tahun: 2026, bulan: 3, tanggal: 30, jam: 9, menit: 0, detik: 0 }, 'Europe/Berlin');
    expect(isoUtc(winter)).toBe('2026-03-28T08:00:00Z');
    expect(isoUtc(summer)).toBe('2026-03-30T07:00:00Z');
  });
});
