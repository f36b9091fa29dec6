import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MonitorItem, PengumumanUjianItem } from '@lms/shared';
import { api } from '@/lib/api-client';
import { ujianKeys } from './keys';

/** GET /v2/lms/ujian/{id}/monitor: takers with answered count, last save, connection and violations. */
export async function getMonitor(id: number, signal?: AbortSignal) {
  return (await api.get<MonitorItem[]>(`/v2/lms/ujian/${id}/monitor`, { signal })).data;
}

/** Refetched every few seconds while shown (the monitor's "live"). */
export function useMonitor(id: number, enabled: boolean, intervalMs = 5000) {
  return useQuery({
    ...queryOptions({ queryKey: ujianKeys.monitor(id), queryFn: ({ signal }) => getMonitor(id, signal) }),
    enabled,
    refetchInterval: enabled ? intervalMs : false,
  });
}

/** POST /v2/lms/ujian/{id}/pengumuman {isi}: to every taker, live. */
export function useKirimPengumuman(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (isi: string) => api.post<PengumumanUjianItem>(`/v2/lms/ujian/${id}/pengumuman`, { isi }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ujianKeys.pengumuman(id) }),
  });
}

/** GET /v2/lms/ujian/{id}/pengumuman. */
export function usePengumumanUjian(id: number, enabled = true) {
  return useQuery({
    queryKey: ujianKeys.pengumuman(id),
    queryFn: async ({ signal }) => (await api.get<PengumumanUjianItem[]>(`/v2/lms/ujian/${id}/pengumuman`, { signal })).data,
    enabled,
  });
}

/** POST /v2/lms/ujian/{id}/pengerjaan/{idPengerjaan}/paksa_selesai. */
export function usePaksaSelesai(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (idPengerjaan: number) => api.post<null>(`/v2/lms/ujian/${id}/pengerjaan/${idPengerjaan}/paksa_selesai`),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ujianKeys.monitor(id) }),
  });
}
