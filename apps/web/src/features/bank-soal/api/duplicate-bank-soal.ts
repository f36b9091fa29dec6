import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BankSoalBody, BankSoalDetail } from '@lms/shared';
import { api } from '@/lib/api-client';
import { refreshBankSoal } from './keys';

/** POST /v2/lms/bank_soal/{id}/duplikat (Duplikat Data): a new bank with a copy of every question. */
export const duplicateBankSoal = (id: number, body: BankSoalBody) => api.post<BankSoalDetail>(`/v2/lms/bank_soal/${id}/duplikat`, body);

export function useDuplicateBankSoal(id: number) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (body: BankSoalBody) => duplicateBankSoal(id, body), onSuccess: () => refreshBankSoal(qc) });
}
