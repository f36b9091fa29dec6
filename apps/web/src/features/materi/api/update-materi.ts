import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MateriItem } from '@lms/shared';
import { api } from '@/lib/api-client';
import { refreshMateriViews } from './keys';

/** PUT /v2/lms/materi/{id} (multipart: the whole form; `file` only to replace it). */
export function updateMateri(id: number, form: FormData) {
  return api.put<MateriItem>(`/v2/lms/materi/${id}`, form);
}

export function useUpdateMateri() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id: number; form: FormData; idPertemuanLama: number }) => updateMateri(id, form),
    onSuccess: (res, v) => {
      refreshMateriViews(qc, res.data.id_pertemuan);
      if (v.idPertemuanLama !== res.data.id_pertemuan) refreshMateriViews(qc, v.idPertemuanLama);
    },
  });
}
