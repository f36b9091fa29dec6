import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshBankSoal } from './keys';

/** POST /v2/lms/bank_soal/{id}/soal (multipart: jenis, pertanyaan, type block, files, files_kunci); answers {id}. */
export const createSoal = (idBank: number, form: FormData) => api.post<{ id: number }>(`/v2/lms/bank_soal/${idBank}/soal`, form);

export function useCreateSoal(idBank: number) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (form: FormData) => createSoal(idBank, form), onSuccess: () => refreshBankSoal(qc, idBank) });
}
