import { describe, expect, it } from 'vitest';
import { formatPersen } from '../format/numbers';
import { PESAN_KEHADIRAN } from './schemas';
import { persenKehadiran, pertemuanSudahDimulai, ringkasKehadiran, statusKelayakan, type SelPersentase } from './persentase';

const kuliah = (presensi: string | null, dimulai = true): SelPersentase => ({ kategori: 'kuliah', dimulai, presensi });

describe('pertemuanSudahDimulai', () => {
  const now = new Date('2026-11-27T03:00:00Z');
  it('by status, or by the scheduled start once it passed', () => {
    expect(pertemuanSudahDimulai({ status: 'belum_dimulai', waktuMulai: '2026-11-27T04:00:00Z' }, now)).toBe(false);
    expect(pertemuanSudahDimulai({ status: 'belum_dimulai', waktuMulai: '2026-11-27T03:00:00Z' }, now)).toBe(true);
    // A lecturer may start before the schedule.
    expect(pertemuanSudahDimulai({ status: 'berlangsung', waktuMulai: '2026-11-27T04:00:00Z' }, now)).toBe(true);
    expect(pertemuanSudahDimulai({ status: 'selesai', waktuMulai: new Date('2026-11-20T03:00:00Z') }, now.getTime())).toBe(true);
  });
});

describe('ringkasKehadiran: THE attendance percentage', () => {
  it('is H over the kuliah meetings that started; I, S, A and no decision count but are not present', () => {
    const sel = [
      ...Array.from({ length: 5 }, () => kuliah('H')),
      ...Array.from({ length: 6 }, () => kuliah('A')),
      kuliah('I'),
      kuliah('S'),
      kuliah(null),
      // Not counted: exams, and meetings ahead (even with a presence written by mistake).
      { kategori: 'uts', dimulai: true, presensi: 'H' },
      { kategori: 'uas', dimulai: false, presensi: null },
      kuliah(null, false),
    ];
    const r = ringkasKehadiran(sel);
    expect(r).toEqual({ hadir: 5, izin: 1, sakit: 1, alpa: 6, tanpa_presensi: 1, pertemuan_berlalu: 14, jumlah_pertemuan: 15, persentase: 35.7 });
    expect(formatPersen(r.persentase)).toBe('35,7%');
  });

  it('has no percentage before any kuliah meeting started, shown as -', () => {
    const r = ringkasKehadiran([kuliah(null, false), { kategori: 'uts', dimulai: true, presensi: 'H' }]);
    expect(r.persentase).toBeNull();
    expect(formatPersen(r.persentase)).toBe('-');
    expect(statusKelayakan(r, 75)).toBe('aman');
  });

  it('rounds the same on every engine (integer arithmetic, half up)', () => {
    expect(persenKehadiran(1, 3)).toBe(33.3);
    expect(persenKehadiran(2, 3)).toBe(66.7);
    expect(persenKehadiran(1, 8)).toBe(12.5);
    expect(persenKehadiran(0, 0)).toBeNull();
  });
});

describe('statusKelayakan', () => {
  it('aman at or above the minimum, berisiko below it, tidak_memenuhi when the remaining meetings cannot lift it', () => {
    expect(statusKelayakan({ hadir: 6, pertemuan_berlalu: 8, jumlah_pertemuan: 14, persentase: 75 }, 75)).toBe('aman');
    expect(statusKelayakan({ hadir: 5, pertemuan_berlalu: 8, jumlah_pertemuan: 14, persentase: 62.5 }, 75)).toBe('berisiko');
    // 2 + 6 remaining = 8 of 14 = 57% < 75%.
    expect(statusKelayakan({ hadir: 2, pertemuan_berlalu: 8, jumlah_pertemuan: 14, persentase: 25 }, 75)).toBe('tidak_memenuhi');
  });

  it("the messages write the percentage the Indonesian way ('35,7%'), never '35.7%'", () => {
    expect(PESAN_KEHADIRAN.peringatanKehadiran(35.7, 75)).toBe('Kehadiran Anda 35,7% di bawah batas minimal 75% untuk mengikuti UAS');
    expect(PESAN_KEHADIRAN.pembatasanUjian(33.3, 75)).toBe('Kehadiran Anda 33,3% kurang dari batas minimal 75% untuk mengikuti UAS');
  });
});
