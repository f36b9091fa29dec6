import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MataKuliahRefItem } from '@lms/shared';
import { api } from '@/lib/api-client';
import { bankSoalKeys } from './keys';

/**
 * GET /v2/lms/mata_kuliah/ref?id_dosen&ignore_default_pagination=true: the courses of a lecturer (a lecturer's
 * own when id_dosen is null), or every course of the college for an operator without id_dosen.
 */
export async function getMataKuliahRef(idDosen: number | null, signal?: AbortSignal) {
  const query = { ignore_default_pagination: true, ...(idDosen ? { id_dosen: idDosen } : {}) };
  return (await api.list<MataKuliahRefItem>('/v2/lms/mata_kuliah/ref', { query, signal })).data;
}

export const mataKuliahRefQueryOptions = (idDosen: number | null) =>
  queryOptions({ queryKey: bankSoalKeys.makulRef(idDosen), queryFn: ({ signal }) => getMataKuliahRef(idDosen, signal), staleTime: 5 * 60_000 });

export function useMataKuliahRef(idDosen: number | null, options: { enabled?: boolean } = {}) {
  return useQuery({ ...mataKuliahRefQueryOptions(idDosen), ...options });
}
