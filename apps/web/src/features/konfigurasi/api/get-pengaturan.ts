import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Pengaturan } from '@lms/shared';
import { api } from '@/lib/api-client';

/** GET /v2/lms/pengaturan: every setting of the college (operators with read on konfigurasi). */
export async function getPengaturan(): Promise<Pengaturan> {
  return (await api.get<Pengaturan>('/v2/lms/pengaturan')).data;
}

export const pengaturanQueryOptions = () => queryOptions({ queryKey: ['pengaturan', 'semua'], queryFn: getPengaturan });

export function usePengaturan() {
  return useQuery(pengaturanQueryOptions());
}
