import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseKelasListSearch, toKelasListSearch, type KelasFilter, type KelasListDefaults, type KelasListState } from '../kelas-filter';

/** The class list's search, filter and paging, kept in the page URL. */
export function useKelasListState(defaults: KelasListDefaults) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { periode, perPage: defaultPerPage, perPageOptions } = defaults;
  const stableDefaults = useMemo(() => ({ periode, perPage: defaultPerPage, perPageOptions }), [periode, defaultPerPage, perPageOptions]);
  const state = useMemo(() => parseKelasListSearch(searchParams, stableDefaults), [searchParams, stableDefaults]);

  const update = useCallback(
    (patch: Partial<KelasListState>) => setSearchParams(toKelasListSearch({ ...state, ...patch }, stableDefaults), { replace: true }),
    [state, stableDefaults, setSearchParams],
  );

  return {
    state,
    /** A new search or filter starts again at page 1. */
    setSearch: useCallback((search: string) => update({ search, page: 1 }), [update]),
    setFilter: useCallback((filter: KelasFilter) => update({ filter, page: 1 }), [update]),
    setPage: useCallback((page: number) => update({ page }), [update]),
    setPerPage: useCallback((perPage: number) => update({ perPage, page: 1 }), [update]),
  };
}
