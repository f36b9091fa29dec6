import { queryOptions, useQuery } from '@tanstack/react-query';
import { REF_MAX_PER_PAGE, type JenisKelasRef } from '@lms/shared';
import { api } from '@/lib/api-client';
import { referensiKeys } from '@/lib/queries/referensi-keys';

/** GET /v1/jenis_kelas_ref: class types {idJenisKelas, nama}, fetched whole (itemsPerPage=999999, spec 1 §9). */
export async function getJenisKelasRef(signal?: AbortSignal): Promise<JenisKelasRef[]> {
  return (await api.list<JenisKelasRef>('/v1/jenis_kelas_ref', { query: { itemsPerPage: REF_MAX_PER_PAGE }, signal })).data;
}

export const jenisKelasRefQueryOptions = () =>
  queryOptions({ queryKey: referensiKeys.jenisKelas, queryFn: ({ signal }) => getJenisKelasRef(signal), staleTime: 10 * 60_000 });

export function useJenisKelasRef(options: { enabled?: boolean } = {}) {
  return useQuery({ ...jenisKelasRefQueryOptions(), ...options });
}
