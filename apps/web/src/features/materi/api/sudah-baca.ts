import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MateriBacaResult } from '@lms/shared';
import { api } from '@/lib/api-client';
import { materiKeys } from './keys';

/** PUT /v2/lms/materi/{id}/sudah_baca: 'Sudah Baca' once the countdown reached zero (the server checks the time). */
export function sudahBaca(id: number) {
  return api.put<MateriBacaResult>(`/v2/lms/materi/${id}/sudah_baca`);
}

export function useSudahBaca() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: sudahBaca, onSuccess: () => void qc.invalidateQueries({ queryKey: materiKeys.lists() }) });
}
