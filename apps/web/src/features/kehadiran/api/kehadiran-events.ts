import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '@/lib/live-stream';
import { terapkanEventPersentase, type ProsesPersentase } from '../update-progres';
import { refreshKehadiranViews } from './keys';

const prosesKey = (idKelas: string) => ['kehadiran', 'proses', idKelas] as const;

/** Records the state a POST hitung_persentase answered, before its first event arrives. */
export function setProsesPersentase(qc: ReturnType<typeof useQueryClient>, idKelas: string, proses: ProsesPersentase) {
  qc.setQueryData(prosesKey(idKelas), proses);
}

/**
 * The class's recalculation state, fed by event calc-percentage on the kehadiran_mahasiswa stream (spec 2 §4, §7).
 * When it completes, the attendance views of the class (and the open meeting) reload.
 */
export function useProsesPersentase(idKelas: string, idPertemuan?: number): ProsesPersentase {
  const qc = useQueryClient();
  const key = prosesKey(idKelas);
  useLiveEvent('calc-percentage', (e) => {
    const prev = qc.getQueryData<ProsesPersentase>(key) ?? null;
    const next = terapkanEventPersentase(prev, idKelas, e);
    if (next === prev) return;
    qc.setQueryData(key, next);
    if (next && next.status !== 'processing') refreshKehadiranViews(qc, { idKelas, idPertemuan });
  });
  const q = useQuery<ProsesPersentase>({ queryKey: key, queryFn: () => qc.getQueryData<ProsesPersentase>(key) ?? null, enabled: false, initialData: null });
  return q.data ?? null;
}

