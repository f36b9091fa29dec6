import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AkomodasiItem } from '@lms/shared';
import { api } from '@/lib/api-client';
import { ujianKeys } from './keys';

/** GET /v2/lms/akomodasi_ujian: extra exam minutes per student (operators, read on kelas_kuliah). */
export async function getAkomodasi(signal?: AbortSignal) {
  return (await api.get<AkomodasiItem[]>('/v2/lms/akomodasi_ujian', { signal })).data;
}

export function useAkomodasi(enabled: boolean) {
  return useQuery({ queryKey: ujianKeys.akomodasi(), queryFn: ({ signal }) => getAkomodasi(signal), enabled });
}

/** PUT /v2/lms/akomodasi_ujian {nim, tambahan_menit, keterangan}: 0 minutes removes it. */
export function useSimpanAkomodasi() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (b: { nim: string; tambahan_menit: number; keterangan: string }) => api.put<null>('/v2/lms/akomodasi_ujian', b),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ujianKeys.akomodasi() }),
  });
}

/** DELETE /v2/lms/akomodasi_ujian/{nim}. */
export function useHapusAkomodasi() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (nim: string) => api.delete<null>(`/v2/lms/akomodasi_ujian/${encodeURIComponent(nim)}`),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ujianKeys.akomodasi() }),
  });
}
