import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KelompokItem } from '@lms/shared';
import { api } from '@/lib/api-client';
import { refreshTugasViews } from './keys';

/** DELETE /v2/lms/tugas/{id}/kelompok/{idKelompok}/anggota/{idMahasiswa}: 'Hapus Anggota'. */
export function hapusAnggota(id: number, idKelompok: number, idMahasiswa: number) {
  return api.delete<KelompokItem>(`/v2/lms/tugas/${id}/kelompok/${idKelompok}/anggota/${idMahasiswa}`);
}

export function useHapusAnggota(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ idKelompok, idMahasiswa }: { idKelompok: number; idMahasiswa: number }) => hapusAnggota(id, idKelompok, idMahasiswa),
    onSuccess: () => refreshTugasViews(qc, { id }),
  });
}
