import { queryOptions, useQuery } from '@tanstack/react-query';
import { REF_MAX_PER_PAGE, type MakulRef } from '@lms/shared';
import { api } from '@/lib/api-client';
import { referensiKeys } from '@/lib/queries/referensi-keys';

/** GET /v1/makul_ref: courses {idMakul, kodeMakul, nama}, fetched whole (itemsPerPage=999999, spec 1 §9). */
export async function getMakulRef(signal?: AbortSignal): Promise<MakulRef[]> {
  return (await api.list<MakulRef>('/v1/makul_ref', { query: { itemsPerPage: REF_MAX_PER_PAGE }, signal })).data;
}

export const makulRefQueryOptions = () =>
  queryOptions({ queryKey: referensiKeys.makul, queryFn: ({ signal }) => getMakulRef(signal), staleTime: 10 * 60_000 });

export function useMakulRef(options: { enabled?: boolean } = {}) {
  return useQuery({ ...makulRefQueryOptions(), ...options });
}
