import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PertemuanDetail, PertemuanUpdateBody } from '@lms/shared';
import { api } from '@/lib/api-client';
import { pertemuanKeys, refreshPertemuanViews } from './get-pertemuan';

/**
 * PUT /v2/lms/pertemuan/{id}: 422 when the schedule may not change, 409 with detail.daftar when it clashes.
 * Returns the envelope so the caller can show the server's success message.
 */
export function updatePertemuan(id: number, body: PertemuanUpdateBody) {
  return api.put<PertemuanDetail>(`/v2/lms/pertemuan/${id}`, body);
}

/** The modal handles 409/422 itself (clash list, message in place), so the global toast stays silent. */
export function useUpdatePertemuan(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PertemuanUpdateBody) => updatePertemuan(id, body),
    meta: { silent: true },
    onSuccess: (res) => {
      qc.setQueryData(pertemuanKeys.detail(id), res.data);
      refreshPertemuanViews(qc, res.data.id_kelas_kuliah);
    },
  });
}
