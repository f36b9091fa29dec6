import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PertemuanListItem } from '@lms/shared';
import { api } from '@/lib/api-client';
import { kelasKeys } from './keys';

/** GET /v2/lms/kelas_kuliah/{id}/pertemuan: every meeting of the class by number (meeting navigation). */
export async function getPertemuanKelas(id: string, signal?: AbortSignal): Promise<PertemuanListItem[]> {
  return (await api.list<PertemuanListItem>(`/v2/lms/kelas_kuliah/${encodeURIComponent(id)}/pertemuan`, { signal })).data;
}

export const pertemuanKelasQueryOptions = (id: string) =>
  queryOptions({ queryKey: kelasKeys.pertemuan(id), queryFn: ({ signal }) => getPertemuanKelas(id, signal) });

/** '' (no class chosen yet) asks nothing: the path would be kelas_kuliah//pertemuan, a 400. */
export function usePertemuanKelas(id: string) {
  return useQuery({ ...pertemuanKelasQueryOptions(id), enabled: id !== '' });
}
