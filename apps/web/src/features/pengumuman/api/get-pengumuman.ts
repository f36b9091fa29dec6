import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PengumumanBacaItem } from '@lms/shared';
import { api } from '@/lib/api-client';

/** GET /v2/lms/pengumuman/{id}. */
export async function getPengumuman(id: number, signal?: AbortSignal): Promise<PengumumanBacaItem> {
  return (await api.get<PengumumanBacaItem>(`/v2/lms/pengumuman/${id}`, { signal })).data;
}

export const pengumumanQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['pengumuman', 'detail', id], queryFn: ({ signal }) => getPengumuman(id, signal) });

export function usePengumuman(id: number | null) {
  return useQuery({ ...pengumumanQueryOptions(id ?? 0), enabled: id !== null });
}
