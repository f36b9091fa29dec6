import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { KalenderBulan } from '@lms/shared';
import { api } from '@/lib/api-client';

/** GET /v2/lms/kalender?bulan=YYYY-MM: the month's dated entries (meetings and activities) of the caller's classes. */
export async function getKalender(bulan: string, signal?: AbortSignal): Promise<KalenderBulan> {
  return (await api.get<KalenderBulan>('/v2/lms/kalender', { query: { bulan }, signal })).data;
}

export const kalenderQueryOptions = (bulan: string) =>
  queryOptions({
    queryKey: ['beranda', 'kalender', bulan],
    queryFn: ({ signal }) => getKalender(bulan, signal),
    placeholderData: keepPreviousData,
  });

export function useKalender(bulan: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...kalenderQueryOptions(bulan), ...options });
}
