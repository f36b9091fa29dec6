import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KelompokItem } from '@lms/shared';
import { api } from '@/lib/api-client';
import { refreshTugasViews } from './keys';

/** PUT /v2/lms/tugas/{id}/kelompok/{idKelompok}/ketua {id_mahasiswa}: 'Jadikan Ketua Kelompok'. */
export function jadikanKetua(id: number, idKelompok: number, idMahasiswa: number) {
  return api.put<KelompokItem>(`/v2/lms/tugas/${id}/kelompok/${idKelompok}/ketua`, { id_mahasiswa: idMahasiswa });
}

export function useJadikanKetua(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ idKelompok, idMahasiswa }: { idKelompok: number; idMahasiswa: number }) => jadikanKetua(id, idKelompok, idMahasiswa),
    onSuccess: () => refreshTugasViews(qc, { id }),
  });
}
