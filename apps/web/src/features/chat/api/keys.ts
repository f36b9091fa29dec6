/** Query keys of the chat feature (one tree: a group's data, its threads' pages and its unread count). */
export const chatKeys = {
  all: ['chat'] as const,
  group: (id: string) => ['chat', 'group', id] as const,
  thread: (id: string, threadId: string) => ['chat', 'group', id, 'thread', threadId] as const,
  belumDibaca: (id: string) => ['chat', 'group', id, 'belum-dibaca'] as const,
};

export const enc = (v: string | number) => encodeURIComponent(String(v));
export const groupPath = (id: string, rest = '') => `/v2/chat/group/${enc(id)}${rest}`;
