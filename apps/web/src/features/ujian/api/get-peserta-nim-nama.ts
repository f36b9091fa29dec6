import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NimNamaItem } from '@lms/shared';
import { api } from '@/lib/api-client';
import { ujianKeys } from './keys';

/** GET /v2/lms/kelas_kuliah/{id}/peserta/nim_nama: the class's participants for the remedial list (spec 2 §7). */
export async function getPesertaNimNama(idKelas: string, signal?: AbortSignal) {
  return (await api.get<NimNamaItem[]>(`/v2/lms/kelas_kuliah/${encodeURIComponent(idKelas)}/peserta/nim_nama`, { signal })).data;
}

export function usePesertaNimNama(idKelas: string, enabled = true) {
  return useQuery({ ...queryOptions({ queryKey: ujianKeys.peserta(idKelas), queryFn: ({ signal }) => getPesertaNimNama(idKelas, signal) }), enabled });
}
