import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LoginAsAkunItem } from '@lms/shared';
import { api } from '@/lib/api-client';

export type AkunLoginAsParams = { search?: string; role?: 'ROLE_DOSEN' | 'ROLE_MAHASISWA' | null; page: number; per_page: number };

/** GET /v2/lms/login_as/akun: accounts an operator may log in as (paged). */
export function getAkunLoginAs(params: AkunLoginAsParams, signal?: AbortSignal) {
  return api.list<LoginAsAkunItem>('/v2/lms/login_as/akun', {
    query: { search: params.search || null, role: params.role ?? null, page: params.page, per_page: params.per_page },
    signal,
  });
}

export const akunLoginAsQueryOptions = (params: AkunLoginAsParams) =>
  queryOptions({
    queryKey: ['login-as', 'akun', params],
    // TanStack passes its abort signal: a newer search cancels the previous request.
    queryFn: ({ signal }) => getAkunLoginAs(params, signal),
    placeholderData: keepPreviousData,
  });

export function useAkunLoginAs(params: AkunLoginAsParams) {
  return useQuery(akunLoginAsQueryOptions(params));
}
