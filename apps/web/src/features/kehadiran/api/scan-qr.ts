import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScanQrResponse } from '@lms/shared';
import { api } from '@/lib/api-client';
import { refreshKehadiranViews } from './keys';

/** POST /v2/lms/kehadiran_mahasiswa/qr_code/scan {token}: marks the signed-in student H with is_qr_code. */
export function scanQr(token: string) {
  return api.post<ScanQrResponse>('/v2/lms/kehadiran_mahasiswa/qr_code/scan', { token });
}

export function useScanQr() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: scanQr,
    // The scan page shows the refusal itself (expired, not running ...): no toast on top of it.
    meta: { silent: true },
    onSuccess: (res) => refreshKehadiranViews(qc, { idPertemuan: res.data.id_pertemuan, idKelas: res.data.id_kelas_kuliah }),
  });
}
