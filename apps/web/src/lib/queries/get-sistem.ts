import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SistemInfo } from '@lms/shared';
import { api } from '@/lib/api-client';

/** GET /v1/sistem: the college's system info (failures are silent where it decorates a page). */
export async function getSistem(): Promise<SistemInfo> {
  return (await api.get<SistemInfo>('/v1/sistem')).data;
}

export const sistemQueryOptions = () => queryOptions({ queryKey: ['sistem'], queryFn: getSistem, staleTime: 10 * 60_000 });

export function useSistem(options: { enabled?: boolean } = {}) {
  return useQuery({ ...sistemQueryOptions(), ...options });
}
