import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LogAktivitasOperatorItem } from '@lms/shared';
import { api } from '@/lib/api-client';
import type { QueryParams } from '@/lib/query-string';

/** The filters of the college's log (spec 1 §3); null drops a filter. */
export type FilterLogAktivitas = {
  waktu_awal: string | null;
  waktu_akhir: string | null;
  jenis_aktivitas: string[];
  role: string | null;
  ip_address: string | null;
  is_valid: 'true' | 'false' | null;
  search: string | null;
};

/** GET /v2/lms/log_aktivitas: the college's log, paged (operators with read on laporan). */
export function getLogAktivitas(params: FilterLogAktivitas & { page: number; per_page: number }, signal?: AbortSignal) {
  return api.list<LogAktivitasOperatorItem>('/v2/lms/log_aktivitas', { query: params as unknown as QueryParams, signal });
}

export const logAktivitasQueryOptions = (params: FilterLogAktivitas & { page: number; per_page: number }) =>
  queryOptions({
    queryKey: ['log-aktivitas', 'college', params],
    queryFn: ({ signal }) => getLogAktivitas(params, signal),
    placeholderData: keepPreviousData,
  });

export function useLogAktivitas(params: FilterLogAktivitas & { page: number; per_page: number }) {
  return useQuery(logAktivitasQueryOptions(params));
}
