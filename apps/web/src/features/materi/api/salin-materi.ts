import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MateriSalinBody, MateriSalinResult } from '@lms/shared';
import { api } from '@/lib/api-client';
import { refreshMateriViews } from './keys';

/** POST /v2/lms/materi/salin: 'Salin Materi Kelas Lain' (type 'salin', list_id …). */
export function salinMateri(body: MateriSalinBody) {
  return api.post<MateriSalinResult>('/v2/lms/materi/salin', body);
}

export function useSalinMateri() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: salinMateri, onSuccess: (_res, body) => refreshMateriViews(qc, body.id_pertemuan) });
}
