import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PenggunaItem, TambahPenggunaInput } from '@lms/shared';
import { api } from '@/lib/api-client';
import { refreshPengguna } from './keys';

/** POST /v2/lms/pengguna. */
export const createPengguna = (body: TambahPenggunaInput) => api.post<PenggunaItem>('/v2/lms/pengguna', body);

export function useCreatePengguna() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createPengguna, onSuccess: () => refreshPengguna(qc) });
}
