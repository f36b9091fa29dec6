import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KelayakanUjianItem } from '@lms/shared';
import { api } from '@/lib/api-client';
import { kehadiranKeys } from './keys';

/** GET /v2/lms/kehadiran_mahasiswa/kelayakan_ujian/me: the student's classes with attendance against the UAS minimum. */
export async function getKelayakanUjianSaya(signal?: AbortSignal): Promise<KelayakanUjianItem[]> {
  return (await api.list<KelayakanUjianItem>('/v2/lms/kehadiran_mahasiswa/kelayakan_ujian/me', { signal })).data;
}

export const kelayakanUjianSayaQueryOptions = () =>
  queryOptions({ queryKey: kehadiranKeys.kelayakanSaya(), queryFn: ({ signal }) => getKelayakanUjianSaya(signal), staleTime: 60_000 });

export function useKelayakanUjianSaya(enabled = true) {
  return useQuery({ ...kelayakanUjianSayaQueryOptions(), enabled });
}
