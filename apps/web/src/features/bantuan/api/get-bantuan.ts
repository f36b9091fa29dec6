import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BantuanItem, BantuanTopikItem, Role, SumberBantuan, TopikBantuan } from '@lms/shared';
import { api } from '@/lib/api-client';

export type BantuanFilter = { search?: string; topik?: TopikBantuan; peran?: Role; sumber?: SumberBantuan };
export type BantuanListParams = BantuanFilter & { page: number; per_page: number };

export const bantuanKeys = {
  all: ['bantuan'] as const,
  list: (p: BantuanListParams) => ['bantuan', 'list', p] as const,
  topik: (f: Omit<BantuanFilter, 'topik'>) => ['bantuan', 'topik', f] as const,
};

/** GET /v2/lms/bantuan: articles for the caller's role (operators: every role), full-text search. */
export function getBantuanList(params: BantuanListParams, signal?: AbortSignal) {
  return api.list<BantuanItem>('/v2/lms/bantuan', { query: params, signal });
}

export function useBantuanList(params: BantuanListParams) {
  return useQuery(queryOptions({ queryKey: bantuanKeys.list(params), queryFn: ({ signal }) => getBantuanList(params, signal), placeholderData: keepPreviousData }));
}

/** GET /v2/lms/bantuan/topik: every topic with its number of articles for the same search. */
export async function getBantuanTopik(filter: Omit<BantuanFilter, 'topik'>, signal?: AbortSignal) {
  return (await api.get<BantuanTopikItem[]>('/v2/lms/bantuan/topik', { query: filter, signal })).data;
}

export function useBantuanTopik(filter: Omit<BantuanFilter, 'topik'>) {
  return useQuery({ queryKey: bantuanKeys.topik(filter), queryFn: ({ signal }) => getBantuanTopik(filter, signal), placeholderData: keepPreviousData });
}
