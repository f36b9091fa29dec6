import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { PertemuanFilter } from '../pertemuan-filter';
import { parsePertemuanListSearch, toPertemuanListSearch, type PertemuanListState } from '../pertemuan-list-url';

/** The meeting list's search, filter and paging, kept in the page URL; `today` is the college's day. */
export function usePertemuanListState(today: string) {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => parsePertemuanListSearch(searchParams, today), [searchParams, today]);
  const update = useCallback(
    (patch: Partial<PertemuanListState>) => setSearchParams(toPertemuanListSearch({ ...state, ...patch }, today), { replace: true }),
    [state, today, setSearchParams],
  );
  return {
    state,
    setSearch: useCallback((search: string) => update({ search, page: 1 }), [update]),
    setFilter: useCallback((filter: PertemuanFilter) => update({ filter, page: 1 }), [update]),
    setPage: useCallback((page: number) => update({ page }), [update]),
    setPerPage: useCallback((perPage: number) => update({ perPage, page: 1 }), [update]),
  };
}
