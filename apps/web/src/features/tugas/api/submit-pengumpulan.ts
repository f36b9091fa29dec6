import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PengumpulanSaya } from '@lms/shared';
import { api } from '@/lib/api-client';
import { refreshTugasViews } from './keys';

export type PengumpulanInput = { teks: string; files: File[]; files_hapus: string[] };

/** POST /v2/lms/tugas/{id}/pengumpulan (multipart: teks, files, files_hapus[]): hand in or replace. */
export function submitPengumpulan(id: number, input: PengumpulanInput) {
  const form = new FormData();
  form.append('teks', input.teks);
  for (const h of input.files_hapus) form.append('files_hapus', h);
  for (const f of input.files) form.append('files', f, f.name);
  return api.post<PengumpulanSaya>(`/v2/lms/tugas/${id}/pengumpulan`, form);
}

export function useSubmitPengumpulan(id: number) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (input: PengumpulanInput) => submitPengumpulan(id, input), onSuccess: () => refreshTugasViews(qc, { id }) });
}
