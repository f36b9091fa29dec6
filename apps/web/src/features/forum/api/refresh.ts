import type { QueryClient } from '@tanstack/react-query';
import type { ForumItem } from '@lms/shared';
import { pertemuanKeys } from '@/features/pertemuan';
import { forumKeys } from './keys';

/** After a forum changed: forum lists and the forum, and its meeting (count_activity). */
export function refreshForumViews(qc: QueryClient, f: Pick<ForumItem, 'id' | 'id_pertemuan'>) {
  void qc.invalidateQueries({ queryKey: forumKeys.lists() });
  void qc.invalidateQueries({ queryKey: forumKeys.detail(f.id) });
  void qc.invalidateQueries({ queryKey: pertemuanKeys.detail(f.id_pertemuan) });
}
