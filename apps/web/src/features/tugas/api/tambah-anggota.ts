import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KelompokItem } from '@lms/shared';
import { api } from '@/lib/api-client';
import { refreshTugasViews } from './keys';

/** POST /v2/lms/tugas/{id}/kelompok/{idKelompok}/anggota {id_mahasiswa[]}: add or move students into the group. */
export function tambahAnggota(id: number, idKelompok: number, idMahasiswa: number[]) {
  return api.post<KelompokItem>(`/v2/lms/tugas/${id}/kelompok/${idKelompok}/anggota`, { id_mahasiswa: idMahasiswa });
}

export function useTambahAnggota(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ idKelompok, idMahasiswa }: { idKelompok: number; idMahasiswa: number[] }) => tambahAnggota(id, idKelompok, idMahasiswa),
    onSuccess: () => refreshTugasViews(qc, { id }),
  });
}
