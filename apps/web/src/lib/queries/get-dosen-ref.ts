import { queryOptions, useQuery } from '@tanstack/react-query';
import { REF_MAX_PER_PAGE, type DosenRef } from '@lms/shared';
import { api } from '@/lib/api-client';
import { referensiKeys } from './referensi-keys';

/** GET /v1/dosen_ref: lecturers {idDosen, nama with titles}, fetched whole (itemsPerPage=999999, spec 1 §9). */
export async function getDosenRef(signal?: AbortSignal): Promise<DosenRef[]> {
  return (await api.list<DosenRef>('/v1/dosen_ref', { query: { itemsPerPage: REF_MAX_PER_PAGE }, signal })).data;
}

export const dosenRefQueryOptions = () =>
  queryOptions({ queryKey: referensiKeys.dosen, queryFn: ({ signal }) => getDosenRef(signal), staleTime: 10 * 60_000 });

export function useDosenRef(options: { enabled?: boolean } = {}) {
  return useQuery({ ...dosenRefQueryOptions(), ...options });
}
