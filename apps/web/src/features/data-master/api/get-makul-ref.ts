import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MakulRef } from '@lms/shared';
import { api } from '@/lib/api-client';

export type MakulRefParams = { page: number; itemsPerPage: number; search?: string; id_prodi?: number[] };

/** GET /v1/makul_ref?page&itemsPerPage&search&id_prodi: courses of the college, paged. */
export function getMakulRef(params: MakulRefParams, signal?: AbortSignal) {
  return api.list<MakulRef>('/v1/makul_ref', { query: params, signal });
}

export const makulRefQueryOptions = (params: MakulRefParams) =>
  queryOptions({
    queryKey: ['data-master', 'makul-ref', params],
    // The abort signal lets a newer search cancel the previous request.
    queryFn: ({ signal }) => getMakulRef(params, signal),
    placeholderData: keepPreviousData,
  });

export function useMakulRef(params: MakulRefParams) {
  return useQuery(makulRefQueryOptions(params));
}
