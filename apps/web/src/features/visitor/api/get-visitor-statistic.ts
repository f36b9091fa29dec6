import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { VisitorStatistic } from '@lms/shared';
import { api } from '@/lib/api-client';

export type VisitorStatisticParams = { tanggal_awal: string | null; tanggal_akhir: string | null };

/** GET /v2/lms/visitor/statistic: active users now, visitors per day and per role (operators with read on laporan). */
export async function getVisitorStatistic(params: VisitorStatisticParams, signal?: AbortSignal): Promise<VisitorStatistic> {
  return (await api.get<VisitorStatistic>('/v2/lms/visitor/statistic', { query: params, signal })).data;
}

export const visitorStatisticQueryOptions = (params: VisitorStatisticParams) =>
  queryOptions({
    queryKey: ['visitor', 'statistic', params],
    queryFn: ({ signal }) => getVisitorStatistic(params, signal),
    placeholderData: keepPreviousData,
    // 'Active now' follows the 300 s ping.
    refetchInterval: 60_000,
  });

export function useVisitorStatistic(params: VisitorStatisticParams) {
  return useQuery(visitorStatisticQueryOptions(params));
}
