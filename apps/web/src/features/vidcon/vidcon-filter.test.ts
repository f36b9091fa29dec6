import { describe, expect, it } from 'vitest';
import { FILTER_VIDCON_KOSONG, jumlahFilterAktif, parseVidconListSearch, toVidconListParams, toVidconListSearch } from './vidcon-filter';

describe('vidcon list URL state', () => {
  it('round-trips filters, search and page; drops unknown values', () => {
    const sp = new URLSearchParams('aplikasi=teams&periode=20261&kelas=K1&status=berlangsung&search=daring&page=2');
    const s = parseVidconListSearch(sp);
    expect(s).toEqual({ filter: { aplikasi: 'teams', periode: '20261', kelas: 'K1', status: 'berlangsung' }, search: 'daring', page: 2, perPage: 10 });
    expect(toVidconListSearch(s).toString()).toBe(sp.toString());
    expect(parseVidconListSearch(new URLSearchParams('aplikasi=msteams&status=x&periode=abc&page=-1')).filter).toEqual(FILTER_VIDCON_KOSONG);
    expect(jumlahFilterAktif(s.filter)).toBe(4);
  });

  it("sends the filter vocabulary as the API reads it ('teams', repeated keys)", () => {
    const params = toVidconListParams(parseVidconListSearch(new URLSearchParams('aplikasi=teams&periode=20261')));
    expect(params).toMatchObject({ page: 1, per_page: 10, aplikasi: ['teams'], periode: [20261], search: null });
    expect(params.status).toBeUndefined();
  });
});
