import { FILTER_APLIKASI_VIDCON, STATUS_VIDCON, type FilterAplikasiVidcon, type StatusVidcon } from '@lms/shared';
import type { VidconListParams } from './api/get-vidcon-list';

/** /vidcon's search, filters (app, class, period, status) and page, as they live in the page URL. */
export type VidconFilter = {
  aplikasi: FilterAplikasiVidcon | null;
  periode: string | null;
  kelas: string | null;
  status: StatusVidcon | null;
};
export type VidconListState = { filter: VidconFilter; search: string; page: number; perPage: number };

export const VIDCON_PER_PAGE = 10;
export const FILTER_VIDCON_KOSONG: VidconFilter = { aplikasi: null, periode: null, kelas: null, status: null };

const oneOf = <T extends string>(list: readonly T[], v: string | null): T | null => (v && (list as readonly string[]).includes(v) ? (v as T) : null);
const positive = (v: string | null, fallback: number) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export function parseVidconListSearch(sp: URLSearchParams): VidconListState {
  const periode = sp.get('periode');
  return {
    filter: {
      aplikasi: oneOf(FILTER_APLIKASI_VIDCON, sp.get('aplikasi')),
      periode: periode && /^\d{5}$/.test(periode) ? periode : null,
      kelas: sp.get('kelas') || null,
      status: oneOf(STATUS_VIDCON, sp.get('status')),
    },
    search: sp.get('search') ?? '',
    page: positive(sp.get('page'), 1),
    perPage: positive(sp.get('per_page'), VIDCON_PER_PAGE),
  };
}

/** Only what differs from the defaults goes into the URL. */
export function toVidconListSearch(s: VidconListState): URLSearchParams {
  const sp = new URLSearchParams();
  for (const [k, v] of Object.entries(s.filter)) if (v) sp.set(k, v);
  if (s.search) sp.set('search', s.search);
  if (s.page !== 1) sp.set('page', String(s.page));
  if (s.perPage !== VIDCON_PER_PAGE) sp.set('per_page', String(s.perPage));
  return sp;
}

export const jumlahFilterAktif = (f: VidconFilter) => Object.values(f).filter(Boolean).length;

export function toVidconListParams(s: VidconListState): VidconListParams {
  return {
    page: s.page,
    per_page: s.perPage,
    aplikasi: s.filter.aplikasi ? [s.filter.aplikasi] : undefined,
    periode: s.filter.periode ? [Number(s.filter.periode)] : undefined,
    id_kelas_kuliah: s.filter.kelas ? [s.filter.kelas] : undefined,
    status: s.filter.status ? [s.filter.status] : undefined,
    search: s.search || null,
  };
}
