import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PenilaianUjianDetail } from '@lms/shared';
import { api } from '@/lib/api-client';
import { ujianKeys } from './keys';

/** GET /v2/lms/ujian/{id}/pengerjaan/{studentId}: one attempt beside its questions and keys. */
export async function getPenilaianDetail(id: number, idMahasiswa: number, signal?: AbortSignal) {
  return (await api.get<PenilaianUjianDetail>(`/v2/lms/ujian/${id}/pengerjaan/${idMahasiswa}`, { signal })).data;
}

export const penilaianDetailQueryOptions = (id: number, idMahasiswa: number) =>
  queryOptions({ queryKey: ujianKeys.penilaianDetail(id, idMahasiswa), queryFn: ({ signal }) => getPenilaianDetail(id, idMahasiswa, signal) });

export function usePenilaianDetail(id: number, idMahasiswa: number | null) {
  return useQuery({ ...penilaianDetailQueryOptions(id, idMahasiswa ?? 0), enabled: idMahasiswa !== null });
}
