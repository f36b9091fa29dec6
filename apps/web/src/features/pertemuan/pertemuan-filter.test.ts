import { describe, expect, it } from 'vitest';
import { FILTER_KOSONG, jumlahFilterAktif, rentangTanggalFilter, toListParams } from './pertemuan-filter';

describe('rentangTanggalFilter (spec 1 §5 date filter)', () => {
  it('stretches a one-day pick (same start and end instant) to 23:59:59 of that day in the college zone', () => {
    // 21/11/2026 00:00 WIB = 20/11 17:00 UTC; 23:59:59 WIB = 16:59:59 UTC
    expect(rentangTanggalFilter('2026-11-21', '2026-11-21', 'Asia/Jakarta')).toEqual({
      waktu_awal: '2026-11-20T17:00:00Z',
      waktu_akhir: '2026-11-21T16:59:59Z',
    });
    // a range whose end is not picked yet is the same single day
    expect(rentangTanggalFilter('2026-11-21', null, 'Asia/Jakarta').waktu_akhir).toBe('2026-11-21T16:59:59Z');
  });

  it('uses the zone of the college (WITA is UTC+8)', () => {
    expect(rentangTanggalFilter('2026-11-21', '2026-11-21', 'Asia/Makassar')).toEqual({
      waktu_awal: '2026-11-20T16:00:00Z',
      waktu_akhir: '2026-11-21T15:59:59Z',
    });
  });

  it('keeps the last day of a longer range', () => {
    expect(rentangTanggalFilter('2026-11-21', '2026-11-23', 'Asia/Jakarta')).toEqual({
      waktu_awal: '2026-11-20T17:00:00Z',
      waktu_akhir: '2026-11-23T16:59:59Z',
    });
  });

  it('sends no dates without a start day', () => {
    expect(rentangTanggalFilter(null, null, 'Asia/Jakarta')).toEqual({ waktu_awal: null, waktu_akhir: null });
  });
});

describe('toListParams', () => {
  it('turns single choices into the repeatable keys and leaves empty values out', () => {
    const params = toListParams(
      { periode: '20261', status: 'berlangsung', jenis: null, kategori: 'uts', tanggal: [null, null] },
      { page: 2, perPage: 10, search: '  basis data ', tz: 'Asia/Jakarta' },
    );
    expect(params).toMatchObject({ page: 2, per_page: 10, periode: [20261], status: ['berlangsung'], kategori: ['uts'], search: 'basis data' });
    expect(params.jenis).toBeUndefined();
    expect(params.waktu_awal).toBeNull();
    expect(toListParams(FILTER_KOSONG, { page: 1, perPage: 10, search: ' ', tz: 'Asia/Jakarta' }).search).toBeUndefined();
  });

  it('counts the filters that are set', () => {
    expect(jumlahFilterAktif(FILTER_KOSONG)).toBe(0);
    expect(jumlahFilterAktif({ ...FILTER_KOSONG, status: 'selesai', tanggal: ['2026-11-21', null] })).toBe(2);
  });
});
