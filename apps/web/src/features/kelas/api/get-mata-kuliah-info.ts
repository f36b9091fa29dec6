import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MataKuliahInfo } from '@lms/shared';
import { api } from '@/lib/api-client';

/** GET /v2/academic/matakuliah/{courseId}: course info with the coordinator and the RPS developer (names included). */
export async function getMataKuliahInfo(courseId: number, signal?: AbortSignal): Promise<MataKuliahInfo> {
  return (await api.get<MataKuliahInfo>(`/v2/academic/matakuliah/${courseId}`, { signal })).data;
}

export const mataKuliahInfoQueryOptions = (courseId: number) =>
  queryOptions({ queryKey: ['akademik', 'matakuliah', courseId], queryFn: ({ signal }) => getMataKuliahInfo(courseId, signal) });

export function useMataKuliahInfo(courseId: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...mataKuliahInfoQueryOptions(courseId), ...options });
}
