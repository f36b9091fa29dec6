import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RencanaPembelajaranRow } from '@lms/shared';
import { api } from '@/lib/api-client';

/** GET /v2/academic/makul/{courseId}/rencana-pembelajaran?ignore_default_pagination=true: the semester plan rows. */
export async function getRencanaPembelajaran(courseId: number, signal?: AbortSignal): Promise<RencanaPembelajaranRow[]> {
  return (
    await api.list<RencanaPembelajaranRow>(`/v2/academic/makul/${courseId}/rencana-pembelajaran`, {
      query: { ignore_default_pagination: true },
      signal,
    })
  ).data;
}

export const rencanaPembelajaranQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: ['akademik', 'makul', courseId, 'rencana-pembelajaran'],
    queryFn: ({ signal }) => getRencanaPembelajaran(courseId, signal),
  });

export function useRencanaPembelajaran(courseId: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...rencanaPembelajaranQueryOptions(courseId), ...options });
}
