import { describe, expect, it } from 'vitest';
import { mingguDari, parsePertemuanListSearch, toPertemuanListSearch } from './pertemuan-list-url';

const TODAY = '2026-11-22'; // a Sunday

describe('/pertemuan URL state', () => {
  it('defaults to this week (Monday to Sunday around today)', () => {
    expect(mingguDari(TODAY)).toEqual(['2026-11-16', '2026-11-22']);
    expect(mingguDari('2026-11-23')).toEqual(['2026-11-23', '2026-11-29']);
    expect(mingguDari('2026-12-31')).toEqual(['2026-12-28', '2027-01-03']);
    const s = parsePertemuanListSearch(new URLSearchParams(''), TODAY);
    expect(s.filter.tanggal).toEqual(['2026-11-16', '2026-11-22']);
    expect(s).toMatchObject({ search: '', page: 1, perPage: 10 });
    expect(toPertemuanListSearch(s, TODAY).toString()).toBe('');
  });

  it('round-trips filters, search, page and every-date', () => {
    const url = 'q=basis&periode=20261&status=selesai&jenis=online&kategori=uts&dari=2026-11-01&sampai=2026-11-30&page=3&per_page=20';
    const s = parsePertemuanListSearch(new URLSearchParams(url), TODAY);
    expect(s.filter).toEqual({ periode: '20261', status: 'selesai', jenis: 'online', kategori: 'uts', tanggal: ['2026-11-01', '2026-11-30'] });
    expect(toPertemuanListSearch(s, TODAY).toString()).toBe(url);
    const semua = parsePertemuanListSearch(new URLSearchParams('tanggal=semua'), TODAY);
    expect(semua.filter.tanggal).toEqual([null, null]);
    expect(toPertemuanListSearch(semua, TODAY).toString()).toBe('tanggal=semua');
  });

  it('ignores values it does not know', () => {
    const s = parsePertemuanListSearch(new URLSearchParams('status=x&jenis=y&periode=abc&page=-2&per_page=7&dari=2026-02-30'), TODAY);
    expect(s.filter).toMatchObject({ status: null, jenis: null, periode: null, tanggal: ['2026-11-16', '2026-11-22'] });
    expect(s).toMatchObject({ page: 1, perPage: 10 });
  });
});
