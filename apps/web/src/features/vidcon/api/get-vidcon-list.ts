import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FilterAplikasiVidcon, StatusVidcon, VidconItem } from '@lms/shared';
import { api } from '@/lib/api-client';
import { vidconKeys } from './keys';

/** Query of GET /v2/lms/vidcon; arrays repeat their key. */
export type VidconListParams = {
  page: number;
  per_page: number;
  aplikasi?: FilterAplikasiVidcon[];
  id_kelas_kuliah?: string[];
  periode?: number[];
  status?: StatusVidcon[];
  id_pertemuan?: number;
  search?: string | null;
  urutan?: 'waktu_mulai' | '-waktu_mulai';
  ignore_default_pagination?: boolean;
};

/** GET /v2/lms/vidcon: the vidcons of the caller's classes (operators: all). Students get no link. */
export function getVidconList(params: VidconListParams, signal?: AbortSignal) {
  return api.list<VidconItem>('/v2/lms/vidcon', { query: { ...params, search: params.search || null }, signal });
}

export const vidconListQueryOptions = (params: VidconListParams) =>
  queryOptions({
    queryKey: [...vidconKeys.lists(), params],
    queryFn: ({ signal }) => getVidconList(params, signal),
    placeholderData: keepPreviousData,
  });

export function useVidconList(params: VidconListParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...vidconListQueryOptions(params), ...options });
}
