import { describe, expect, it } from 'vitest';
import { REKAP_KEHADIRAN_LEGEND, kehadiranDosenColor, progressBarColor } from '@lms/shared';
import { formatProgress, warnaKehadiran, warnaPresensi } from './kehadiran-warna';

describe('warnaKehadiran', () => {
  it('maps the progress rule onto Mantine colours', () => {
    expect(warnaKehadiran(progressBarColor({ ada_presensi: true, overall: 40, minimal: 80 }))).toBe('red');
    expect(warnaKehadiran(progressBarColor({ ada_presensi: true, overall: 80, minimal: 80 }))).toBe('green');
    // A lecturer's manual status leaves the bar uncoloured.
    expect(warnaKehadiran(progressBarColor({ ada_presensi: true, overall: 90, minimal: 80, updated_by_username: 'dosen' }))).toBe('gray');
  });
  it('maps lecturer tags and the recap legend', () => {
    expect(warnaKehadiran(kehadiranDosenColor({ ada_presensi: true, is_hadir: true, jenis: 'offline' }))).toBe('lms');
    expect(warnaKehadiran(kehadiranDosenColor({ ada_presensi: true, is_hadir: true, jenis: 'online', perlu_validasi: true }))).toBe('orange');
    expect(REKAP_KEHADIRAN_LEGEND.map((l) => warnaKehadiran(l.color))).toEqual(['green', 'lms', 'red', 'dark', 'gray']);
  });
});

describe('warnaPresensi', () => {
  it('colours each code, grey without presence', () => {
    expect(warnaPresensi({ ada_presensi: true, presensi: 'H' })).toBe('green');
    expect(warnaPresensi({ ada_presensi: true, presensi: 'a' })).toBe('red');
    expect(warnaPresensi({ ada_presensi: true, presensi: 'I' })).toBe('blue');
    expect(warnaPresensi({ ada_presensi: true, presensi: 'S' })).toBe('orange');
    expect(warnaPresensi({ ada_presensi: false, presensi: 'H' })).toBe('gray');
  });
});

describe('formatProgress', () => {
  it('shows one decimal, clamped to 0-100', () => {
    expect(formatProgress(82.36)).toBe('82,4%');
    expect(formatProgress(null)).toBe('0,0%');
    expect(formatProgress(120)).toBe('100,0%');
  });
});
