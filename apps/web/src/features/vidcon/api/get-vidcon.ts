import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VidconDetail } from '@lms/shared';
import { api } from '@/lib/api-client';
import { vidconKeys } from './keys';

/** GET /v2/lms/vidcon/{id}: lecturers and operators also get daftar_join_detail and daftar_peserta. */
export async function getVidcon(id: number, signal?: AbortSignal): Promise<VidconDetail> {
  return (await api.get<VidconDetail>(`/v2/lms/vidcon/${id}`, { signal })).data;
}

export const vidconQueryOptions = (id: number) => queryOptions({ queryKey: vidconKeys.detail(id), queryFn: ({ signal }) => getVidcon(id, signal) });

export function useVidcon(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...vidconQueryOptions(id), ...options });
}
