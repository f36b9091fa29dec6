import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Activity history item (spec 1 §3), the API's own contract. */
export type { LogAktivitasItem } from '@lms/shared';
import type { LogAktivitasItem } from '@lms/shared';

export type LogAktivitasParams = {
  waktu_awal: string | null;
  waktu_akhir: string | null;
  jenis_aktivitas: string | null;
  page: number;
  per_page: number;
};

/** GET /v2/lms/log_aktivitas/me: the user's own activity history, paged. */
export function getLogAktivitasMe(params: LogAktivitasParams, signal?: AbortSignal) {
  return api.list<LogAktivitasItem>('/v2/lms/log_aktivitas/me', { query: params, signal });
}

export const logAktivitasMeQueryOptions = (params: LogAktivitasParams) =>
  queryOptions({
    queryKey: ['log-aktivitas', 'me', params],
    queryFn: ({ signal }) => getLogAktivitasMe(params, signal),
    placeholderData: keepPreviousData,
  });

export function useLogAktivitasMe(params: LogAktivitasParams) {
  return useQuery(logAktivitasMeQueryOptions(params));
}
