import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RuanganItem } from '@lms/shared';
import { api } from '@/lib/api-client';

/** GET /v2/lms/ruangan?ignore_default_pagination=true: every room of the college. */
export async function getRuangan(signal?: AbortSignal): Promise<RuanganItem[]> {
  return (await api.list<RuanganItem>('/v2/lms/ruangan', { query: { ignore_default_pagination: true }, signal })).data;
}

export const ruanganQueryOptions = () =>
  queryOptions({ queryKey: ['pertemuan', 'ruangan'], queryFn: ({ signal }) => getRuangan(signal), staleTime: 5 * 60_000 });

export function useRuangan(enabled = true) {
  return useQuery({ ...ruanganQueryOptions(), enabled });
}
