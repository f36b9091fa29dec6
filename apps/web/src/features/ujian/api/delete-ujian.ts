import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pertemuanKeys } from '@/features/pertemuan';
import { ujianKeys } from './keys';

/** DELETE /v2/lms/ujian/{id}: with its questions, attempts and remedials. */
export function deleteUjian(id: number) {
  return api.delete<null>(`/v2/lms/ujian/${id}`);
}

export function useDeleteUjian() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (u: { id: number; id_pertemuan: number }) => deleteUjian(u.id),
    onSuccess: (_r, u) => {
      void qc.invalidateQueries({ queryKey: ujianKeys.lists() });
      qc.removeQueries({ queryKey: ujianKeys.detail(u.id) });
      void qc.invalidateQueries({ queryKey: pertemuanKeys.detail(u.id_pertemuan) });
    },
  });
}
