import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { KelasListItem } from '@lms/shared';
import { api } from '@/lib/api-client';

export type KelasListParams = { periode?: number | null; page: number; per_page: number };

/** GET /v2/lms/kelas_kuliah: students get their classes, lecturers the ones they teach, operators all. */
export function getKelasList(params: KelasListParams, signal?: AbortSignal) {
  return api.list<KelasListItem>('/v2/lms/kelas_kuliah', { query: params, signal });
}

export const kelasListQueryOptions = (params: KelasListParams) =>
  queryOptions({
    queryKey: ['kelas-kuliah', 'list', params],
    // The abort signal lets a newer request cancel the previous one (spec 1 §7).
    queryFn: ({ signal }) => getKelasList(params, signal),
    placeholderData: keepPreviousData,
  });

export function useKelasList(params: KelasListParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...kelasListQueryOptions(params), ...options });
}
