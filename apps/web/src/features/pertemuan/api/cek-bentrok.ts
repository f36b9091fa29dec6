import { useMutation } from '@tanstack/react-query';
import type { CekBentrokBody, CekBentrokResult } from '@lms/shared';
import { api } from '@/lib/api-client';

/** PUT /v2/lms/pertemuan/cek_bentrok: clashes of the same room, lecturer or class at overlapping times. */
export async function cekBentrok(body: CekBentrokBody): Promise<CekBentrokResult> {
  return (await api.put<CekBentrokResult>('/v2/lms/pertemuan/cek_bentrok', body)).data;
}

export function useCekBentrok() {
  return useMutation({ mutationFn: cekBentrok });
}
