import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PengumpulanSaya } from '@lms/shared';
import { api } from '@/lib/api-client';
import { tugasKeys } from './keys';

/** GET /v2/lms/tugas/{id}/pengumpulan/me: the student's (or their group's) submission and what they may do now. */
export async function getPengumpulanSaya(id: number, signal?: AbortSignal): Promise<PengumpulanSaya> {
  return (await api.get<PengumpulanSaya>(`/v2/lms/tugas/${id}/pengumpulan/me`, { signal })).data;
}

export const pengumpulanSayaQueryOptions = (id: number) =>
  queryOptions({ queryKey: tugasKeys.pengumpulanSaya(id), queryFn: ({ signal }) => getPengumpulanSaya(id, signal) });

export function usePengumpulanSaya(id: number, enabled = true) {
  return useQuery({ ...pengumpulanSayaQueryOptions(id), enabled });
}
