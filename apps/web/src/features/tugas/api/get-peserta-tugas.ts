import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PesertaTugasItem } from '@lms/shared';
import { api } from '@/lib/api-client';
import { tugasKeys } from './keys';

/** GET /v2/lms/tugas/{id}/peserta: the class's students with their group on this task (member picker). */
export async function getPesertaTugas(id: number, signal?: AbortSignal): Promise<PesertaTugasItem[]> {
  return (await api.list<PesertaTugasItem>(`/v2/lms/tugas/${id}/peserta`, { signal })).data;
}

export const pesertaTugasQueryOptions = (id: number) => queryOptions({ queryKey: tugasKeys.peserta(id), queryFn: ({ signal }) => getPesertaTugas(id, signal) });

export function usePesertaTugas(id: number, enabled = true) {
  return useQuery({ ...pesertaTugasQueryOptions(id), enabled });
}
