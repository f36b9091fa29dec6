import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ForumItem } from '@lms/shared';
import { api } from '@/lib/api-client';
import { forumKeys } from './keys';

/** GET /v2/lms/forum/{id}: one forum with its counts and what the caller may do. */
export async function getForum(id: number, signal?: AbortSignal): Promise<ForumItem> {
  return (await api.get<ForumItem>(`/v2/lms/forum/${id}`, { signal })).data;
}

export const forumQueryOptions = (id: number) => queryOptions({ queryKey: forumKeys.detail(id), queryFn: ({ signal }) => getForum(id, signal) });

export function useForum(id: number | null) {
  return useQuery({ ...forumQueryOptions(id ?? 0), enabled: id !== null });
}
