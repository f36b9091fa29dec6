import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PenggunaItem } from '@lms/shared';
import { api } from '@/lib/api-client';
import { refreshPengguna } from './keys';

/** PUT /v2/lms/pengguna/{id}/status: activate or deactivate (the user's sessions end at once). */
export const updateStatusPengguna = ({ id, is_active }: { id: number; is_active: boolean }) =>
  api.put<PenggunaItem>(`/v2/lms/pengguna/${id}/status`, { is_active });

export function useUpdateStatusPengguna() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateStatusPengguna, onSuccess: () => refreshPengguna(qc) });
}
