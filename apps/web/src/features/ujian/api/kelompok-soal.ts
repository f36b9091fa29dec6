import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KelompokSoalBody, KelompokSoalItem } from '@lms/shared';
import { api } from '@/lib/api-client';
import { ujianKeys } from './keys';

/** POST / PUT / DELETE /v2/lms/ujian/{id}/kelompok_soal[/{idKelompok}]: question groups. */
export function createKelompok(idUjian: number, body: KelompokSoalBody) {
  return api.post<KelompokSoalItem[]>(`/v2/lms/ujian/${idUjian}/kelompok_soal`, body);
}
export function updateKelompok(idUjian: number, idKelompok: number, body: KelompokSoalBody) {
  return api.put<KelompokSoalItem[]>(`/v2/lms/ujian/${idUjian}/kelompok_soal/${idKelompok}`, body);
}
export function deleteKelompok(idUjian: number, idKelompok: number) {
  return api.delete<null>(`/v2/lms/ujian/${idUjian}/kelompok_soal/${idKelompok}`);
}

export type KelompokInput = { idKelompok: number | null; body: KelompokSoalBody };

export function useSaveKelompok(idUjian: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ idKelompok, body }: KelompokInput) => (idKelompok === null ? createKelompok(idUjian, body) : updateKelompok(idUjian, idKelompok, body)),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ujianKeys.detail(idUjian) }),
  });
}

export function useDeleteKelompok(idUjian: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (idKelompok: number) => deleteKelompok(idUjian, idKelompok),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ujianKeys.detail(idUjian) }),
  });
}
