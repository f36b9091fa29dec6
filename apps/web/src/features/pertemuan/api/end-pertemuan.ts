import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PertemuanDetail } from '@lms/shared';
import { api } from '@/lib/api-client';
import { pertemuanKeys, refreshPertemuanViews } from './get-pertemuan';

/** PUT /v2/lms/pertemuan/{id}/end (no body): berlangsung -> selesai; 409 when not running. */
export function endPertemuan(id: number) {
  return api.put<PertemuanDetail>(`/v2/lms/pertemuan/${id}/end`);
}

export function useEndPertemuan(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => endPertemuan(id),
    onSuccess: (res) => {
      qc.setQueryData(pertemuanKeys.detail(id), res.data);
      refreshPertemuanViews(qc, res.data.id_kelas_kuliah);
    },
    onError: () => qc.invalidateQueries({ queryKey: pertemuanKeys.detail(id) }),
  });
}
