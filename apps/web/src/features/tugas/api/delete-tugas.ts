import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TugasItem } from '@lms/shared';
import { api } from '@/lib/api-client';
import { refreshTugasViews } from './keys';

/** DELETE /v2/lms/tugas/{id}: with its groups, submissions and scores. */
export function deleteTugas(id: number) {
  return api.delete<null>(`/v2/lms/tugas/${id}`);
}

export function useDeleteTugas() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (t: Pick<TugasItem, 'id' | 'id_pertemuan'>) => deleteTugas(t.id), onSuccess: (_res, t) => refreshTugasViews(qc, t) });
}
