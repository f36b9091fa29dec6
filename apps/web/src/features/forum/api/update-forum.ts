import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ForumItem, ForumUpdateBody } from '@lms/shared';
import { api } from '@/lib/api-client';
import { refreshForumViews } from './refresh';

/** PUT /v2/lms/forum/{id}: the fields that changed ('Ubah Data'). */
export function updateForum(id: number, body: ForumUpdateBody) {
  return api.put<ForumItem>(`/v2/lms/forum/${id}`, body);
}

export function useUpdateForum(id: number) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (body: ForumUpdateBody) => updateForum(id, body), onSuccess: (res) => refreshForumViews(qc, res.data) });
}
