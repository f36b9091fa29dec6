import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

type JenisAktivitasRaw = string | { jenis_aktivitas?: string; nama?: string; value?: string; label?: string };

/** GET /v2/lms/log_aktivitas/jenis_aktivitas: activity types for the filter (strings or {jenis_aktivitas}). */
export async function getJenisAktivitas(): Promise<string[]> {
  const data = (await api.get<JenisAktivitasRaw[]>('/v2/lms/log_aktivitas/jenis_aktivitas')).data ?? [];
  return data
    .map((d) => (typeof d === 'string' ? d : (d.jenis_aktivitas ?? d.value ?? d.nama ?? '')))
    .filter((s): s is string => !!s);
}

export const jenisAktivitasQueryOptions = () =>
  queryOptions({ queryKey: ['log-aktivitas', 'jenis'], queryFn: getJenisAktivitas, staleTime: Infinity, retry: false });

export function useJenisAktivitas() {
  return useQuery(jenisAktivitasQueryOptions());
}
