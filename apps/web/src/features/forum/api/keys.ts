import type { ForumListQuery } from '@lms/shared';

export const forumKeys = {
  all: ['forum'] as const,
  lists: () => ['forum', 'list'] as const,
  list: (q: ForumListQuery) => ['forum', 'list', q] as const,
  detail: (id: number) => ['forum', 'detail', id] as const,
  keaktifan: (id: number) => ['forum', 'keaktifan', id] as const,
};
