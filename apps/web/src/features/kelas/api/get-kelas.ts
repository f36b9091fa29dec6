import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KelasDetail } from '@lms/shared';
import { api } from '@/lib/api-client';
import { kelasKeys } from './keys';

/** GET /v2/lms/kelas_kuliah/{id}: the class with syllabus, course team, class leader and the caller's rights (akses). */
export async function getKelas(id: string, signal?: AbortSignal): Promise<KelasDetail> {
  return (await api.get<KelasDetail>(`/v2/lms/kelas_kuliah/${encodeURIComponent(id)}`, { signal })).data;
}

export const kelasQueryOptions = (id: string) =>
  queryOptions({ queryKey: kelasKeys.detail(id), queryFn: ({ signal }) => getKelas(id, signal) });

export function useKelas(id: string) {
  return useQuery(kelasQueryOptions(id));
}
