import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PenilaianItem, StatusPengumpulan } from '@lms/shared';
import { api } from '@/lib/api-client';
import { tugasKeys } from './keys';

export type PenilaianParams = { status?: StatusPengumpulan[]; id_kelompok?: number; search?: string | null };

/** GET /v2/lms/tugas/{id}/pengumpulan: every participant with their submission state, files and score. */
export function getPenilaian(id: number, params: PenilaianParams, signal?: AbortSignal) {
  return api.list<PenilaianItem>(`/v2/lms/tugas/${id}/pengumpulan`, { query: { ...params, search: params.search || null, ignore_default_pagination: true }, signal });
}

export const penilaianQueryOptions = (id: number, params: PenilaianParams) =>
  queryOptions({ queryKey: [...tugasKeys.penilaian(id), params], queryFn: ({ signal }) => getPenilaian(id, params, signal), placeholderData: keepPreviousData });

export function usePenilaian(id: number, params: PenilaianParams, enabled = true) {
  return useQuery({ ...penilaianQueryOptions(id, params), enabled });
}
