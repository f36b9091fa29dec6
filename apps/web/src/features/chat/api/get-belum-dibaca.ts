import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatBelumDibaca } from '@lms/shared';
import { api } from '@/lib/api-client';
import { chatKeys, groupPath } from './keys';

/** GET /v2/chat/group/{id}/belum_dibaca: the caller's unread count (the chat button's indicator). */
export async function getBelumDibaca(id: string, signal?: AbortSignal): Promise<ChatBelumDibaca> {
  return (await api.get<ChatBelumDibaca>(groupPath(id, '/belum_dibaca'), { signal })).data;
}

export const belumDibacaQueryOptions = (id: string) =>
  queryOptions({ queryKey: chatKeys.belumDibaca(id), queryFn: ({ signal }) => getBelumDibaca(id, signal), retry: false });

export function useBelumDibaca(id: string | null) {
  return useQuery({ ...belumDibacaQueryOptions(id ?? ''), enabled: id !== null });
}
