import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BantuanBody, BantuanItem } from '@lms/shared';
import { api } from '@/lib/api-client';
import { bantuanKeys } from './get-bantuan';

/** POST /v2/lms/bantuan (a college entry). */
export const createBantuan = (body: BantuanBody) => api.post<BantuanItem>('/v2/lms/bantuan', body);
/** PUT /v2/lms/bantuan/{id}. */
export const updateBantuan = (id: number, body: BantuanBody) => api.put<BantuanItem>(`/v2/lms/bantuan/${id}`, body);
/** DELETE /v2/lms/bantuan/{id}. */
export const deleteBantuan = (id: number) => api.delete<null>(`/v2/lms/bantuan/${id}`);

export function useSimpanBantuan() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number | null; body: BantuanBody }) => (v.id === null ? createBantuan(v.body) : updateBantuan(v.id, v.body)),
    onSettled: () => qc.invalidateQueries({ queryKey: bantuanKeys.all }),
  });
}

export function useHapusBantuan() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteBantuan, onSettled: () => qc.invalidateQueries({ queryKey: bantuanKeys.all }) });
}
