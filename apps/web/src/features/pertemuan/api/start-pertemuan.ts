import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PertemuanDetail } from '@lms/shared';
import { api } from '@/lib/api-client';
import { pertemuanKeys, refreshPertemuanViews } from './get-pertemuan';

/** PUT /v2/lms/pertemuan/{id}/start (no body): belum_dimulai -> berlangsung; 409 'Pertemuan sudah dimulai' etc. */
export function startPertemuan(id: number) {
  return api.put<PertemuanDetail>(`/v2/lms/pertemuan/${id}/start`);
}

export function useStartPertemuan(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => startPertemuan(id),
    onSuccess: (res) => {
      qc.setQueryData(pertemuanKeys.detail(id), res.data);
      refreshPertemuanViews(qc, res.data.id_kelas_kuliah);
    },
    // A refusal (409) means our copy is stale: reload it so the buttons match the real status.
    onError: () => qc.invalidateQueries({ queryKey: pertemuanKeys.detail(id) }),
  });
}
