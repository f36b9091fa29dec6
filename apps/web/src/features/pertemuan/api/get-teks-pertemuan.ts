import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PertemuanTeksItem } from '@lms/shared';
import { api } from '@/lib/api-client';
import { pertemuanKeys } from './get-pertemuan';

/** GET /v2/lms/pertemuan/{id}/teks: the meeting's text activities. */
export async function getTeksPertemuan(id: number, signal?: AbortSignal): Promise<PertemuanTeksItem[]> {
  return (await api.list<PertemuanTeksItem>(`/v2/lms/pertemuan/${id}/teks`, { signal })).data;
}

export const teksPertemuanQueryOptions = (id: number) =>
  queryOptions({ queryKey: pertemuanKeys.teks(id), queryFn: ({ signal }) => getTeksPertemuan(id, signal) });

export function useTeksPertemuan(id: number) {
  return useQuery(teksPertemuanQueryOptions(id));
}
