import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { kehadiranKeys } from './keys';

/** DELETE /v2/lms/kehadiran_mahasiswa/pengecualian_ujian/{id}. */
export function deletePengecualianUjian(id: number) {
  return api.delete<{ id: number }>(`/v2/lms/kehadiran_mahasiswa/pengecualian_ujian/${id}`);
}

export function useDeletePengecualianUjian() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deletePengecualianUjian, onSuccess: () => qc.invalidateQueries({ queryKey: kehadiranKeys.pengecualian() }) });
}
