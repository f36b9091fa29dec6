import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent, useLiveResync } from '@/lib/live-stream';
import { chatKeys } from './keys';

/**
 * Live updates of a chat group (event `pesan_chat`, sent only to the group's members): the open thread and the
 * unread count refetch. `threadId` null: only the count (a chat button).
 */
export function useChatLive(id: string | null, threadId: string | null = null) {
  const qc = useQueryClient();
  useLiveEvent('pesan_chat', (e) => {
    if (!id || e.id_group !== id) return;
    void qc.invalidateQueries({ queryKey: chatKeys.belumDibaca(id) });
    if (threadId && e.id_thread === threadId) void qc.invalidateQueries({ queryKey: chatKeys.thread(id, threadId) });
  });
  useLiveResync(() => {
    if (id) void qc.invalidateQueries({ queryKey: ['chat', 'group', id] });
  });
}
