import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JenisPresensiDataItem } from '@lms/shared';
import { api } from '@/lib/api-client';
import { dataSistemKeys, pathTab } from './keys';

/** GET /v2/lms/data_sistem/jenis_presensi: izin and sakit with their names and switches. */
export async function getJenisPresensi(): Promise<JenisPresensiDataItem[]> {
  return (await api.get<JenisPresensiDataItem[]>(pathTab('jenis_presensi'))).data;
}

export const jenisPresensiQueryOptions = () => queryOptions({ queryKey: dataSistemKeys.tab('jenis_presensi'), queryFn: getJenisPresensi });

export function useJenisPresensi(options: { enabled?: boolean } = {}) {
  return useQuery({ ...jenisPresensiQueryOptions(), ...options });
}
