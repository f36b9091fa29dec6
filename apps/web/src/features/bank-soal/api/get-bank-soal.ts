import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BankSoalDetail } from '@lms/shared';
import { api } from '@/lib/api-client';
import { bankSoalKeys } from './keys';

/** GET /v2/lms/bank_soal/{id}: judul, deskripsi, dosen, ditampilkan, jumlah_soal, list_soal. */
export async function getBankSoal(id: number, signal?: AbortSignal) {
  return (await api.get<BankSoalDetail>(`/v2/lms/bank_soal/${id}`, { signal })).data;
}

export const bankSoalQueryOptions = (id: number) => queryOptions({ queryKey: bankSoalKeys.detail(id), queryFn: ({ signal }) => getBankSoal(id, signal) });

export function useBankSoal(id: number) {
  return useQuery({ ...bankSoalQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
