import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LaporanKehadiranPesertaItem, LaporanKehadiranPesertaQuery } from '@lms/shared';
import { api } from '@/lib/api-client';
import type { QueryParams } from '@/lib/query-string';
import { kehadiranKeys } from './keys';

/** GET /v2/lms/laporan/kehadiran_peserta (paged, laporan read): classes with their attendance percentage and validation. */
export function getLaporanKehadiranPeserta(query: LaporanKehadiranPesertaQuery, signal?: AbortSignal) {
  return api.list<LaporanKehadiranPesertaItem>('/v2/lms/laporan/kehadiran_peserta', { query: query as QueryParams, signal });
}

export const laporanKehadiranPesertaQueryOptions = (query: LaporanKehadiranPesertaQuery) =>
  queryOptions({
    queryKey: [...kehadiranKeys.laporan('peserta'), query],
    queryFn: ({ signal }) => getLaporanKehadiranPeserta(query, signal),
    placeholderData: keepPreviousData,
  });

export function useLaporanKehadiranPeserta(query: LaporanKehadiranPesertaQuery) {
  return useQuery(laporanKehadiranPesertaQueryOptions(query));
}
