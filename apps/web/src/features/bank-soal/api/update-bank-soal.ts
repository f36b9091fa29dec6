import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BankSoalBody, BankSoalDetail } from '@lms/shared';
import { api } from '@/lib/api-client';
import { refreshBankSoal } from './keys';

/** PUT /v2/lms/bank_soal/{id} (Ubah Data). */
export const updateBankSoal = (id: number, body: BankSoalBody) => api.put<BankSoalDetail>(`/v2/lms/bank_soal/${id}`, body);

export function useUpdateBankSoal(id: number) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (body: BankSoalBody) => updateBankSoal(id, body), onSuccess: () => refreshBankSoal(qc, id) });
}
