import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent, useLiveResync } from '@/lib/live-stream';
import { materiKeys, refreshMateriViews } from './keys';

/**
 * Live material changes of the caller's classes (stream `materi`) and the caller's own attendance facts (a material
 * turned 'terpenuhi' in another tab): the lists reload while this view is mounted.
 */
export function useMateriEvents() {
  const qc = useQueryClient();
  useLiveEvent('materi_changed', (e) => refreshMateriViews(qc, e.id_pertemuan));
  useLiveEvent('aktivitas_selesai', (e) => {
    if (e.jenis === 'materi') void qc.invalidateQueries({ queryKey: materiKeys.lists() });
  });
  useLiveResync(() => void qc.invalidateQueries({ queryKey: materiKeys.all }));
}
