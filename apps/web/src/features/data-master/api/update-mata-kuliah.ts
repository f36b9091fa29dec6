import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MataKuliahInfo, UbahMataKuliahInput } from '@lms/shared';
import { api } from '@/lib/api-client';

/** PUT /v2/lms/mata_kuliah/{id}: name, English name, credits, study programme (the code stays). */
export const updateMataKuliah = ({ id, body }: { id: number; body: UbahMataKuliahInput }) => api.put<MataKuliahInfo>(`/v2/lms/mata_kuliah/${id}`, body);

/** The course list and every course reference (class filters, question banks) refresh. */
export function useUpdateMataKuliah() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateMataKuliah,
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: ['data-master', 'makul-ref'] }), qc.invalidateQueries({ queryKey: ['referensi'] })]),
  });
}
