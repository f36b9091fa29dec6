import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PenggunaItem, UbahPenggunaInput } from '@lms/shared';
import { api } from '@/lib/api-client';
import { refreshPengguna } from './keys';

/** PUT /v2/lms/pengguna/{id}. */
export const updatePengguna = ({ id, body }: { id: number; body: UbahPenggunaInput }) => api.put<PenggunaItem>(`/v2/lms/pengguna/${id}`, body);

export function useUpdatePengguna() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updatePengguna, onSuccess: () => refreshPengguna(qc) });
}
