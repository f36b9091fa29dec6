import { useMutation } from '@tanstack/react-query';
import type { JobStatusResponse } from '@lms/shared';
import { api } from '@/lib/api-client';

/** POST /v2/lms/tugas/{id}/pengumpulan/unduh: queues the zip of every submission (a job; hasil.url when done). */
export function startUnduhPengumpulan(id: number) {
  return api.post<JobStatusResponse>(`/v2/lms/tugas/${id}/pengumpulan/unduh`);
}

export function useStartUnduhPengumpulan(id: number) {
  return useMutation({ mutationFn: () => startUnduhPengumpulan(id) });
}
