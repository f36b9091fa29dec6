import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TabDataSistem } from '@lms/shared';
import { api } from '@/lib/api-client';
import { dataSistemKeys, pathTab } from './keys';

export type DataSistemListParams = { page: number; per_page: number; search?: string };

/** GET /v2/lms/data_sistem/{tab}: one page of a tab (periode, sesi_kuliah, ruangan, jenis_kelas, label_kelas, kampus). */
export function getDataSistemList<T>(tab: TabDataSistem, params: DataSistemListParams, signal?: AbortSignal) {
  return api.list<T>(pathTab(tab), { query: params, signal });
}

export const dataSistemListQueryOptions = <T,>(tab: TabDataSistem, params: DataSistemListParams) =>
  queryOptions({
    queryKey: dataSistemKeys.list(tab, params),
    queryFn: ({ signal }) => getDataSistemList<T>(tab, params, signal),
    placeholderData: keepPreviousData,
  });

export function useDataSistemList<T>(tab: TabDataSistem, params: DataSistemListParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...dataSistemListQueryOptions<T>(tab, params), ...options });
}
