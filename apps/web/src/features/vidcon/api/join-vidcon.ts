import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VidconItem, VidconJoinResult } from '@lms/shared';
import { api } from '@/lib/api-client';
import { refreshVidconViews } from './keys';

/** PUT /v2/lms/vidcon/{id}/join: records the join and answers the link to open. */
export function joinVidcon(id: number) {
  return api.put<VidconJoinResult>(`/v2/lms/vidcon/${id}/join`);
}

export function useJoinVidcon() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: Pick<VidconItem, 'id' | 'id_pertemuan'>) => joinVidcon(v.id),
    onSuccess: (_res, v) => refreshVidconViews(qc, v),
  });
}
