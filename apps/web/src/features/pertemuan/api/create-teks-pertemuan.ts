import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PertemuanTeksBody, PertemuanTeksItem } from '@lms/shared';
import { api } from '@/lib/api-client';
import { pertemuanKeys } from './get-pertemuan';

/** POST /v2/lms/pertemuan/{id}/teks {judul, isi (HTML)}: 'Tambah Teks Pertemuan'. */
export function createTeksPertemuan(id: number, body: PertemuanTeksBody) {
  return api.post<PertemuanTeksItem>(`/v2/lms/pertemuan/${id}/teks`, body);
}

export function useCreateTeksPertemuan(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PertemuanTeksBody) => createTeksPertemuan(id, body),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: pertemuanKeys.teks(id) });
      // count_activity.teks changes with it
      void qc.invalidateQueries({ queryKey: pertemuanKeys.detail(id) });
    },
  });
}
