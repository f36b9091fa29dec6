import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ForumItem, ForumListQuery } from '@lms/shared';
import { api } from '@/lib/api-client';
import type { QueryParams } from '@/lib/query-string';
import { forumKeys } from './keys';

/** GET /v2/lms/forum: the caller's forums across classes (filters: class, meeting, status, search, period). */
export async function getForumList(q: ForumListQuery, signal?: AbortSignal) {
  return api.list<ForumItem>('/v2/lms/forum', { signal, query: q as QueryParams });
}

export const forumListQueryOptions = (q: ForumListQuery) =>
  queryOptions({ queryKey: forumKeys.list(q), queryFn: ({ signal }) => getForumList(q, signal), placeholderData: keepPreviousData });

export function useForumList(q: ForumListQuery, enabled = true) {
  return useQuery({ ...forumListQueryOptions(q), enabled });
}
