import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PertemuanTeksBody, PertemuanTeksItem } from '@lms/shared';
import { api } from '@/lib/api-client';
import { pertemuanKeys } from './get-pertemuan';

/** PUT /v2/lms/pertemuan/{id}/teks/{idTeks} {judul?, isi?}. */
export function updateTeksPertemuan(id: number, idTeks: number, body: Partial<PertemuanTeksBody>) {
  return api.put<PertemuanTeksItem>(`/v2/lms/pertemuan/${id}/teks/${idTeks}`, body);
}

export function useUpdateTeksPertemuan(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ idTeks, body }: { idTeks: number; body: Partial<PertemuanTeksBody> }) => updateTeksPertemuan(id, idTeks, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: pertemuanKeys.teks(id) }),
  });
}
