import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshTugasViews } from './keys';

/** PUT /v2/lms/tugas/{id}/nilai_publishing {is_tampilkan_nilai}: 'Berhasil publish nilai' / 'Berhasil unpublish nilai'. */
export function publishNilaiTugas(id: number, tampilkan: boolean) {
  return api.put<{ is_tampilkan_nilai: boolean }>(`/v2/lms/tugas/${id}/nilai_publishing`, { is_tampilkan_nilai: tampilkan });
}

export function usePublishNilaiTugas(id: number) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (tampilkan: boolean) => publishNilaiTugas(id, tampilkan), onSuccess: () => refreshTugasViews(qc, { id }) });
}
