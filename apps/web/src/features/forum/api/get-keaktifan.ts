import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ForumKeaktifan } from '@lms/shared';
import { api } from '@/lib/api-client';
import { forumKeys } from './keys';

/** GET /v2/lms/forum/{id}/keaktifan: per participant posts, replies, minimum reached and the activity score. */
export async function getKeaktifan(id: number, signal?: AbortSignal): Promise<ForumKeaktifan> {
  return (await api.get<ForumKeaktifan>(`/v2/lms/forum/${id}/keaktifan`, { signal })).data;
}

export const keaktifanQueryOptions = (id: number) => queryOptions({ queryKey: forumKeys.keaktifan(id), queryFn: ({ signal }) => getKeaktifan(id, signal) });

export function useKeaktifan(id: number) {
  return useQuery(keaktifanQueryOptions(id));
}
