import { queryOptions, useQuery } from '@tanstack/react-query';
import { REF_MAX_PER_PAGE, type ProdiRef } from '@lms/shared';
import { api } from '@/lib/api-client';
import { referensiKeys } from './referensi-keys';

/** GET /v1/prodi_ref: study programmes {idProdi, tingkat, nama}, fetched whole (itemsPerPage=999999, spec 1 §9). */
export async function getProdiRef(signal?: AbortSignal): Promise<ProdiRef[]> {
  return (await api.list<ProdiRef>('/v1/prodi_ref', { query: { itemsPerPage: REF_MAX_PER_PAGE }, signal })).data;
}

export const prodiRefQueryOptions = () =>
  queryOptions({ queryKey: referensiKeys.prodi, queryFn: ({ signal }) => getProdiRef(signal), staleTime: 10 * 60_000 });

export function useProdiRef(options: { enabled?: boolean } = {}) {
  return useQuery({ ...prodiRefQueryOptions(), ...options });
}
