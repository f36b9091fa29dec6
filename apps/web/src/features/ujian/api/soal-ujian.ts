import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope, SalinSoalBankBody, UjianSoalBody } from '@lms/shared';
import { api } from '@/lib/api-client';
import { ujianKeys } from './keys';

/** POST / PUT / DELETE /v2/lms/ujian/{id}/kelompok_soal/{idKelompok}/soal[/{idSoal}]; copy from a bank. */
const base = (idUjian: number, idKelompok: number) => `/v2/lms/ujian/${idUjian}/kelompok_soal/${idKelompok}/soal`;

export function createSoalUjian(idUjian: number, idKelompok: number, body: UjianSoalBody) {
  return api.post<{ id: number }>(base(idUjian, idKelompok), body);
}
export function updateSoalUjian(idUjian: number, idKelompok: number, idSoal: number, body: UjianSoalBody) {
  return api.put<null>(`${base(idUjian, idKelompok)}/${idSoal}`, body);
}
export function deleteSoalUjian(idUjian: number, idKelompok: number, idSoal: number) {
  return api.delete<null>(`${base(idUjian, idKelompok)}/${idSoal}`);
}
export function salinSoalBank(idUjian: number, idKelompok: number, body: SalinSoalBankBody) {
  return api.post<{ jumlah: number }>(`${base(idUjian, idKelompok)}/salin_bank_soal`, body);
}

export type SoalUjianInput = { idKelompok: number; idSoal: number | null; body: UjianSoalBody };

export function useSaveSoalUjian(idUjian: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ idKelompok, idSoal, body }: SoalUjianInput): Promise<Envelope<{ id: number } | null>> =>
      idSoal === null ? createSoalUjian(idUjian, idKelompok, body) : updateSoalUjian(idUjian, idKelompok, idSoal, body),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ujianKeys.detail(idUjian) }),
  });
}

export function useDeleteSoalUjian(idUjian: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (s: { idKelompok: number; idSoal: number }) => deleteSoalUjian(idUjian, s.idKelompok, s.idSoal),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ujianKeys.detail(idUjian) }),
  });
}

export function useSalinSoalBank(idUjian: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (s: { idKelompok: number; body: SalinSoalBankBody }) => salinSoalBank(idUjian, s.idKelompok, s.body),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ujianKeys.detail(idUjian) }),
  });
}
