import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MateriItem } from '@lms/shared';
import { api } from '@/lib/api-client';
import { refreshMateriViews } from './keys';

/** POST /v2/lms/materi (multipart: the form's fields, then `file`): 'Upload Materi Baru'. */
export function createMateri(form: FormData) {
  return api.post<MateriItem>('/v2/lms/materi', form);
}

export function useCreateMateri() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createMateri, onSuccess: (res) => refreshMateriViews(qc, res.data.id_pertemuan) });
}
