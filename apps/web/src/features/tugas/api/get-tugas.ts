import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TugasItem } from '@lms/shared';
import { api } from '@/lib/api-client';
import { tugasKeys } from './keys';

/** GET /v2/lms/tugas/{id}. */
export async function getTugas(id: number, signal?: AbortSignal): Promise<TugasItem> {
  return (await api.get<TugasItem>(`/v2/lms/tugas/${id}`, { signal })).data;
}

export const tugasQueryOptions = (id: number) => queryOptions({ queryKey: tugasKeys.detail(id), queryFn: ({ signal }) => getTugas(id, signal) });

export function useTugas(id: number) {
  return useQuery({ ...tugasQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
