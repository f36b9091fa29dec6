import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PesertaKelasItem } from '@lms/shared';
import { api } from '@/lib/api-client';
import { kelasKeys } from './keys';

export type PesertaKelasParams = { page: number; per_page: number; search?: string };

/** GET /v2/lms/kelas_kuliah/{id}/peserta: paged, search in nim or name, the class leader first. */
export function getPesertaKelas(id: string, params: PesertaKelasParams, signal?: AbortSignal) {
  return api.list<PesertaKelasItem>(`/v2/lms/kelas_kuliah/${encodeURIComponent(id)}/peserta`, {
    query: { ...params, search: params.search || null },
    signal,
  });
}

export const pesertaKelasQueryOptions = (id: string, params: PesertaKelasParams) =>
  queryOptions({
    queryKey: kelasKeys.peserta(id, params),
    queryFn: ({ signal }) => getPesertaKelas(id, params, signal),
    placeholderData: keepPreviousData,
  });

export function usePesertaKelas(id: string, params: PesertaKelasParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...pesertaKelasQueryOptions(id, params), ...options });
}
