import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ForumBody, ForumItem } from '@lms/shared';
import { api } from '@/lib/api-client';
import { refreshForumViews } from './refresh';

/** POST /v2/lms/forum {id_pertemuan, judul, deskripsi, waktu_mulai, waktu_selesai, penilaian_keaktifan, minimal_post}. */
export function createForum(body: ForumBody) {
  return api.post<ForumItem>('/v2/lms/forum', body);
}

export function useCreateForum() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createForum, onSuccess: (res) => refreshForumViews(qc, res.data) });
}
