import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KehadiranDosenPertemuan } from '@lms/shared';
import { api } from '@/lib/api-client';
import { kehadiranKeys } from './keys';

/** GET /v2/lms/kehadiran_dosen/{idPertemuan}: each lecturer's attendance, the requirements and whether it may change. */
export async function getKehadiranDosen(idPertemuan: number, signal?: AbortSignal): Promise<KehadiranDosenPertemuan> {
  return (await api.get<KehadiranDosenPertemuan>(`/v2/lms/kehadiran_dosen/${idPertemuan}`, { signal })).data;
}

export const kehadiranDosenQueryOptions = (idPertemuan: number) =>
  queryOptions({ queryKey: kehadiranKeys.dosen(idPertemuan), queryFn: ({ signal }) => getKehadiranDosen(idPertemuan, signal) });

export function useKehadiranDosen(idPertemuan: number, enabled = true) {
  return useQuery({ ...kehadiranDosenQueryOptions(idPertemuan), enabled });
}
