import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VidconDetail, VidconUpdateBody } from '@lms/shared';
import { api } from '@/lib/api-client';
import { refreshVidconViews } from './keys';

/** PUT /v2/lms/vidcon/{id}: the form's whole payload. */
export function updateVidcon(id: number, body: VidconUpdateBody) {
  return api.put<VidconDetail>(`/v2/lms/vidcon/${id}`, body);
}

export function useUpdateVidcon() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: VidconUpdateBody }) => updateVidcon(id, body),
    // The meeting it left (if it moved) reloads too.
    onSuccess: (res, { body }) => {
      refreshVidconViews(qc, res.data);
      if (body.id_pertemuan && body.id_pertemuan !== res.data.id_pertemuan) refreshVidconViews(qc, { id: res.data.id, id_pertemuan: body.id_pertemuan });
    },
  });
}
