import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PengecualianListQuery, PengecualianUjianItem } from '@lms/shared';
import { api } from '@/lib/api-client';
import type { QueryParams } from '@/lib/query-string';
import { kehadiranKeys } from './keys';

/** GET /v2/lms/kehadiran_mahasiswa/pengecualian_ujian (paged): exceptions to the UAS attendance minimum. */
export function getPengecualianUjian(query: PengecualianListQuery, signal?: AbortSignal) {
  return api.list<PengecualianUjianItem>('/v2/lms/kehadiran_mahasiswa/pengecualian_ujian', { query: query as QueryParams, signal });
}

export const pengecualianUjianQueryOptions = (query: PengecualianListQuery) =>
  queryOptions({
    queryKey: [...kehadiranKeys.pengecualian(), query],
    queryFn: ({ signal }) => getPengecualianUjian(query, signal),
    placeholderData: keepPreviousData,
  });

export function usePengecualianUjian(query: PengecualianListQuery, enabled = true) {
  return useQuery({ ...pengecualianUjianQueryOptions(query), enabled });
}
