import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PenilaianUjianItem } from '@lms/shared';
import { api } from '@/lib/api-client';
import { ujianKeys } from './keys';

/** Every grading write refreshes the exam's grading views and its badges. */
function useSegarkan(idUjian: number) {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: ujianKeys.penilaian(idUjian) });
    void qc.invalidateQueries({ queryKey: ujianKeys.detail(idUjian) });
    void qc.invalidateQueries({ queryKey: ujianKeys.lists() });
  };
}

export type NilaiSoalInput = { idPengerjaan: number; idKelompok: number; idSoal: number; nilai: number };

/** PUT /v2/lms/ujian/{id}/pengerjaan/{id}/kelompok_soal/{id}/soal/{id}/nilai: an essay's score (integer). */
export function updateNilaiSoal(idUjian: number, x: NilaiSoalInput) {
  return api.put<PenilaianUjianItem>(`/v2/lms/ujian/${idUjian}/pengerjaan/${x.idPengerjaan}/kelompok_soal/${x.idKelompok}/soal/${x.idSoal}/nilai`, { nilai: x.nilai });
}

export function useUpdateNilaiSoal(idUjian: number) {
  const segarkan = useSegarkan(idUjian);
  return useMutation({ mutationFn: (x: NilaiSoalInput) => updateNilaiSoal(idUjian, x), onSuccess: segarkan });
}

/** PUT /v2/lms/pengerjaan/{id}/pengurangan_nilai (2 decimals). */
export function updatePengurangan(idPengerjaan: number, nilai: number) {
  return api.put<PenilaianUjianItem>(`/v2/lms/pengerjaan/${idPengerjaan}/pengurangan_nilai`, { nilai });
}

export function useUpdatePengurangan(idUjian: number) {
  const segarkan = useSegarkan(idUjian);
  return useMutation({ mutationFn: (x: { idPengerjaan: number; nilai: number }) => updatePengurangan(x.idPengerjaan, x.nilai), onSuccess: segarkan });
}

/** DELETE /v2/lms/pengerjaan/{id}: reset a student's attempt. */
export function resetPengerjaan(idPengerjaan: number) {
  return api.delete<null>(`/v2/lms/pengerjaan/${idPengerjaan}`);
}

export function useResetPengerjaan(idUjian: number) {
  const segarkan = useSegarkan(idUjian);
  return useMutation({ mutationFn: resetPengerjaan, onSuccess: segarkan });
}

/** PUT /v2/lms/ujian/{id}/nilai_publishing. */
export function publishNilai(idUjian: number, tampilkan: boolean) {
  return api.put<{ is_tampilkan_nilai: boolean }>(`/v2/lms/ujian/${idUjian}/nilai_publishing`, { is_tampilkan_nilai: tampilkan });
}

export function usePublishNilai(idUjian: number) {
  const segarkan = useSegarkan(idUjian);
  return useMutation({ mutationFn: (tampilkan: boolean) => publishNilai(idUjian, tampilkan), onSuccess: segarkan });
}
