import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { chatKeys, enc, groupPath } from './keys';

/** DELETE /v2/chat/group/{id}/thread/{threadId}/pesan/{idPesan}: the author (thread open) or a teacher of the class. */
export function hapusPesan(id: string, threadId: string, idPesan: number) {
  return api.delete<null>(groupPath(id, `/thread/${enc(threadId)}/pesan/${idPesan}`));
}

export function useHapusPesan(id: string, threadId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (idPesan: number) => hapusPesan(id, threadId, idPesan),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: chatKeys.thread(id, threadId) });
      void qc.invalidateQueries({ queryKey: chatKeys.belumDibaca(id) });
    },
  });
}
