import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SalinKeBankBody } from '@lms/shared';
import { api } from '@/lib/api-client';
import { refreshBankSoal } from '@/features/bank-soal';

/** POST /v2/lms/bank_soal/{id}/soal/salin_ujian {id_ujian, list_id_soal}: 'Salin dari Kuis/Ujian'. */
export function salinKeBank(idBank: number, body: SalinKeBankBody) {
  return api.post<{ jumlah: number }>(`/v2/lms/bank_soal/${idBank}/soal/salin_ujian`, body);
}

export function useSalinKeBank(idBank: number) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (body: SalinKeBankBody) => salinKeBank(idBank, body), onSuccess: () => refreshBankSoal(qc, idBank) });
}
