import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatGroup, ChatGroupBody } from '@lms/shared';
import { api } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { chatKeys, groupPath } from './keys';

/** GET /v2/chat/group/{id}: the group, its members and threads, and the caller's unread count. */
export async function getChatGroup(id: string, signal?: AbortSignal): Promise<ChatGroup> {
  return (await api.get<ChatGroup>(groupPath(id), { signal })).data;
}

/** POST /v2/chat/group/{id} {name, usage, members}: creates an LMS group (the server decides its members). */
export async function createChatGroup(id: string, body: ChatGroupBody): Promise<ChatGroup> {
  return (await api.post<ChatGroup>(groupPath(id), body)).data;
}

/**
 * The spec's flow (spec 2 §7): fetch the group; when the fetch fails because it does not exist yet, create it and
 * use what the server returns.
 */
export async function getOrCreateChatGroup(id: string, name: string, signal?: AbortSignal): Promise<ChatGroup> {
  try {
    return await getChatGroup(id, signal);
  } catch (err) {
    if (!isApiError(err) || err.statusCode !== 404) throw err;
    return createChatGroup(id, { name, usage: 'lms', members: [] });
  }
}

export const chatGroupQueryOptions = (id: string, name: string) =>
  queryOptions({ queryKey: chatKeys.group(id), queryFn: ({ signal }) => getOrCreateChatGroup(id, name, signal), retry: false });

export function useChatGroup(id: string | null, name = 'Komentar') {
  return useQuery({ ...chatGroupQueryOptions(id ?? '', name), enabled: id !== null });
}
