import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TugasItem } from '@lms/shared';
import { api } from '@/lib/api-client';
import { refreshTugasViews } from './keys';

/** DELETE /v2/lms/tugas/{id}/lampiran/{idFile}. */
export function deleteLampiranTugas(id: number, idFile: string) {
  return api.delete<TugasItem>(`/v2/lms/tugas/${id}/lampiran/${encodeURIComponent(idFile)}`);
}

export function useDeleteLampiranTugas() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: ({ id, idFile }: { id: number; idFile: string }) => deleteLampiranTugas(id, idFile), onSuccess: (res) => refreshTugasViews(qc, res.data) });
}
