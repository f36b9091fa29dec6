import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LaporanKeaktifanPengajarItem, LaporanKeaktifanPengajarQuery } from '@lms/shared';
import { api } from '@/lib/api-client';
import type { QueryParams } from '@/lib/query-string';
import { kehadiranKeys } from './keys';

/** GET /v2/lms/laporan/keaktifan_pengajar (paged, laporan read): per lecturer meetings started/ended on time, activities and grading. */
export function getLaporanKeaktifanPengajar(query: LaporanKeaktifanPengajarQuery, signal?: AbortSignal) {
  return api.list<LaporanKeaktifanPengajarItem>('/v2/lms/laporan/keaktifan_pengajar', { query: query as QueryParams, signal });
}

export const laporanKeaktifanPengajarQueryOptions = (query: LaporanKeaktifanPengajarQuery) =>
  queryOptions({
    queryKey: [...kehadiranKeys.laporan('keaktifan'), query],
    queryFn: ({ signal }) => getLaporanKeaktifanPengajar(query, signal),
    placeholderData: keepPreviousData,
  });

export function useLaporanKeaktifanPengajar(query: LaporanKeaktifanPengajarQuery) {
  return useQuery(laporanKeaktifanPengajarQueryOptions(query));
}
