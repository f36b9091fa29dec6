import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { KelasListItem, ModeKuliah, StatusKelas } from '@lms/shared';
import { api } from '@/lib/api-client';
import { kelasKeys } from './keys';

/** Query of GET /v2/lms/kelas_kuliah (spec 1 §3 shared filter parameters); arrays repeat their key. */
export type KelasListParams = {
  page: number;
  per_page: number;
  periode?: number | number[] | null;
  search?: string | null;
  id_mata_kuliah?: number[];
  id_kelas?: number[];
  id_jenis_kelas?: number[];
  id_prodi?: number[];
  id_prodi_kelas?: number[];
  id_prodi_mata_kuliah?: number[];
  mode_kuliah?: ModeKuliah[];
  id_dosen?: number[];
  status?: StatusKelas[];
};

/** GET /v2/lms/kelas_kuliah: students get their classes, lecturers the ones they teach, operators all. */
export function getKelasList(params: KelasListParams, signal?: AbortSignal) {
  return api.list<KelasListItem>('/v2/lms/kelas_kuliah', { query: { ...params, search: params.search || null }, signal });
}

export const kelasListQueryOptions = (params: KelasListParams) =>
  queryOptions({
    queryKey: [...kelasKeys.lists(), params],
    // The abort signal lets a newer request cancel the previous one (spec 1 §7).
    queryFn: ({ signal }) => getKelasList(params, signal),
    placeholderData: keepPreviousData,
  });

export function useKelasList(params: KelasListParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...kelasListQueryOptions(params), ...options });
}
