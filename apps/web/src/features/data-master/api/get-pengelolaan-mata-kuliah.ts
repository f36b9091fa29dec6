import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PengelolaanMataKuliah } from '@lms/shared';
import { api } from '@/lib/api-client';

/** GET /v2/lms/mata_kuliah/pengelolaan: whether courses are changed here (the built-in academic system). */
export async function getPengelolaanMataKuliah(): Promise<PengelolaanMataKuliah> {
  return (await api.get<PengelolaanMataKuliah>('/v2/lms/mata_kuliah/pengelolaan')).data;
}

export const pengelolaanMataKuliahQueryOptions = () =>
  queryOptions({ queryKey: ['data-master', 'makul-pengelolaan'], queryFn: getPengelolaanMataKuliah, staleTime: 10 * 60_000 });

export function usePengelolaanMataKuliah(options: { enabled?: boolean } = {}) {
  return useQuery({ ...pengelolaanMataKuliahQueryOptions(), ...options });
}
