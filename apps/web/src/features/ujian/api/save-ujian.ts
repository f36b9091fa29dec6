import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UjianBody, UjianDetail, UjianSalinBody } from '@lms/shared';
import { api } from '@/lib/api-client';
import { pertemuanKeys } from '@/features/pertemuan';
import { ujianKeys } from './keys';

/** POST /v2/lms/ujian (create), PUT /v2/lms/ujian/{id} (update), POST /v2/lms/ujian/salin (copy another exam). */
export function createUjian(body: UjianBody) {
  return api.post<UjianDetail>('/v2/lms/ujian', body);
}
export function updateUjian(id: number, body: UjianBody) {
  return api.put<UjianDetail>(`/v2/lms/ujian/${id}`, body);
}
export function salinUjian(body: UjianSalinBody) {
  return api.post<UjianDetail>('/v2/lms/ujian/salin', body);
}

export type SaveUjianInput = { mode: 'buat'; body: UjianBody } | { mode: 'ubah'; id: number; body: UjianBody } | { mode: 'salin'; body: UjianSalinBody };

/** One mutation for the modal's three saves; lists, the exam and its meeting (count_activity) reload. */
export function useSaveUjian() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveUjianInput) =>
      input.mode === 'buat' ? createUjian(input.body) : input.mode === 'ubah' ? updateUjian(input.id, input.body) : salinUjian(input.body),
    onSuccess: (res) => {
      void qc.invalidateQueries({ queryKey: ujianKeys.lists() });
      qc.setQueryData(ujianKeys.detail(res.data.id), res.data);
      void qc.invalidateQueries({ queryKey: pertemuanKeys.detail(res.data.id_pertemuan) });
    },
  });
}
