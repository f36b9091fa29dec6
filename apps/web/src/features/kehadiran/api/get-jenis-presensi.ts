import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JenisPresensiResponse } from '@lms/shared';
import { api } from '@/lib/api-client';
import { kehadiranKeys } from './keys';

/** GET /v2/lms/kehadiran_mahasiswa/jenis_presensi: izin and sakit (I and S are offered only when active). */
export async function getJenisPresensi(signal?: AbortSignal): Promise<JenisPresensiResponse> {
  return (await api.get<JenisPresensiResponse>('/v2/lms/kehadiran_mahasiswa/jenis_presensi', { signal })).data;
}

export const jenisPresensiQueryOptions = () =>
  queryOptions({ queryKey: kehadiranKeys.jenisPresensi(), queryFn: ({ signal }) => getJenisPresensi(signal), staleTime: 5 * 60_000 });

export function useJenisPresensi(enabled = true) {
  return useQuery({ ...jenisPresensiQueryOptions(), enabled });
}
