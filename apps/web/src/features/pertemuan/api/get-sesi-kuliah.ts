import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SesiKuliahItem } from '@lms/shared';
import { api } from '@/lib/api-client';

/** GET /v2/lms/sesi_kuliah?ignore_default_pagination=true: every lecture session of the college. */
export async function getSesiKuliah(signal?: AbortSignal): Promise<SesiKuliahItem[]> {
  return (await api.list<SesiKuliahItem>('/v2/lms/sesi_kuliah', { query: { ignore_default_pagination: true }, signal })).data;
}

export const sesiKuliahQueryOptions = () =>
  queryOptions({ queryKey: ['pertemuan', 'sesi-kuliah'], queryFn: ({ signal }) => getSesiKuliah(signal), staleTime: 5 * 60_000 });

export function useSesiKuliah(enabled = true) {
  return useQuery({ ...sesiKuliahQueryOptions(), enabled });
}
