import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OperatorDetail, UbahAksesOperatorBody } from '@lms/shared';
import { api } from '@/lib/api-client';
import { refreshPengguna } from './keys';

/** PUT /v1/operator/{id}: saves the access form. */
export const updateAksesOperator = ({ id, body }: { id: number; body: UbahAksesOperatorBody }) => api.put<OperatorDetail>(`/v1/operator/${id}`, body);

export function useUpdateAksesOperator() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateAksesOperator, onSuccess: () => refreshPengguna(qc) });
}
