import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshTugasViews } from './keys';

/** DELETE /v2/lms/tugas/{id}/kelompok/{idKelompok} (refused once the group handed in). */
export function deleteKelompok(id: number, idKelompok: number) {
  return api.delete<null>(`/v2/lms/tugas/${id}/kelompok/${idKelompok}`);
}

export function useDeleteKelompok(id: number) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (idKelompok: number) => deleteKelompok(id, idKelompok), onSuccess: () => refreshTugasViews(qc, { id }) });
}
