import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LaporanKehadiranPengajarItem, LaporanKehadiranPengajarQuery } from '@lms/shared';
import { api } from '@/lib/api-client';
import type { QueryParams } from '@/lib/query-string';
import { kehadiranKeys } from './keys';

/** GET /v2/lms/laporan/kehadiran_pengajar (paged, laporan read): each lecturer in each meeting with start, end and validation. */
export function getLaporanKehadiranPengajar(query: LaporanKehadiranPengajarQuery, signal?: AbortSignal) {
  return api.list<LaporanKehadiranPengajarItem>('/v2/lms/laporan/kehadiran_pengajar', { query: query as QueryParams, signal });
}

export const laporanKehadiranPengajarQueryOptions = (query: LaporanKehadiranPengajarQuery) =>
  queryOptions({
    queryKey: [...kehadiranKeys.laporan('pengajar'), query],
    queryFn: ({ signal }) => getLaporanKehadiranPengajar(query, signal),
    placeholderData: keepPreviousData,
  });

export function useLaporanKehadiranPengajar(query: LaporanKehadiranPengajarQuery) {
  return useQuery(laporanKehadiranPengajarQueryOptions(query));
}
