import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent, useLiveResync } from '@/lib/live-stream';
import { ujianKeys } from './keys';

/**
 * Live events of the exam stream (the app's one stream carries `ujian`): a changed window or duration reloads the
 * exam and the attempt (the countdown follows the new deadline), an announcement reloads the attempt, a closed
 * attempt (teacher, server) reloads it. Events of other exams are ignored.
 */
export function useUjianEvents(idUjian: number, handlers: { onTimeChanged?: () => void; onPengumuman?: () => void; onDitutup?: () => void } = {}) {
  const qc = useQueryClient();
  const reload = () => {
    void qc.invalidateQueries({ queryKey: ujianKeys.detail(idUjian) });
    void qc.invalidateQueries({ queryKey: ujianKeys.me(idUjian) });
  };
  useLiveEvent('time_changed', (e) => {
    if (e.id_ujian !== idUjian) return;
    reload();
    void qc.invalidateQueries({ queryKey: ujianKeys.lists() });
    handlers.onTimeChanged?.();
  });
  useLiveEvent('pengumuman_ujian', (e) => {
    if (e.id_ujian !== idUjian) return;
    void qc.invalidateQueries({ queryKey: ujianKeys.me(idUjian) });
    void qc.invalidateQueries({ queryKey: ujianKeys.pengumuman(idUjian) });
    handlers.onPengumuman?.();
  });
  useLiveEvent('pengerjaan_ditutup', (e) => {
    if (e.id_ujian !== idUjian) return;
    reload();
    handlers.onDitutup?.();
  });
  useLiveResync(reload);
}
