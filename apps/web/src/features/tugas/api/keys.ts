import type { QueryClient } from '@tanstack/react-query';
import { pertemuanKeys } from '@/features/pertemuan';

export const tugasKeys = {
  all: ['tugas'] as const,
  lists: () => ['tugas', 'list'] as const,
  detail: (id: number) => ['tugas', 'detail', id] as const,
  pengumpulanSaya: (id: number) => ['tugas', 'pengumpulan-saya', id] as const,
  penilaian: (id: number) => ['tugas', 'penilaian', id] as const,
  kelompok: (id: number) => ['tugas', 'kelompok', id] as const,
  peserta: (id: number) => ['tugas', 'peserta', id] as const,
};

/**
 * After a task changed (a write here, or another user's via the live event): lists, the task and what hangs on it
 * reload; the meeting's count_activity follows its tasks.
 */
export function refreshTugasViews(qc: QueryClient, t: { id: number; id_pertemuan?: number }) {
  void qc.invalidateQueries({ queryKey: tugasKeys.lists() });
  void qc.invalidateQueries({ queryKey: tugasKeys.detail(t.id) });
  void qc.invalidateQueries({ queryKey: tugasKeys.pengumpulanSaya(t.id) });
  void qc.invalidateQueries({ queryKey: tugasKeys.penilaian(t.id) });
  void qc.invalidateQueries({ queryKey: tugasKeys.kelompok(t.id) });
  void qc.invalidateQueries({ queryKey: tugasKeys.peserta(t.id) });
  if (t.id_pertemuan !== undefined) void qc.invalidateQueries({ queryKey: pertemuanKeys.detail(t.id_pertemuan) });
}
