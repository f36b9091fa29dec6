import { useMutation } from '@tanstack/react-query';
import type { ChatLampiran } from '@lms/shared';
import { api } from '@/lib/api-client';
import { groupPath } from './keys';

/** POST /v2/chat/group/{id}/lampiran (multipart `file`): a draft attachment, sent with the next message. */
export async function unggahLampiran(id: string, file: File) {
  const form = new FormData();
  form.append('file', file);
  return (await api.post<ChatLampiran>(groupPath(id, '/lampiran'), form)).data;
}

export function useUnggahLampiran(id: string) {
  return useMutation({ mutationFn: (file: File) => unggahLampiran(id, file) });
}
