import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TugasItem } from '@lms/shared';
import { api } from '@/lib/api-client';
import { refreshTugasViews } from './keys';

/** POST /v2/lms/tugas/{id}/lampiran (multipart `files`): attachments of kind lampiran_tugas. */
export function uploadLampiranTugas(id: number, files: File[]) {
  const form = new FormData();
  for (const f of files) form.append('files', f, f.name);
  return api.post<TugasItem>(`/v2/lms/tugas/${id}/lampiran`, form);
}

export function useUploadLampiranTugas() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: ({ id, files }: { id: number; files: File[] }) => uploadLampiranTugas(id, files), onSuccess: (res) => refreshTugasViews(qc, res.data) });
}
