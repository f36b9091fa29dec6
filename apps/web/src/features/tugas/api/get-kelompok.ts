import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KelompokItem } from '@lms/shared';
import { api } from '@/lib/api-client';
import { tugasKeys } from './keys';

/** GET /v2/lms/tugas/{id}/kelompok: all groups for teachers and operators; a student's own group. */
export async function getKelompok(id: number, signal?: AbortSignal): Promise<KelompokItem[]> {
  return (await api.list<KelompokItem>(`/v2/lms/tugas/${id}/kelompok`, { signal })).data;
}

export const kelompokQueryOptions = (id: number) => queryOptions({ queryKey: tugasKeys.kelompok(id), queryFn: ({ signal }) => getKelompok(id, signal) });

export function useKelompok(id: number, enabled = true) {
  return useQuery({ ...kelompokQueryOptions(id), enabled });
}
