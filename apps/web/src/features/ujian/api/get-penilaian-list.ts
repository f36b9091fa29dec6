import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PenilaianUjianItem, StatusPenilaian, TanpaPengerjaanItem } from '@lms/shared';
import { api } from '@/lib/api-client';
import { ujianKeys } from './keys';

export type PenilaianListParams = { page: number; per_page: number; search?: string; status_penilaian?: StatusPenilaian };

/** GET /v2/lms/ujian/{id}/pengerjaan: the attempts to grade, by nim. */
export function getPenilaianList(id: number, params: PenilaianListParams, signal?: AbortSignal) {
  return api.list<PenilaianUjianItem>(`/v2/lms/ujian/${id}/pengerjaan`, { query: params, signal });
}

export const penilaianListQueryOptions = (id: number, params: PenilaianListParams) =>
  queryOptions({ queryKey: ujianKeys.penilaianList(id, params), queryFn: ({ signal }) => getPenilaianList(id, params, signal), placeholderData: keepPreviousData });

export function usePenilaianList(id: number, params: PenilaianListParams) {
  return useQuery(penilaianListQueryOptions(id, params));
}

/** GET /v2/lms/ujian/{id}/pengerjaan/no_pengerjaan: participants without an attempt. */
export function getTanpaPengerjaan(id: number, params: Pick<PenilaianListParams, 'page' | 'per_page' | 'search'>, signal?: AbortSignal) {
  return api.list<TanpaPengerjaanItem>(`/v2/lms/ujian/${id}/pengerjaan/no_pengerjaan`, { query: params, signal });
}

export function useTanpaPengerjaan(id: number, params: Pick<PenilaianListParams, 'page' | 'per_page' | 'search'>) {
  return useQuery({ queryKey: ujianKeys.tanpaPengerjaan(id, params), queryFn: ({ signal }) => getTanpaPengerjaan(id, params, signal), placeholderData: keepPreviousData });
}
