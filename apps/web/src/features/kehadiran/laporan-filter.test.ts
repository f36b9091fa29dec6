import { describe, expect, it } from 'vitest';
import { filterAwal, isValidDariSelect, queryLaporan } from './laporan-filter';

describe('queryLaporan', () => {
  it('drops empty values and keeps page', () => {
    expect(queryLaporan(filterAwal(20261), 2, 10)).toEqual({ page: 2, per_page: 10, periode: 20261 });
    expect(queryLaporan({ periode: null, search: ' basis ', mode_kuliah: 'online', is_valid: false }, 1, 20)).toEqual({
      page: 1,
      per_page: 20,
      search: 'basis',
      mode_kuliah: 'online',
      is_valid: false,
    });
  });
  it('reads the validation select', () => {
    expect(isValidDariSelect('true')).toBe(true);
    expect(isValidDariSelect('false')).toBe(false);
    expect(isValidDariSelect(null)).toBeNull();
  });
});
