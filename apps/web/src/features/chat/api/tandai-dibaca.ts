import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatBelumDibaca } from '@lms/shared';
import { api } from '@/lib/api-client';
import { chatKeys, groupPath } from './keys';

/** PUT /v2/chat/group/{id}/dibaca {id_pesan?}: the caller has read the group up to a message (default: all). */
export async function tandaiDibaca(id: string, idPesan?: number) {
  return (await api.put<ChatBelumDibaca>(groupPath(id, '/dibaca'), idPesan ? { id_pesan: idPesan } : {})).data;
}

export function useTandaiDibaca(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (idPesan?: number) => tandaiDibaca(id, idPesan),
    onSuccess: (data) => qc.setQueryData(chatKeys.belumDibaca(id), data),
  });
}
