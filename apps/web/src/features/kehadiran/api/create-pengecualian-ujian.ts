import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PengecualianUjianBody, PengecualianUjianItem } from '@lms/shared';
import { api } from '@/lib/api-client';
import { kehadiranKeys } from './keys';

/** POST /v2/lms/kehadiran_mahasiswa/pengecualian_ujian {id_kelas_kuliah, nim, alasan}: an operator's logged exception. */
export function createPengecualianUjian(body: PengecualianUjianBody) {
  return api.post<PengecualianUjianItem>('/v2/lms/kehadiran_mahasiswa/pengecualian_ujian', body);
}

export function useCreatePengecualianUjian() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createPengecualianUjian, onSuccess: () => qc.invalidateQueries({ queryKey: kehadiranKeys.pengecualian() }) });
}
