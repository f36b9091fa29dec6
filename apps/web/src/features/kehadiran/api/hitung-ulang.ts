import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KehadiranPertemuanResponse } from '@lms/shared';
import { api } from '@/lib/api-client';
import { kehadiranKeys, refreshKehadiranViews } from './keys';

/** POST /v2/lms/kehadiran_mahasiswa/pertemuan/{idPertemuan}/hitung_ulang (no body): recomputes this meeting's progress. */
export function hitungUlangKehadiran(idPertemuan: number) {
  return api.post<KehadiranPertemuanResponse>(`/v2/lms/kehadiran_mahasiswa/pertemuan/${idPertemuan}/hitung_ulang`);
}

export function useHitungUlangKehadiran(idPertemuan: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => hitungUlangKehadiran(idPertemuan),
    onSuccess: (res) => {
      qc.setQueryData(kehadiranKeys.pertemuan(idPertemuan), res.data);
      refreshKehadiranViews(qc, { idPertemuan, idKelas: res.data.pertemuan.kelas_kuliah.id });
    },
  });
}
