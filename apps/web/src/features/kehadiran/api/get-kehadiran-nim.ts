import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KehadiranPesertaDetail } from '@lms/shared';
import { api } from '@/lib/api-client';
import { kehadiranKeys } from './keys';

/** GET /v2/lms/kehadiran_mahasiswa/kelas_kuliah/{id}/pertemuan/{idPertemuan}/nim/{nim}: one student's row and detail. */
export async function getKehadiranNim(idKelas: string, idPertemuan: number, nim: string, signal?: AbortSignal): Promise<KehadiranPesertaDetail> {
  return (
    await api.get<KehadiranPesertaDetail>(
      `/v2/lms/kehadiran_mahasiswa/kelas_kuliah/${encodeURIComponent(idKelas)}/pertemuan/${idPertemuan}/nim/${encodeURIComponent(nim)}`,
      { signal },
    )
  ).data;
}

export const kehadiranNimQueryOptions = (idKelas: string, idPertemuan: number, nim: string) =>
  queryOptions({ queryKey: kehadiranKeys.nim(idKelas, idPertemuan, nim), queryFn: ({ signal }) => getKehadiranNim(idKelas, idPertemuan, nim, signal) });

export function useKehadiranNim(idKelas: string, idPertemuan: number | null, nim: string | null) {
  return useQuery({ ...kehadiranNimQueryOptions(idKelas, idPertemuan ?? 0, nim ?? ''), enabled: idPertemuan !== null && nim !== null });
}
