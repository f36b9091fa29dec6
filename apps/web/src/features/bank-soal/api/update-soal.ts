import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SoalItem } from '@lms/shared';
import { api } from '@/lib/api-client';
import { refreshBankSoal } from './keys';

/** PUT /v2/lms/bank_soal/{id}/soal/{idSoal} (multipart, with soal_files_delete and kunci_files_delete). */
export const updateSoal = (idBank: number, idSoal: number, form: FormData) => api.put<SoalItem>(`/v2/lms/bank_soal/${idBank}/soal/${idSoal}`, form);

export function useUpdateSoal(idBank: number) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: ({ idSoal, form }: { idSoal: number; form: FormData }) => updateSoal(idBank, idSoal, form), onSuccess: () => refreshBankSoal(qc, idBank) });
}
