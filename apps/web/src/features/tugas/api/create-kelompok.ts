import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KelompokBody, KelompokItem } from '@lms/shared';
import { api } from '@/lib/api-client';
import { refreshTugasViews } from './keys';

/** POST /v2/lms/tugas/{id}/kelompok {nama, anggota}: a group made by hand. */
export function createKelompok(id: number, body: KelompokBody) {
  return api.post<KelompokItem>(`/v2/lms/tugas/${id}/kelompok`, body);
}

export function useCreateKelompok(id: number) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (body: KelompokBody) => createKelompok(id, body), onSuccess: () => refreshTugasViews(qc, { id }) });
}
