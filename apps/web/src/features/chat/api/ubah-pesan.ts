import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatPesan } from '@lms/shared';
import { api } from '@/lib/api-client';
import { chatKeys, enc, groupPath } from './keys';

/** PUT /v2/chat/group/{id}/thread/{threadId}/pesan/{idPesan} {isi}: the author edits while the thread is open. */
export function ubahPesan(id: string, threadId: string, idPesan: number, isi: string) {
  return api.put<ChatPesan>(groupPath(id, `/thread/${enc(threadId)}/pesan/${idPesan}`), { isi });
}

export function useUbahPesan(id: string, threadId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { idPesan: number; isi: string }) => ubahPesan(id, threadId, v.idPesan, v.isi),
    onSuccess: () => void qc.invalidateQueries({ queryKey: chatKeys.thread(id, threadId) }),
  });
}
