import { describe, expect, it } from 'vitest';
import { serializeQuery } from '@/lib/query-string';
import {
  PERIODE_SEMUA,
  countActiveFilters,
  defaultFilter,
  parseKelasListSearch,
  toKelasListParams,
  toKelasListSearch,
  type KelasListState,
} from './kelas-filter';

const defaults = { periode: 20261, perPage: 5, perPageOptions: [5, 10, 15, 20] };
const parse = (q: string) => parseKelasListSearch(new URLSearchParams(q), defaults);

describe('class list state <-> page URL', () => {
  it('an empty URL is the default: current period, page 1, 5 per page', () => {
    expect(parse('')).toEqual({ search: '', page: 1, perPage: 5, filter: defaultFilter(20261) });
    expect(toKelasListSearch(parse(''), defaults).toString()).toBe('');
  });

  it('reads every filter, repeated keys included', () => {
    const s = parse('search=basis&periode=20252&id_prodi_mata_kuliah=1&id_prodi_mata_kuliah=2&id_prodi_kelas=3&id_mata_kuliah=7&id_jenis_kelas=1&mode_kuliah=online&mode_kuliah=campuran&status=selesai&id_dosen=4&page=2&per_page=10');
    expect(s).toEqual({
      search: 'basis',
      page: 2,
      perPage: 10,
      filter: {
        periode: 20252,
        id_prodi_mata_kuliah: [1, 2],
        id_prodi_kelas: [3],
        id_mata_kuliah: [7],
        id_jenis_kelas: [1],
        mode_kuliah: ['online', 'campuran'],
        status: ['selesai'],
        id_dosen: [4],
      },
    });
  });

  it('round-trips: URL -> state -> URL -> state', () => {
    const state: KelasListState = {
      search: 'Algoritma',
      page: 3,
      perPage: 15,
      filter: { ...defaultFilter(null), id_prodi_kelas: [2, 5], mode_kuliah: ['offline'], status: ['berlangsung', 'akan_dimulai'], id_dosen: [1] },
    };
    const sp = toKelasListSearch(state, defaults);
    expect(sp.get('periode')).toBe(PERIODE_SEMUA);
    expect(sp.getAll('id_prodi_kelas')).toEqual(['2', '5']);
    expect(parseKelasListSearch(new URLSearchParams(sp.toString()), defaults)).toEqual(state);
  });

  it("'semua' means every period; an absent periode the current one", () => {
    expect(parse('periode=semua').filter.periode).toBeNull();
    expect(parse('').filter.periode).toBe(20261);
    expect(parseKelasListSearch(new URLSearchParams(''), { periode: null }).filter.periode).toBeNull();
  });

  it('drops invalid values instead of sending them', () => {
    const s = parse('periode=2026&id_dosen=abc&id_dosen=-3&id_dosen=4&id_dosen=4&mode_kuliah=hybrid&status=SELESAI&page=0&per_page=7');
    expect(s.filter.periode).toBe(20261);
    expect(s.filter.id_dosen).toEqual([4]);
    expect(s.filter.mode_kuliah).toEqual([]);
    expect(s.filter.status).toEqual([]);
    expect(s.page).toBe(1);
    expect(s.perPage).toBe(5);
  });
});

describe('class list state -> API query', () => {
  it('sends only what is set, arrays as repeated keys', () => {
    const params = toKelasListParams(parse('search=%20web%20&id_prodi_kelas=5&id_prodi_kelas=2&status=selesai&page=2'));
    expect(params).toEqual({ page: 2, per_page: 5, search: 'web', periode: 20261, id_prodi_kelas: [2, 5], status: ['selesai'] });
    expect(serializeQuery(params)).toBe('?page=2&per_page=5&search=web&periode=20261&id_prodi_kelas=2&id_prodi_kelas=5&status=selesai');
  });

  it('every period sends no periode at all', () => {
    expect(toKelasListParams(parse('periode=semua'))).toEqual({ page: 1, per_page: 5 });
  });
});

describe('countActiveFilters', () => {
  it('counts fields that differ from the default', () => {
    expect(countActiveFilters(defaultFilter(20261), 20261)).toBe(0);
    expect(countActiveFilters({ ...defaultFilter(20252), status: ['selesai'], id_dosen: [1, 2] }, 20261)).toBe(3);
    expect(countActiveFilters(defaultFilter(null), 20261)).toBe(1);
  });
});
