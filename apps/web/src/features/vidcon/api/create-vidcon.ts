import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VidconCreateBody, VidconDetail } from '@lms/shared';
import { api } from '@/lib/api-client';
import { refreshVidconViews } from './keys';

/** POST /v2/lms/vidcon {aplikasi, catatan, id_pertemuan, judul, link, waktu_mulai, waktu_selesai}. */
export function createVidcon(body: VidconCreateBody) {
  return api.post<VidconDetail>('/v2/lms/vidcon', body);
}

export function useCreateVidcon() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createVidcon, onSuccess: (res) => refreshVidconViews(qc, res.data) });
}
