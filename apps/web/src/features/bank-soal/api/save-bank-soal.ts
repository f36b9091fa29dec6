import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BankSoalBody, BankSoalDetail } from '@lms/shared';
import { api } from '@/lib/api-client';
import { refreshBankSoal } from './keys';

/** POST /v2/lms/bank_soal (Tambah Data). */
export const createBankSoal = (body: BankSoalBody) => api.post<BankSoalDetail>('/v2/lms/bank_soal', body);

export function useCreateBankSoal() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createBankSoal, onSuccess: () => refreshBankSoal(qc) });
}
