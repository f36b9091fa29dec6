import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshBankSoal } from './keys';

/** DELETE /v2/lms/bank_soal/{id}/soal/{idSoal}. */
export const deleteSoal = (idBank: number, idSoal: number) => api.delete<null>(`/v2/lms/bank_soal/${idBank}/soal/${idSoal}`);

export function useDeleteSoal(idBank: number) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (idSoal: number) => deleteSoal(idBank, idSoal), onSuccess: () => refreshBankSoal(qc, idBank) });
}
