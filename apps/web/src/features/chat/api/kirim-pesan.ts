import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatPesan, ChatPesanBody } from '@lms/shared';
import { api } from '@/lib/api-client';
import { chatKeys, enc, groupPath } from './keys';

/** POST /v2/chat/group/{id}/thread/{threadId} {isi, id_induk?, lampiran?}: a message or an answer. */
export function kirimPesan(id: string, threadId: string, body: ChatPesanBody) {
  return api.post<ChatPesan>(groupPath(id, `/thread/${enc(threadId)}`), body);
}

export function useKirimPesan(id: string, threadId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ChatPesanBody) => kirimPesan(id, threadId, body),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: chatKeys.thread(id, threadId) });
      void qc.invalidateQueries({ queryKey: chatKeys.belumDibaca(id) });
    },
  });
}
