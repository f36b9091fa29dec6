import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KehadiranDosenRowData } from '@lms/shared';
import { api } from '@/lib/api-client';
import { kehadiranKeys } from './keys';

/** GET /v2/lms/kehadiran_dosen/{idPertemuan}/me: the signed-in lecturer's own attendance in the meeting. */
export async function getKehadiranDosenMe(idPertemuan: number, signal?: AbortSignal): Promise<KehadiranDosenRowData> {
  return (await api.get<KehadiranDosenRowData>(`/v2/lms/kehadiran_dosen/${idPertemuan}/me`, { signal })).data;
}

export const kehadiranDosenMeQueryOptions = (idPertemuan: number) =>
  queryOptions({ queryKey: [...kehadiranKeys.dosen(idPertemuan), 'me'], queryFn: ({ signal }) => getKehadiranDosenMe(idPertemuan, signal) });

export function useKehadiranDosenMe(idPertemuan: number, enabled = true) {
  return useQuery({ ...kehadiranDosenMeQueryOptions(idPertemuan), enabled });
}
