import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PengumumanBacaItem } from '@lms/shared';
import { api } from '@/lib/api-client';

export type PengumumanListParams = { page: number; per_page: number };

/** GET /v2/lms/pengumuman (paged, newest first). */
export function getPengumumanList(params: PengumumanListParams, signal?: AbortSignal) {
  return api.list<PengumumanBacaItem>('/v2/lms/pengumuman', { query: params, signal });
}

export const pengumumanListQueryOptions = (params: PengumumanListParams) =>
  queryOptions({
    queryKey: ['pengumuman', 'list', params],
    queryFn: ({ signal }) => getPengumumanList(params, signal),
    placeholderData: keepPreviousData,
  });

export function usePengumumanList(params: PengumumanListParams) {
  return useQuery(pengumumanListQueryOptions(params));
}
