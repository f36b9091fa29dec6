import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NilaiTugasBody, PenilaianItem } from '@lms/shared';
import { api } from '@/lib/api-client';
import { refreshTugasViews } from './keys';

/** PUT /v2/lms/tugas/{id}/kelompok/{idKelompok}/nilai: the same score for every member of the group. */
export function updateNilaiKelompok(id: number, idKelompok: number, body: NilaiTugasBody) {
  return api.put<PenilaianItem[]>(`/v2/lms/tugas/${id}/kelompok/${idKelompok}/nilai`, body);
}

export function useUpdateNilaiKelompok(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ idKelompok, body }: { idKelompok: number; body: NilaiTugasBody }) => updateNilaiKelompok(id, idKelompok, body),
    onSuccess: () => refreshTugasViews(qc, { id }),
  });
}
