import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RiwayatKirimItem } from '@lms/shared';
import { api } from '@/lib/api-client';
import { nilaiBase, nilaiKeys } from './keys';

/** GET …/riwayat_kirim: the send ledger, newest first. */
export function getRiwayatKirim(id: string, page: number, perPage: number, signal?: AbortSignal) {
  return api.list<RiwayatKirimItem>(`${nilaiBase(id)}/riwayat_kirim`, { query: { page, per_page: perPage }, signal });
}

export const riwayatKirimQueryOptions = (id: string, page: number, perPage: number) =>
  queryOptions({ queryKey: [...nilaiKeys.riwayat(id), page, perPage], queryFn: ({ signal }) => getRiwayatKirim(id, page, perPage, signal), placeholderData: keepPreviousData });

export function useRiwayatKirim(id: string, page: number, perPage: number, enabled: boolean) {
  return useQuery({ ...riwayatKirimQueryOptions(id, page, perPage), enabled });
}
