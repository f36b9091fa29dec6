import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KehadiranPesertaDetail } from '@lms/shared';
import { api } from '@/lib/api-client';
import { kehadiranKeys } from './keys';

/** GET /v2/lms/kehadiran_mahasiswa/kelas_kuliah/{id}/pertemuan/{idPertemuan}/me: the student's own row and its "why". */
export async function getKehadiranSaya(idKelas: string, idPertemuan: number, signal?: AbortSignal): Promise<KehadiranPesertaDetail> {
  return (
    await api.get<KehadiranPesertaDetail>(`/v2/lms/kehadiran_mahasiswa/kelas_kuliah/${encodeURIComponent(idKelas)}/pertemuan/${idPertemuan}/me`, { signal })
  ).data;
}

export const kehadiranSayaQueryOptions = (idKelas: string, idPertemuan: number) =>
  queryOptions({ queryKey: kehadiranKeys.saya(idKelas, idPertemuan), queryFn: ({ signal }) => getKehadiranSaya(idKelas, idPertemuan, signal) });

export function useKehadiranSaya(idKelas: string, idPertemuan: number, enabled = true) {
  return useQuery({ ...kehadiranSayaQueryOptions(idKelas, idPertemuan), enabled });
}
