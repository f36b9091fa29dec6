import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pertemuanKeys } from './get-pertemuan';

/** DELETE /v2/lms/pertemuan/{id}/teks/{idTeks}. */
export function deleteTeksPertemuan(id: number, idTeks: number) {
  return api.delete<unknown>(`/v2/lms/pertemuan/${id}/teks/${idTeks}`);
}

export function useDeleteTeksPertemuan(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (idTeks: number) => deleteTeksPertemuan(id, idTeks),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: pertemuanKeys.teks(id) });
      void qc.invalidateQueries({ queryKey: pertemuanKeys.detail(id) });
    },
  });
}
