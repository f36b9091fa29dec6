import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VidconItem } from '@lms/shared';
import { api } from '@/lib/api-client';
import { refreshVidconViews } from './keys';

/** DELETE /v2/lms/vidcon/{id}: its joins and attendance facts go with it. */
export function deleteVidcon(id: number) {
  return api.delete<null>(`/v2/lms/vidcon/${id}`);
}

export function useDeleteVidcon() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: Pick<VidconItem, 'id' | 'id_pertemuan'>) => deleteVidcon(v.id),
    onSuccess: (_res, v) => refreshVidconViews(qc, v),
  });
}
