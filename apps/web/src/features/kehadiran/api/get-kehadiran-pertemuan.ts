import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KehadiranPertemuanResponse } from '@lms/shared';
import { api } from '@/lib/api-client';
import { kehadiranKeys } from './keys';

/** GET /v2/lms/kehadiran_mahasiswa/pertemuan/{idPertemuan}: info box, counts, `can` flags and every participant row. */
export async function getKehadiranPertemuan(idPertemuan: number, signal?: AbortSignal): Promise<KehadiranPertemuanResponse> {
  return (await api.get<KehadiranPertemuanResponse>(`/v2/lms/kehadiran_mahasiswa/pertemuan/${idPertemuan}`, { signal })).data;
}

export const kehadiranPertemuanQueryOptions = (idPertemuan: number) =>
  queryOptions({ queryKey: kehadiranKeys.pertemuan(idPertemuan), queryFn: ({ signal }) => getKehadiranPertemuan(idPertemuan, signal) });

export function useKehadiranPertemuan(idPertemuan: number, enabled = true) {
  return useQuery({ ...kehadiranPertemuanQueryOptions(idPertemuan), enabled });
}
