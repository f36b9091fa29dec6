import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ImportHistoryItem } from '@lms/shared';
import { api } from '@/lib/api-client';

export type ImportHistoryParams = { page: number; per_page: number };

/** GET /v2/lms/import_master?page&per_page: earlier imports, newest first. */
export function getImportHistory(params: ImportHistoryParams, signal?: AbortSignal) {
  return api.list<ImportHistoryItem>('/v2/lms/import_master', { query: params, signal });
}

export const importHistoryQueryOptions = (params: ImportHistoryParams) =>
  queryOptions({
    queryKey: ['data-master', 'import-history', params],
    queryFn: ({ signal }) => getImportHistory(params, signal),
    placeholderData: keepPreviousData,
  });

export function useImportHistory(params: ImportHistoryParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...importHistoryQueryOptions(params), ...options });
}
