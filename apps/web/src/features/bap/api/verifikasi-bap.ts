import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VerifikasiBap } from '@lms/shared';
import { api } from '@/lib/api-client';

/** GET /v2/lms/bap/verifikasi/{kode}: public (no login, no college header); 404 for a code the LMS never issued. */
export async function getVerifikasiBap(kode: string, signal?: AbortSignal) {
  return (await api.get<VerifikasiBap>(`/v2/lms/bap/verifikasi/${encodeURIComponent(kode)}`, { signal, auth: false, tenant: false })).data;
}

export const verifikasiBapQueryOptions = (kode: string) =>
  queryOptions({ queryKey: ['bap', 'verifikasi', kode], queryFn: ({ signal }) => getVerifikasiBap(kode, signal), retry: false });

export function useVerifikasiBap(kode: string) {
  return useQuery({ ...verifikasiBapQueryOptions(kode), enabled: kode !== '' });
}
