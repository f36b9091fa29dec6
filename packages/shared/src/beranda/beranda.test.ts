import { describe, expect, it } from 'vitest';
import { hariDariTanggal, isTanggalValid, jadwalHarianQuery } from './index';

describe('jadwal harian dates', () => {
  it('accepts real calendar dates only', () => {
    expect(isTanggalValid('2026-11-21')).toBe(true);
    expect(isTanggalValid('2028-02-29')).toBe(true);
    expect(isTanggalValid('2026-02-29')).toBe(false);
    expect(isTanggalValid('2026-13-01')).toBe(false);
    expect(isTanggalValid('21-11-2026')).toBe(false);
  });

  it('gives the weekday with Sunday = 0', () => {
    expect(hariDariTanggal('2026-11-21')).toBe(6); // Saturday
    expect(hariDariTanggal('2026-11-22')).toBe(0);
    expect(hariDariTanggal('2026-11-23')).toBe(1);
  });

  it('validates the query field by name', () => {
    expect(jadwalHarianQuery.safeParse({}).success).toBe(true);
    const bad = jadwalHarianQuery.safeParse({ tanggal: '2026-02-30' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['tanggal']);
  });
});
