import { describe, expect, it } from 'vitest';
import { bulanDari, kalenderQuery, rentangBulan } from './index';

describe('kalender month', () => {
  it('spans the month, rolling over the year', () => {
    expect(rentangBulan('2026-11')).toEqual({ awal: '2026-11-01', akhirEksklusif: '2026-12-01' });
    expect(rentangBulan('2026-12')).toEqual({ awal: '2026-12-01', akhirEksklusif: '2027-01-01' });
    expect(bulanDari('2026-02-28')).toBe('2026-02');
  });

  it('names the field of a bad month', () => {
    expect(kalenderQuery.safeParse({}).success).toBe(true);
    for (const bulan of ['2026-13', '2026-1', '11-2026', '2026-11-01']) {
      const r = kalenderQuery.safeParse({ bulan });
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.path).toEqual(['bulan']);
    }
  });
});
