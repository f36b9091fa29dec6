import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PenggunaItem } from '@lms/shared';
import { api } from '@/lib/api-client';
import { refreshPengguna } from './keys';

/** POST /v2/lms/pengguna/{id}/buka_kunci_login: ends a login lock (the user's failed attempts are forgotten). */
export const bukaKunciLogin = (id: number) => api.post<PenggunaItem>(`/v2/lms/pengguna/${id}/buka_kunci_login`);

export function useBukaKunciLogin() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: bukaKunciLogin, onSuccess: () => refreshPengguna(qc) });
}
