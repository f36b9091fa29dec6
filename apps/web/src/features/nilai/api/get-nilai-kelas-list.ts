import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NilaiKelasListItem } from '@lms/shared';
import { api } from '@/lib/api-client';
import { nilaiKeys } from './keys';

export type NilaiKelasListParams = { page: number; per_page: number; search?: string | null };

/** GET /v2/lms/nilai/kelas_kuliah: the classes whose grades the user may open. */
export function getNilaiKelasList(params: NilaiKelasListParams, signal?: AbortSignal) {
  return api.list<NilaiKelasListItem>('/v2/lms/nilai/kelas_kuliah', { query: { ...params, search: params.search || null }, signal });
}

export const nilaiKelasListQueryOptions = (params: NilaiKelasListParams) =>
  queryOptions({ queryKey: [...nilaiKeys.kelasList(), params], queryFn: ({ signal }) => getNilaiKelasList(params, signal), placeholderData: keepPreviousData });

export function useNilaiKelasList(params: NilaiKelasListParams) {
  return useQuery(nilaiKelasListQueryOptions(params));
}
