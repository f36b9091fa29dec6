import { PESAN_KEHADIRAN, type JobStatus } from '@lms/shared';

/** The last known recalculation state of a class (spec 2 §4: processing, then completed; calc-percentage event). */
export type ProsesPersentase = { status: JobStatus; progress: number } | null;

/**
 * 'Update Progres' button state: disabled with 'Sedang ada proses update' while the class's recalculation is
 * processing (spec 2 §4), enabled otherwise (no run yet, completed or failed).
 */
export function tombolUpdateProgres(proses: ProsesPersentase, sedangKirim = false): { disabled: boolean; tooltip: string | null } {
  if (sedangKirim || proses?.status === 'processing') return { disabled: true, tooltip: PESAN_KEHADIRAN.sedangProses };
  return { disabled: false, tooltip: null };
}

/** The next state from an event of another source: events about other classes are ignored. */
export function terapkanEventPersentase(
  state: ProsesPersentase,
  idKelas: string,
  e: { id_kelas_kuliah: string; status: JobStatus; progress: number },
): ProsesPersentase {
  if (e.id_kelas_kuliah !== idKelas) return state;
  return { status: e.status, progress: e.progress };
}
