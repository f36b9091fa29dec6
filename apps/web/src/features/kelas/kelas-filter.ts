import {
  KELAS_LIST_PER_PAGE,
  KELAS_LIST_PER_PAGE_OPTIONS,
  MODE_KULIAH,
  STATUS_KELAS,
  parsePeriode,
  type ModeKuliah,
  type StatusKelas,
} from '@lms/shared';
import type { KelasListParams } from './api/get-kelas-list';

/**
 * State of the /kelas list (search, filter side panel, paging) and its two encodings: the page URL (so back
 * navigation and links keep the list as it was) and the query of GET /v2/lms/kelas_kuliah.
 */
export type KelasFilter = {
  /** One period, or null for every period. */
  periode: number | null;
  id_prodi_mata_kuliah: number[];
  id_prodi_kelas: number[];
  id_mata_kuliah: number[];
  id_jenis_kelas: number[];
  mode_kuliah: ModeKuliah[];
  status: StatusKelas[];
  id_dosen: number[];
};

export type KelasListState = { search: string; page: number; perPage: number; filter: KelasFilter };

export type KelasListDefaults = {
  /** The current period (the filter's default); null when it is unknown. */
  periode: number | null;
  perPage?: number;
  perPageOptions?: readonly number[];
};

/** URL value of 'every period' (an absent periode means the default one). */
export const PERIODE_SEMUA = 'semua';

const ID_KEYS = ['id_prodi_mata_kuliah', 'id_prodi_kelas', 'id_mata_kuliah', 'id_jenis_kelas', 'id_dosen'] as const;

export function defaultFilter(periode: number | null): KelasFilter {
  return {
    periode,
    id_prodi_mata_kuliah: [],
    id_prodi_kelas: [],
    id_mata_kuliah: [],
    id_jenis_kelas: [],
    mode_kuliah: [],
    status: [],
    id_dosen: [],
  };
}

const uniq = <T>(xs: T[]) => [...new Set(xs)];

function ids(sp: URLSearchParams, key: string): number[] {
  return uniq(
    sp
      .getAll(key)
      .map((v) => Number(v))
      .filter((n) => Number.isInteger(n) && n > 0 && n <= 2_147_483_647),
  );
}

function oneOf<T extends string>(sp: URLSearchParams, key: string, allowed: readonly T[]): T[] {
  return uniq(sp.getAll(key).filter((v): v is T => (allowed as readonly string[]).includes(v)));
}

/** Reads the list state from the page URL; anything missing or invalid takes its default. */
export function parseKelasListSearch(sp: URLSearchParams, defaults: KelasListDefaults): KelasListState {
  const perPageDefault = defaults.perPage ?? KELAS_LIST_PER_PAGE;
  const perPageOptions = defaults.perPageOptions ?? KELAS_LIST_PER_PAGE_OPTIONS;
  const rawPeriode = sp.get('periode');
  let periode = defaults.periode;
  if (rawPeriode === PERIODE_SEMUA) periode = null;
  else if (rawPeriode !== null && parsePeriode(rawPeriode) !== null) periode = Number(rawPeriode);

  const page = Number(sp.get('page'));
  const perPage = Number(sp.get('per_page'));
  const filter: KelasFilter = {
    ...defaultFilter(periode),
    mode_kuliah: oneOf(sp, 'mode_kuliah', MODE_KULIAH),
    status: oneOf(sp, 'status', STATUS_KELAS),
  };
  for (const key of ID_KEYS) filter[key] = ids(sp, key);
  return {
    search: (sp.get('search') ?? '').trim().slice(0, 100),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    perPage: perPageOptions.includes(perPage) ? perPage : perPageDefault,
    filter,
  };
}

/** Writes the list state to URL parameters, leaving out what equals the default (a clean /kelas by default). */
export function toKelasListSearch(state: KelasListState, defaults: KelasListDefaults): URLSearchParams {
  const sp = new URLSearchParams();
  const { filter } = state;
  if (state.search.trim()) sp.set('search', state.search.trim());
  if (filter.periode !== defaults.periode) sp.set('periode', filter.periode === null ? PERIODE_SEMUA : String(filter.periode));
  for (const key of ID_KEYS) for (const v of filter[key]) sp.append(key, String(v));
  for (const v of filter.mode_kuliah) sp.append('mode_kuliah', v);
  for (const v of filter.status) sp.append('status', v);
  if (state.page > 1) sp.set('page', String(state.page));
  if (state.perPage !== (defaults.perPage ?? KELAS_LIST_PER_PAGE)) sp.set('per_page', String(state.perPage));
  return sp;
}

/** The query of GET /v2/lms/kelas_kuliah for this state (empty filters are left out). */
export function toKelasListParams(state: KelasListState): KelasListParams {
  const { filter } = state;
  const params: KelasListParams = { page: state.page, per_page: state.perPage };
  if (state.search.trim()) params.search = state.search.trim();
  if (filter.periode !== null) params.periode = filter.periode;
  for (const key of ID_KEYS) if (filter[key].length) params[key] = [...filter[key]].sort((a, b) => a - b);
  if (filter.mode_kuliah.length) params.mode_kuliah = [...filter.mode_kuliah];
  if (filter.status.length) params.status = [...filter.status];
  return params;
}

/** How many filter fields differ from the default (the badge on the Filter button). */
export function countActiveFilters(filter: KelasFilter, defaultPeriode: number | null): number {
  let n = filter.periode !== defaultPeriode ? 1 : 0;
  for (const key of ID_KEYS) if (filter[key].length) n += 1;
  if (filter.mode_kuliah.length) n += 1;
  if (filter.status.length) n += 1;
  return n;
}

/** The list's search and filters as the period zip's query ('Unduh Semua BAP'); null until one period is chosen. */
export function toBapZipFilter(state: KelasListState): (Omit<KelasListParams, 'page' | 'per_page' | 'periode'> & { periode: number }) | null {
  if (state.filter.periode === null) return null;
  const { page: _page, per_page: _perPage, periode: _periode, ...rest } = toKelasListParams(state);
  return { ...rest, periode: state.filter.periode };
}
