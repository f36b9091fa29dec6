import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NilaiTugasBody, PenilaianItem } from '@lms/shared';
import { api } from '@/lib/api-client';
import { refreshTugasViews } from './keys';

/** PUT /v2/lms/tugas/{id}/nilai/{idMahasiswa} {nilai, komentar}: 'Berhasil update nilai'. */
export function updateNilai(id: number, idMahasiswa: number, body: NilaiTugasBody) {
  return api.put<PenilaianItem>(`/v2/lms/tugas/${id}/nilai/${idMahasiswa}`, body);
}

export function useUpdateNilai(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ idMahasiswa, body }: { idMahasiswa: number; body: NilaiTugasBody }) => updateNilai(id, idMahasiswa, body),
    onSuccess: () => refreshTugasViews(qc, { id }),
  });
}
