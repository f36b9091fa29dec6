import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PengumumanKelolaItem, StatusPengumuman } from '@lms/shared';
import { api } from '@/lib/api-client';
import { pengumumanKeys } from './keys';

export type PengumumanKelolaParams = { page: number; per_page: number; search?: string; status?: StatusPengumuman };

/** GET /v2/lms/pengumuman/kelola: every announcement of the college, drafts and scheduled ones too. */
export function getPengumumanKelola(params: PengumumanKelolaParams, signal?: AbortSignal) {
  return api.list<PengumumanKelolaItem>('/v2/lms/pengumuman/kelola', { query: params, signal });
}

export const pengumumanKelolaQueryOptions = (params: PengumumanKelolaParams) =>
  queryOptions({
    queryKey: pengumumanKeys.kelola(params),
    queryFn: ({ signal }) => getPengumumanKelola(params, signal),
    placeholderData: keepPreviousData,
  });

export function usePengumumanKelola(params: PengumumanKelolaParams, enabled = true) {
  return useQuery({ ...pengumumanKelolaQueryOptions(params), enabled });
}
