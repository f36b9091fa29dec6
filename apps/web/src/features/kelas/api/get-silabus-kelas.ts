import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SilabusKelas } from '@lms/shared';
import { api } from '@/lib/api-client';
import { kelasKeys } from './keys';

/** GET /v2/lms/kelas_kuliah/{id}/silabus: syllabus data (spec 2 §3 Other) for Data Silabus and its edit modal. */
export async function getSilabusKelas(id: string, signal?: AbortSignal): Promise<SilabusKelas> {
  return (await api.get<SilabusKelas>(`/v2/lms/kelas_kuliah/${encodeURIComponent(id)}/silabus`, { signal })).data;
}

export const silabusKelasQueryOptions = (id: string) =>
  queryOptions({ queryKey: kelasKeys.silabus(id), queryFn: ({ signal }) => getSilabusKelas(id, signal) });

export function useSilabusKelas(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...silabusKelasQueryOptions(id), ...options });
}
