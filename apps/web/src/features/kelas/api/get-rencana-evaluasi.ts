import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RencanaEvaluasiRow } from '@lms/shared';
import { api } from '@/lib/api-client';

/** GET /v2/academic/makul/{courseId}/rencana-evaluasi: grade components and their weight in percent. */
export async function getRencanaEvaluasi(courseId: number, signal?: AbortSignal): Promise<RencanaEvaluasiRow[]> {
  return (await api.get<RencanaEvaluasiRow[]>(`/v2/academic/makul/${courseId}/rencana-evaluasi`, { signal })).data;
}

export const rencanaEvaluasiQueryOptions = (courseId: number) =>
  queryOptions({ queryKey: ['akademik', 'makul', courseId, 'rencana-evaluasi'], queryFn: ({ signal }) => getRencanaEvaluasi(courseId, signal) });

export function useRencanaEvaluasi(courseId: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...rencanaEvaluasiQueryOptions(courseId), ...options });
}
