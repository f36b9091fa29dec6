import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StatistikBeranda } from '@lms/shared';
import { api } from '@/lib/api-client';

/** GET /v2/lms/beranda/statistik: counts for the tugas/ujian/forum/vidcon tiles. */
export async function getStatistik(): Promise<StatistikBeranda> {
  return (await api.get<StatistikBeranda>('/v2/lms/beranda/statistik')).data;
}

export const statistikQueryOptions = () => queryOptions({ queryKey: ['beranda', 'statistik'], queryFn: getStatistik });

export function useStatistik() {
  return useQuery(statistikQueryOptions());
}
