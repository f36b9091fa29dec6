import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AktivitasNilaiItem } from '@lms/shared';
import { api } from '@/lib/api-client';
import { nilaiBase, nilaiKeys } from './keys';

/** GET …/aktivitas: the class's graded activities (choices of the component modal). */
export async function getAktivitasNilai(id: string, signal?: AbortSignal) {
  return (await api.get<AktivitasNilaiItem[]>(`${nilaiBase(id)}/aktivitas`, { signal })).data;
}

export const aktivitasNilaiQueryOptions = (id: string) => queryOptions({ queryKey: nilaiKeys.aktivitas(id), queryFn: ({ signal }) => getAktivitasNilai(id, signal) });

export function useAktivitasNilai(id: string, enabled: boolean) {
  return useQuery({ ...aktivitasNilaiQueryOptions(id), enabled });
}
