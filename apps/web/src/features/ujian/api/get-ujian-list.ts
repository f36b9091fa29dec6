import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { JenisUjian, StatusUjian, UjianItem } from '@lms/shared';
import { api } from '@/lib/api-client';
import { ujianKeys } from './keys';

export type UjianListParams = {
  page: number;
  per_page: number;
  jenis?: JenisUjian[];
  status?: StatusUjian[];
  id_kelas_kuliah?: string | null;
  id_pertemuan?: number | null;
  periode?: number | null;
  search?: string | null;
  exclude_id_kelas_kuliah?: string | null;
  id_mata_kuliah?: number | null;
  tanpa_remedial?: boolean;
};

/** GET /v2/lms/ujian: exams the caller may see (filters jenis, status, class, meeting, period, search; copy tab). */
export function getUjianList(params: UjianListParams, signal?: AbortSignal) {
  return api.list<UjianItem>('/v2/lms/ujian', { query: params, signal });
}

export const ujianListQueryOptions = (params: UjianListParams) =>
  queryOptions({ queryKey: ujianKeys.list(params), queryFn: ({ signal }) => getUjianList(params, signal), placeholderData: keepPreviousData });

export function useUjianList(params: UjianListParams, enabled = true) {
  return useQuery({ ...ujianListQueryOptions(params), enabled });
}
