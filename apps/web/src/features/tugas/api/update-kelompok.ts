import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KelompokItem } from '@lms/shared';
import { api } from '@/lib/api-client';
import { refreshTugasViews } from './keys';

/** PUT /v2/lms/tugas/{id}/kelompok/{idKelompok} {nama}. */
export function updateKelompok(id: number, idKelompok: number, nama: string) {
  return api.put<KelompokItem>(`/v2/lms/tugas/${id}/kelompok/${idKelompok}`, { nama });
}

export function useUpdateKelompok(id: number) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: ({ idKelompok, nama }: { idKelompok: number; nama: string }) => updateKelompok(id, idKelompok, nama), onSuccess: () => refreshTugasViews(qc, { id }) });
}
