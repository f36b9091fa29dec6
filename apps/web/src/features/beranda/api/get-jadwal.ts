import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { JadwalHarianItem } from '@lms/shared';
import { api } from '@/lib/api-client';

/** GET /v2/lms/beranda/jadwal?tanggal=YYYY-MM-DD: that day's classes for the 'Keterangan' list. */
export async function getJadwal(tanggal: string, signal?: AbortSignal): Promise<JadwalHarianItem[]> {
  return (await api.get<JadwalHarianItem[]>('/v2/lms/beranda/jadwal', { query: { tanggal }, signal })).data;
}

export const jadwalQueryOptions = (tanggal: string) =>
  queryOptions({
    queryKey: ['beranda', 'jadwal', tanggal],
    queryFn: ({ signal }) => getJadwal(tanggal, signal),
    placeholderData: keepPreviousData,
  });

export function useJadwal(tanggal: string | null) {
  return useQuery({ ...jadwalQueryOptions(tanggal ?? ''), enabled: !!tanggal });
}
