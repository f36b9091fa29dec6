import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TugasBody, TugasItem } from '@lms/shared';
import { api } from '@/lib/api-client';
import { refreshTugasViews } from './keys';

/** POST /v2/lms/tugas: a task in a meeting. */
export function createTugas(body: TugasBody) {
  return api.post<TugasItem>('/v2/lms/tugas', body);
}

export function useCreateTugas() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createTugas, onSuccess: (res) => refreshTugasViews(qc, res.data) });
}
