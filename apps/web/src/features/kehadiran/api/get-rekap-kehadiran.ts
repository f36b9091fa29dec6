import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RekapKehadiranKelas, RekapKehadiranQuery } from '@lms/shared';
import { api } from '@/lib/api-client';
import { kehadiranKeys } from './keys';

/** GET /v2/lms/kehadiran_mahasiswa/kelas_kuliah/{id}: meeting columns and one row per student (a student: only theirs). */
export async function getRekapKehadiran(idKelas: string, query: RekapKehadiranQuery = {}, signal?: AbortSignal): Promise<RekapKehadiranKelas> {
  return (
    await api.get<RekapKehadiranKelas>(`/v2/lms/kehadiran_mahasiswa/kelas_kuliah/${encodeURIComponent(idKelas)}`, {
      query: { nim: query.nim || null, search: query.search || null },
      signal,
    })
  ).data;
}

export const rekapKehadiranQueryOptions = (idKelas: string, query: RekapKehadiranQuery = {}) =>
  queryOptions({ queryKey: [...kehadiranKeys.rekap(idKelas), query], queryFn: ({ signal }) => getRekapKehadiran(idKelas, query, signal) });

export function useRekapKehadiran(idKelas: string, query: RekapKehadiranQuery = {}) {
  return useQuery(rekapKehadiranQueryOptions(idKelas, query));
}
