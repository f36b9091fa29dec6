import { describe, expect, it } from 'vitest';
import { parseTugasListSearch, toTugasListParams, toTugasListSearch } from './tugas-filter';

describe('tugas list URL state', () => {
  it('round-trips filters and drops defaults and unknown values', () => {
    const s = parseTugasListSearch(new URLSearchParams('jenis_tugas=kelompok&status=berlangsung&periode=20261&belum=1&page=2&search=proyek&x=1'));
    expect(s).toEqual({ filter: { jenis: 'kelompok', periode: '20261', kelas: null, status: 'berlangsung', belum: true }, search: 'proyek', page: 2, perPage: 10 });
    expect(toTugasListSearch(s).toString()).toBe('jenis_tugas=kelompok&periode=20261&status=berlangsung&belum=1&search=proyek&page=2');
    expect(parseTugasListSearch(new URLSearchParams('jenis_tugas=lain&status=x&periode=abc&page=-1')).filter).toEqual({ jenis: null, periode: null, kelas: null, status: null, belum: false });
  });
  it('becomes the API query', () => {
    const p = toTugasListParams(parseTugasListSearch(new URLSearchParams('jenis_tugas=individu&belum=1&kelas=K1')));
    expect(p).toMatchObject({ jenis_tugas: ['individu'], id_kelas_kuliah: ['K1'], belum_dikumpulkan: true, page: 1, per_page: 10 });
  });
});
