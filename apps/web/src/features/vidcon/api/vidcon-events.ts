import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent, useLiveResync } from '@/lib/live-stream';
import { refreshVidconViews, vidconKeys } from './keys';

/**
 * Live vidcon changes of the caller's classes (stream `vidcon`): another lecturer's edit, a student's join
 * ('x/y Peserta') reload the lists and the vidcon while this view is mounted.
 */
export function useVidconEvents() {
  const qc = useQueryClient();
  useLiveEvent('vidcon_changed', (e) => refreshVidconViews(qc, e));
  useLiveResync(() => void qc.invalidateQueries({ queryKey: vidconKeys.all }));
}
