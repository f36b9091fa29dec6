import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PratinjauKirim } from '@lms/shared';
import { api } from '@/lib/api-client';
import { nilaiBase, nilaiKeys } from './keys';

/** GET …/komponen/{id}/pratinjau_kirim: the dry-run diff of a send. */
export async function getPratinjauKirim(id: string, komponenId: number, signal?: AbortSignal) {
  return (await api.get<PratinjauKirim>(`${nilaiBase(id)}/komponen/${komponenId}/pratinjau_kirim`, { signal })).data;
}

export const pratinjauKirimQueryOptions = (id: string, komponenId: number) =>
  queryOptions({ queryKey: nilaiKeys.pratinjau(id, komponenId), queryFn: ({ signal }) => getPratinjauKirim(id, komponenId, signal) });

export function usePratinjauKirim(id: string, komponenId: number | null) {
  return useQuery({ ...pratinjauKirimQueryOptions(id, komponenId ?? 0), enabled: komponenId !== null });
}
