import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JenisAktivitas, JenisAktivitasItem } from '@lms/shared';
import { api } from '@/lib/api-client';

/** GET /v2/lms/log_aktivitas/jenis_aktivitas: the activity kinds of the shared enum, for the filters. */
export async function getJenisAktivitas(): Promise<JenisAktivitas[]> {
  const data = (await api.get<JenisAktivitasItem[]>('/v2/lms/log_aktivitas/jenis_aktivitas')).data ?? [];
  return data.map((d) => d.jenis_aktivitas);
}

export const jenisAktivitasQueryOptions = () =>
  queryOptions({ queryKey: ['log-aktivitas', 'jenis'], queryFn: getJenisAktivitas, staleTime: Infinity, retry: false });

export function useJenisAktivitas() {
  return useQuery(jenisAktivitasQueryOptions());
}
