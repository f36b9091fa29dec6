import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NilaiKelasKuliah } from '@lms/shared';
import { api } from '@/lib/api-client';
import { nilaiBase, nilaiKeys } from './keys';

/** GET /v2/lms/nilai/kelas_kuliah/{id}: the class gradebook. */
export async function getNilaiKelas(id: string, signal?: AbortSignal) {
  return (await api.get<NilaiKelasKuliah>(nilaiBase(id), { signal })).data;
}

export const nilaiKelasQueryOptions = (id: string) => queryOptions({ queryKey: nilaiKeys.kelas(id), queryFn: ({ signal }) => getNilaiKelas(id, signal) });

export function useNilaiKelas(id: string, enabled = true) {
  return useQuery({ ...nilaiKelasQueryOptions(id), enabled });
}
