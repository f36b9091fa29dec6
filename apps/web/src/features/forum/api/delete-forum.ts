import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ForumItem } from '@lms/shared';
import { api } from '@/lib/api-client';
import { refreshForumViews } from './refresh';

/** DELETE /v2/lms/forum/{id}: the forum and its discussion. */
export function deleteForum(id: number) {
  return api.delete<null>(`/v2/lms/forum/${id}`);
}

export function useDeleteForum() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (f: ForumItem) => deleteForum(f.id), onSuccess: (_res, f) => refreshForumViews(qc, f) });
}
