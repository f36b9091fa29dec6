import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PerhitunganNilaiStatus } from '@lms/shared';
import { api } from '@/lib/api-client';
import { ujianKeys } from './keys';

/** GET /v2/lms/ujian/{id}/perhitungan_nilai (data.status); re-read every 2 s while it runs. */
export async function getPerhitunganNilai(id: number, signal?: AbortSignal) {
  return (await api.get<PerhitunganNilaiStatus>(`/v2/lms/ujian/${id}/perhitungan_nilai`, { signal })).data;
}

export function usePerhitunganNilai(id: number) {
  return useQuery({
    queryKey: ujianKeys.perhitungan(id),
    queryFn: ({ signal }) => getPerhitunganNilai(id, signal),
    refetchInterval: (q) => (q.state.data?.status === 'processing' ? 2_000 : false),
  });
}

/** POST /v2/lms/ujian/{id}/perhitungan_nilai: recalculate every attempt's score. */
export function useHitungUlangNilai(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<PerhitunganNilaiStatus>(`/v2/lms/ujian/${id}/perhitungan_nilai`),
    onSuccess: (r) => {
      qc.setQueryData(ujianKeys.perhitungan(id), r.data);
      void qc.invalidateQueries({ queryKey: ujianKeys.detail(id) });
    },
  });
}
