import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PenggunaItem, PeranPengguna } from '@lms/shared';
import { api } from '@/lib/api-client';
import { penggunaKeys } from './keys';

export type PenggunaListParams = {
  role: PeranPengguna;
  page: number;
  per_page: number;
  search?: string;
  id_prodi?: number[];
  angkatan?: number[];
  is_active?: boolean;
};

/** GET /v2/lms/pengguna: one role, one page. */
export function getPenggunaList(params: PenggunaListParams, signal?: AbortSignal) {
  return api.list<PenggunaItem>('/v2/lms/pengguna', { query: params, signal });
}

export const penggunaListQueryOptions = (params: PenggunaListParams) =>
  queryOptions({
    queryKey: penggunaKeys.list(params),
    // A newer search cancels the previous request.
    queryFn: ({ signal }) => getPenggunaList(params, signal),
    placeholderData: keepPreviousData,
  });

export function usePenggunaList(params: PenggunaListParams) {
  return useQuery(penggunaListQueryOptions(params));
}
