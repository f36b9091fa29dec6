import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { JenisTugas, StatusPertemuan, TugasItem } from '@lms/shared';
import { api } from '@/lib/api-client';
import { tugasKeys } from './keys';

/** Query of GET /v2/lms/tugas; arrays repeat their key. */
export type TugasListParams = {
  page: number;
  per_page: number;
  jenis_tugas?: JenisTugas[];
  id_kelas_kuliah?: string[];
  periode?: number[];
  id_pertemuan?: number;
  status?: StatusPertemuan[];
  belum_dikumpulkan?: boolean;
  search?: string | null;
  urutan?: 'terdekat' | 'waktu_selesai' | '-waktu_selesai';
  ignore_default_pagination?: boolean;
};

/** GET /v2/lms/tugas: tasks of the caller's classes; students get their own state, teachers the counts. */
export function getTugasList(params: TugasListParams, signal?: AbortSignal) {
  return api.list<TugasItem>('/v2/lms/tugas', { query: { ...params, search: params.search || null }, signal });
}

export const tugasListQueryOptions = (params: TugasListParams) =>
  queryOptions({ queryKey: [...tugasKeys.lists(), params], queryFn: ({ signal }) => getTugasList(params, signal), placeholderData: keepPreviousData });

export function useTugasList(params: TugasListParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...tugasListQueryOptions(params), ...options });
}
