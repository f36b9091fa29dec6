import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KehadiranPesertaRow, UpdateKehadiranMahasiswaBody } from '@lms/shared';
import { api } from '@/lib/api-client';
import { refreshKehadiranViews } from './keys';

/** PUT /v2/lms/kehadiran_mahasiswa/pertemuan/{idPertemuan}/mahasiswa/{nim}: is_hadir true → H, false → A. */
export function updateKehadiranMahasiswa(idPertemuan: number, nim: string, body: UpdateKehadiranMahasiswaBody) {
  return api.put<KehadiranPesertaRow>(`/v2/lms/kehadiran_mahasiswa/pertemuan/${idPertemuan}/mahasiswa/${encodeURIComponent(nim)}`, body);
}

export function useUpdateKehadiranMahasiswa(idPertemuan: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { nim: string; is_hadir: boolean }) => updateKehadiranMahasiswa(idPertemuan, v.nim, { is_hadir: v.is_hadir }),
    onSuccess: () => refreshKehadiranViews(qc, { idPertemuan }),
  });
}
