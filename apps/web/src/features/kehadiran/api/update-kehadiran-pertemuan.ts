import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KehadiranPertemuanResponse, UpdateKehadiranPertemuanBody } from '@lms/shared';
import { api } from '@/lib/api-client';
import { kehadiranKeys, refreshKehadiranViews } from './keys';

/** PUT /v2/lms/kehadiran_mahasiswa/pertemuan/{idPertemuan}: body data = [{nim, presensi, ada_presensi}]. */
export function updateKehadiranPertemuan(idPertemuan: number, body: UpdateKehadiranPertemuanBody) {
  return api.put<KehadiranPertemuanResponse>(`/v2/lms/kehadiran_mahasiswa/pertemuan/${idPertemuan}`, body);
}

export function useUpdateKehadiranPertemuan(idPertemuan: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateKehadiranPertemuanBody) => updateKehadiranPertemuan(idPertemuan, body),
    onSuccess: (res) => {
      qc.setQueryData(kehadiranKeys.pertemuan(idPertemuan), res.data);
      refreshKehadiranViews(qc, { idPertemuan, idKelas: res.data.pertemuan.kelas_kuliah.id });
    },
  });
}
