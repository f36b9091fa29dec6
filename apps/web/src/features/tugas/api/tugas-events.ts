import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent, useLiveResync } from '@/lib/live-stream';
import { refreshTugasViews, tugasKeys } from './keys';

/**
 * Live task changes of the caller's classes (stream `tugas`): another lecturer's edit, a hand-in, a group change or
 * a score reload the lists and that task while this view is mounted.
 */
export function useTugasEvents() {
  const qc = useQueryClient();
  useLiveEvent('tugas_changed', (e) => refreshTugasViews(qc, { id: e.id_tugas, id_pertemuan: e.id_pertemuan }));
  useLiveResync(() => void qc.invalidateQueries({ queryKey: tugasKeys.all }));
}
