import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BankSoalListItem } from '@lms/shared';
import { api } from '@/lib/api-client';
import { bankSoalKeys } from './keys';

export type BankSoalListParams = { page: number; per_page: number; search?: string | null; id_mata_kuliah?: number[]; id_prodi?: number[] };

/** GET /v2/lms/bank_soal: the cards of the board (search title/creator, Mata Kuliah, Prodi Matkul). */
export function getBankSoalList(params: BankSoalListParams, signal?: AbortSignal) {
  return api.list<BankSoalListItem>('/v2/lms/bank_soal', { query: params, signal });
}

export const bankSoalListQueryOptions = (params: BankSoalListParams) =>
  queryOptions({ queryKey: bankSoalKeys.list(params), queryFn: ({ signal }) => getBankSoalList(params, signal), placeholderData: keepPreviousData });

export function useBankSoalList(params: BankSoalListParams) {
  return useQuery(bankSoalListQueryOptions(params));
}
