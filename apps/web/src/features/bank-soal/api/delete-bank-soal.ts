import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshBankSoal } from './keys';

/** DELETE /v2/lms/bank_soal/{id}: the bank, its questions and their files. */
export const deleteBankSoal = (id: number) => api.delete<null>(`/v2/lms/bank_soal/${id}`);

export function useDeleteBankSoal() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteBankSoal, onSuccess: () => refreshBankSoal(qc) });
}
