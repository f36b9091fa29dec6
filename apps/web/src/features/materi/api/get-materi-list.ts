import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListEnvelope, MateriItem, MateriListQuery } from '@lms/shared';
import { api } from '@/lib/api-client';
import { materiKeys } from './keys';

export type MateriListParams = Partial<Omit<MateriListQuery, 'ignore_default_pagination'>>;

/** GET /v2/lms/materi: a meeting's list (id_pertemuan) or the copy table (exclude_id_kelas_kuliah, search). */
export async function getMateriList(params: MateriListParams, signal?: AbortSignal): Promise<ListEnvelope<MateriItem>> {
  return api.list<MateriItem>('/v2/lms/materi', { query: params, signal });
}

export const materiListQueryOptions = (params: MateriListParams) =>
  queryOptions({ queryKey: materiKeys.list(params), queryFn: ({ signal }) => getMateriList(params, signal), placeholderData: keepPreviousData });

export function useMateriList(params: MateriListParams, enabled = true) {
  return useQuery({ ...materiListQueryOptions(params), enabled });
}
