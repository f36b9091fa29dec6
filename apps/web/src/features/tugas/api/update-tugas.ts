import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TugasBody, TugasItem } from '@lms/shared';
import { api } from '@/lib/api-client';
import { refreshTugasViews } from './keys';

/** PUT /v2/lms/tugas/{id}: the whole form. */
export function updateTugas(id: number, body: TugasBody) {
  return api.put<TugasItem>(`/v2/lms/tugas/${id}`, body);
}

export function useUpdateTugas() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TugasBody }) => updateTugas(id, body),
    onSuccess: (res, { body }) => {
      refreshTugasViews(qc, res.data);
      // The task may have moved from another meeting.
      if (body.id_pertemuan !== res.data.id_pertemuan) refreshTugasViews(qc, { id: res.data.id, id_pertemuan: Number(body.id_pertemuan) });
    },
  });
}
