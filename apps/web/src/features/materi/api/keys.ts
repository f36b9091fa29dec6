import type { QueryClient } from '@tanstack/react-query';
import type { MateriListQuery } from '@lms/shared';
import { pertemuanKeys } from '@/features/pertemuan';

/** Query keys of the materials area. */
export const materiKeys = {
  all: ['materi'] as const,
  lists: () => ['materi', 'list'] as const,
  list: (params: Partial<MateriListQuery>) => ['materi', 'list', params] as const,
  detail: (id: number) => ['materi', 'detail', id] as const,
};

/**
 * After materials of a meeting changed (here or, via SSE, elsewhere): the lists reload, and the meeting's
 * count_activity with them.
 */
export function refreshMateriViews(qc: QueryClient, idPertemuan?: number) {
  void qc.invalidateQueries({ queryKey: materiKeys.all });
  if (idPertemuan !== undefined) void qc.invalidateQueries({ queryKey: pertemuanKeys.detail(idPertemuan) });
}
