import { describe, expect, it } from 'vitest';
import { daftarTanggal, geserTanggal, selisihHari, visitorStatisticQuery } from './index';

describe('visitor date helpers', () => {
  it('lists every day of a range across a month end, both ends included', () => {
    expect(daftarTanggal('2026-11-29', '2026-12-02')).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02']);
    expect(daftarTanggal('2026-11-22', '2026-11-22')).toEqual(['2026-11-22']);
  });
  it('shifts and measures days', () => {
    expect(geserTanggal('2026-03-01', -1)).toBe('2026-02-28');
    expect(selisihHari('2026-01-01', '2026-12-31')).toBe(364);
  });
  it('refuses impossible dates, reversed and too long ranges with the field named', () => {
    const msg = (q: object) => visitorStatisticQuery.safeParse(q).error?.issues[0]?.message;
    expect(msg({ tanggal_awal: '2026-02-30' })).toContain('tanggal_awal');
    expect(msg({ tanggal_awal: '2026-11-22', tanggal_akhir: '2026-11-21' })).toContain('tanggal_akhir');
    expect(msg({ tanggal_awal: '2025-01-01', tanggal_akhir: '2026-11-21' })).toContain('366');
    expect(visitorStatisticQuery.safeParse({ tanggal_awal: '2026-11-01', tanggal_akhir: '2026-11-21' }).success).toBe(true);
  });
});
