import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { KehadiranListItem, KehadiranListQuery } from '@lms/shared';
import { api } from '@/lib/api-client';
import type { QueryParams } from '@/lib/query-string';
import { kehadiranKeys } from './keys';

/** GET /v2/lms/kehadiran_mahasiswa (paged): attendance rows across meetings; a student gets only their own. */
export function getKehadiranList(query: KehadiranListQuery, signal?: AbortSignal) {
  return api.list<KehadiranListItem>('/v2/lms/kehadiran_mahasiswa', { query: query as QueryParams, signal });
}

export const kehadiranListQueryOptions = (query: KehadiranListQuery) =>
  queryOptions({ queryKey: [...kehadiranKeys.list(), query], queryFn: ({ signal }) => getKehadiranList(query, signal), placeholderData: keepPreviousData });

export function useKehadiranList(query: KehadiranListQuery, enabled = true) {
  return useQuery({ ...kehadiranListQueryOptions(query), enabled });
}
