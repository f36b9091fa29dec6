import type { QueryClient } from '@tanstack/react-query';
import { pertemuanKeys } from '@/features/pertemuan';

export const vidconKeys = {
  all: ['vidcon'] as const,
  lists: () => ['vidcon', 'list'] as const,
  detail: (id: number) => ['vidcon', 'detail', id] as const,
};

/**
 * After a vidcon changed (a write here, or another user's via the live event): vidcon lists and that vidcon reload;
 * the meeting's count_activity follows its vidcons.
 */
export function refreshVidconViews(qc: QueryClient, v: { id: number; id_pertemuan: number }) {
  void qc.invalidateQueries({ queryKey: vidconKeys.lists() });
  void qc.invalidateQueries({ queryKey: vidconKeys.detail(v.id) });
  void qc.invalidateQueries({ queryKey: pertemuanKeys.detail(v.id_pertemuan) });
}
