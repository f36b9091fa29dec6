import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PertemuanListItem, UrutanPertemuan } from '@lms/shared';
import { api } from '@/lib/api-client';

export type PertemuanListParams = {
  page: number;
  per_page: number;
  periode?: number[];
  status?: string[];
  jenis?: string[];
  kategori?: string[];
  id_kelas_kuliah?: string[];
  /** UTC ISO with Z (spec 1 §5 date filter). */
  waktu_awal?: string | null;
  waktu_akhir?: string | null;
  search?: string | null;
  /** 'terdekat': meetings not yet over first (soonest first), then past ones. */
  urutan?: UrutanPertemuan;
};

/** GET /v2/lms/pertemuan (paged; repeatable filters): meetings of the caller's classes. */
export function getPertemuanList(params: PertemuanListParams, signal?: AbortSignal) {
  return api.list<PertemuanListItem>('/v2/lms/pertemuan', { query: params, signal });
}

export const pertemuanListQueryOptions = (params: PertemuanListParams) =>
  queryOptions({
    queryKey: ['pertemuan', 'list', params],
    // The abort signal lets a newer search cancel the previous request (spec 1 §7).
    queryFn: ({ signal }) => getPertemuanList(params, signal),
    placeholderData: keepPreviousData,
  });

export function usePertemuanList(params: PertemuanListParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...pertemuanListQueryOptions(params), ...options });
}
