import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshMateriViews } from './keys';

/** DELETE /v2/lms/materi/{id}. */
export function deleteMateri(id: number) {
  return api.delete<null>(`/v2/lms/materi/${id}`);
}

export function useDeleteMateri(idPertemuan: number) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteMateri, onSuccess: () => refreshMateriViews(qc, idPertemuan) });
}
