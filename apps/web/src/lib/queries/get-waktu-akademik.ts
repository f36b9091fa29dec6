import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WaktuAkademikItem } from '@lms/shared';
import { api } from '@/lib/api-client';
import { referensiKeys } from './referensi-keys';

/** GET /v1/waktu_akademik: the periods, reversed for display (newest first, spec 1 §7). */
export async function getWaktuAkademik(signal?: AbortSignal): Promise<WaktuAkademikItem[]> {
  return [...(await api.get<WaktuAkademikItem[]>('/v1/waktu_akademik', { signal })).data].reverse();
}

export const waktuAkademikQueryOptions = () =>
  queryOptions({ queryKey: referensiKeys.waktuAkademik, queryFn: ({ signal }) => getWaktuAkademik(signal), staleTime: 10 * 60_000 });

export function useWaktuAkademik(options: { enabled?: boolean } = {}) {
  return useQuery({ ...waktuAkademikQueryOptions(), ...options });
}
