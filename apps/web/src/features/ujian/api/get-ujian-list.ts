import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UjianItem } from '@lms/shared';
import { api } from '@/lib/api-client';
import { ujianKeys, type UjianListParams } from './keys';

export type { UjianListParams } from './keys';

/** GET /v2/lms/ujian: exams the caller may see (filters jenis, status, class, meeting, period, search; copy tab). */
export function getUjianList(params: UjianListParams, signal?: AbortSignal) {
  return api.list<UjianItem>('/v2/lms/ujian', { query: params, signal });
}

export const ujianListQueryOptions = (params: UjianListParams) =>
  queryOptions({ queryKey: ujianKeys.list(params), queryFn: ({ signal }) => getUjianList(params, signal), placeholderData: keepPreviousData });

export function useUjianList(params: UjianListParams, enabled = true) {
  return useQuery({ ...ujianListQueryOptions(params), enabled });
}
