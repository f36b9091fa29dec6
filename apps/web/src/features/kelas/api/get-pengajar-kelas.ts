import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PengajarKelasItem } from '@lms/shared';
import { api } from '@/lib/api-client';
import { kelasKeys } from './keys';

/** GET /v2/lms/kelas_kuliah/{id}/pengajar: the class's teachers in order, with their study programme. */
export async function getPengajarKelas(id: string, signal?: AbortSignal): Promise<PengajarKelasItem[]> {
  return (await api.get<PengajarKelasItem[]>(`/v2/lms/kelas_kuliah/${encodeURIComponent(id)}/pengajar`, { signal })).data;
}

export const pengajarKelasQueryOptions = (id: string) =>
  queryOptions({ queryKey: kelasKeys.pengajar(id), queryFn: ({ signal }) => getPengajarKelas(id, signal) });

export function usePengajarKelas(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...pengajarKelasQueryOptions(id), ...options });
}
