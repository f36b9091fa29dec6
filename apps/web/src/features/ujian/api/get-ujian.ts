import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UjianDetail } from '@lms/shared';
import { api } from '@/lib/api-client';
import { ujianKeys } from './keys';

/** GET /v2/lms/ujian/{id}: the exam; teachers get its groups with questions and keys, students the groups only. */
export async function getUjian(id: number, signal?: AbortSignal): Promise<UjianDetail> {
  return (await api.get<UjianDetail>(`/v2/lms/ujian/${id}`, { signal })).data;
}

export const ujianQueryOptions = (id: number) => queryOptions({ queryKey: ujianKeys.detail(id), queryFn: ({ signal }) => getUjian(id, signal) });

export function useUjian(id: number | null) {
  return useQuery({ ...ujianQueryOptions(id ?? 0), enabled: id !== null });
}
