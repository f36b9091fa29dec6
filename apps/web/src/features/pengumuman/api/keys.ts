/** Query keys of announcements: every mutation invalidates the whole tree (readers' list, dashboard card, management). */
export const pengumumanKeys = {
  all: ['pengumuman'] as const,
  kelola: (params: object) => ['pengumuman', 'kelola', params] as const,
};
