import { describe, expect, it } from 'vitest';
import {
  SEMESTER_LABEL,
  isGanjil,
  isGenap,
  isSemesterPendek,
  parsePeriode,
  periodeFromLabel,
  periodeKode,
  periodeLabel,
  tahunAjaranLabel,
} from './index';

describe('periodeLabel', () => {
  it('reads code = 10*tahun + semester with the tens as the academic-year start', () => {
    expect(periodeLabel(20241)).toBe('2024/2025 Ganjil');
    expect(periodeLabel(20242)).toBe('2024/2025 Genap');
    expect(periodeLabel(20243)).toBe('2024/2025 SP Ganjil');
    expect(periodeLabel(20244)).toBe('2024/2025 SP Genap');
    // the demo campus: current 20261, previous 20252
    expect(periodeLabel(20261)).toBe('2026/2027 Ganjil');
    expect(periodeLabel(20252)).toBe('2025/2026 Genap');
  });

  it('accepts numeric strings (query parameters)', () => {
    expect(periodeLabel('20261')).toBe('2026/2027 Ganjil');
    expect(periodeLabel(' 20252 ')).toBe('2025/2026 Genap');
  });

  it.each([20240, 20245, 20249, 2024, 9991, 99991, 202411, -20241, 20241.5, NaN, null, undefined, '', 'abc', '2024/2025'])(
    "gives '-' for the invalid code %s",
    (kode) => {
      expect(periodeLabel(kode as number)).toBe('-');
      expect(parsePeriode(kode as number)).toBeNull();
    },
  );
});

describe('parsePeriode', () => {
  it('splits year, semester and label', () => {
    expect(parsePeriode(20243)).toEqual({ tahun: 2024, semester: 3, label: '2024/2025 SP Ganjil' });
  });
  it('keeps Math.floor(kode/10) as the year (the syllabus view reads the year that way)', () => {
    for (const kode of [20241, 20242, 20243, 20244]) expect(parsePeriode(kode)?.tahun).toBe(Math.floor(kode / 10));
  });
});

describe('periodeKode', () => {
  it('builds the code', () => {
    expect(periodeKode(2026, 1)).toBe(20261);
    expect(periodeKode(2025, 4)).toBe(20254);
  });
  it('refuses impossible years and semesters', () => {
    expect(() => periodeKode(2026, 0)).toThrow(RangeError);
    expect(() => periodeKode(2026, 5)).toThrow(RangeError);
    expect(() => periodeKode(2026.5, 1)).toThrow(RangeError);
    expect(() => periodeKode(99, 1)).toThrow(RangeError);
  });
});

describe('periodeFromLabel', () => {
  it('inverts periodeLabel for every semester', () => {
    for (const s of [1, 2, 3, 4] as const) {
      const kode = periodeKode(2024, s);
      expect(periodeFromLabel(periodeLabel(kode))).toBe(kode);
    }
  });
  it('accepts SP labels, other casing and extra spaces', () => {
    expect(periodeFromLabel('2024/2025 SP Genap')).toBe(20244);
    expect(periodeFromLabel('  2024 / 2025   sp   ganjil ')).toBe(20243);
    expect(periodeFromLabel('2024/2025 GENAP')).toBe(20242);
  });
  it.each(['2024/2026 Ganjil', '2024/2025', '2024/2025 Pendek', '2024-2025 Ganjil', 'Ganjil', '', null, undefined])(
    'is null for %s',
    (label) => {
      expect(periodeFromLabel(label as string)).toBeNull();
    },
  );
});

describe('semester predicates', () => {
  it('odd last digit is Ganjil, even is Genap, above 2 is SP', () => {
    expect([20241, 20242, 20243, 20244].map(isGanjil)).toEqual([true, false, true, false]);
    expect([20241, 20242, 20243, 20244].map(isGenap)).toEqual([false, true, false, true]);
    expect([20241, 20242, 20243, 20244].map(isSemesterPendek)).toEqual([false, false, true, true]);
  });
  it('are false for invalid codes', () => {
    for (const kode of [20245, 20240, NaN, null]) {
      expect(isGanjil(kode)).toBe(false);
      expect(isGenap(kode)).toBe(false);
      expect(isSemesterPendek(kode)).toBe(false);
    }
  });
});

describe('labels', () => {
  it('has the four semester names', () => {
    expect(SEMESTER_LABEL).toEqual({ 1: 'Ganjil', 2: 'Genap', 3: 'SP Ganjil', 4: 'SP Genap' });
  });
  it('academic-year label', () => {
    expect(tahunAjaranLabel(2026)).toBe('2026/2027');
    expect(tahunAjaranLabel(26)).toBe('-');
  });
});
