import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PengerjaanMe } from '@lms/shared';
import { api, refreshAccessToken } from '@/lib/api-client';
import { ujianKeys } from './keys';

/** GET /v2/lms/ujian/{id}/pengerjaan/me: the student's attempt (questions only while it is open). */
export async function getPengerjaanMe(id: number, signal?: AbortSignal) {
  return (await api.get<PengerjaanMe>(`/v2/lms/ujian/${id}/pengerjaan/me`, { signal })).data;
}

export const pengerjaanMeQueryOptions = (id: number) =>
  queryOptions({ queryKey: ujianKeys.me(id), queryFn: ({ signal }) => getPengerjaanMe(id, signal), refetchOnWindowFocus: false });

export function usePengerjaanMe(id: number, enabled = true) {
  return useQuery({ ...pengerjaanMeQueryOptions(id), enabled });
}

/**
 * POST /v2/lms/ujian/{id}/pengerjaan/start. Starting refreshes the session first (spec 2 §4), so a long exam does
 * not begin on an access token about to expire.
 */
export async function startPengerjaan(id: number) {
  await refreshAccessToken();
  return api.post<PengerjaanMe>(`/v2/lms/ujian/${id}/pengerjaan/start`);
}

export function useStartPengerjaan(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => startPengerjaan(id),
    onSuccess: (res) => {
      qc.setQueryData(ujianKeys.me(id), res.data);
      void qc.invalidateQueries({ queryKey: ujianKeys.lists() });
      void qc.invalidateQueries({ queryKey: ujianKeys.detail(id) });
    },
  });
}

/** POST /v2/lms/ujian/{id}/pengerjaan/selesai: submit (idempotent). */
export function selesaiPengerjaan(id: number) {
  return api.post<PengerjaanMe>(`/v2/lms/ujian/${id}/pengerjaan/selesai`);
}

/** PUT /v2/lms/ujian/{id}/pengerjaan/ping: a sign of life from an idle page; answers the deadline. */
export function pingPengerjaan(id: number) {
  return api.put<{ server_time: string; batas_waktu: string; selesai: boolean }>(`/v2/lms/ujian/${id}/pengerjaan/ping`);
}
