import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KelompokAcakBody, KelompokItem } from '@lms/shared';
import { api } from '@/lib/api-client';
import { refreshTugasViews } from './keys';

/** POST /v2/lms/tugas/{id}/kelompok/acak {ukuran, mode}: random groups of a size. */
export function createKelompokAcak(id: number, body: KelompokAcakBody) {
  return api.post<KelompokItem[]>(`/v2/lms/tugas/${id}/kelompok/acak`, body);
}

export function useCreateKelompokAcak(id: number) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (body: KelompokAcakBody) => createKelompokAcak(id, body), onSuccess: () => refreshTugasViews(qc, { id }) });
}
