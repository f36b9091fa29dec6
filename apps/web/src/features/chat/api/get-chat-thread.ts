import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { CHAT_PER_PAGE, type ChatPesan, type ChatThreadDetail } from '@lms/shared';
import { api } from '@/lib/api-client';
import { chatKeys, enc, groupPath } from './keys';

/** GET /v2/chat/group/{id}/thread/{threadId}?sebelum=&limit=: a page of top-level messages, each with its answers. */
export async function getChatThread(id: string, threadId: string, sebelum: number | undefined, signal?: AbortSignal): Promise<ChatThreadDetail> {
  return (await api.get<ChatThreadDetail>(groupPath(id, `/thread/${enc(threadId)}`), { signal, query: { sebelum, limit: CHAT_PER_PAGE } })).data;
}

/** Pages go back in time: the first page is the newest; `sebelum` of a page is the cursor of the next (older) one. */
export const chatThreadQueryOptions = (id: string, threadId: string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.thread(id, threadId),
    queryFn: ({ signal, pageParam }) => getChatThread(id, threadId, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.cursor.sebelum ?? undefined,
  });

export function useChatThread(id: string | null, threadId: string | null) {
  return useInfiniteQuery({ ...chatThreadQueryOptions(id ?? '', threadId ?? ''), enabled: id !== null && threadId !== null });
}

/** The loaded messages oldest first (older pages come later in `pages`). */
export function pesanDariHalaman(data: InfiniteData<ChatThreadDetail> | undefined): ChatPesan[] {
  if (!data) return [];
  return [...data.pages].reverse().flatMap((p) => p.pesan);
}
