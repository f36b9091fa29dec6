import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PESAN_KELAS, type SilabusKelas } from '@lms/shared';
import { api } from '@/lib/api-client';
import { showSuccessToast } from '@/components/toast';
import { kelasKeys } from './keys';

export type UpdateSilabusInput = { teks: string; files: File[]; hapus_files: string[] };

/** Multipart body with bracket keys (spec 1 §7): teks, files[] (new attachments), hapus_files[] (URLs to remove). */
export function silabusFormData({ teks, files, hapus_files }: UpdateSilabusInput): FormData {
  const form = new FormData();
  form.append('teks', teks);
  for (const url of hapus_files) form.append('hapus_files[]', url);
  for (const f of files) form.append('files[]', f, f.name);
  return form;
}

/** PUT /v2/lms/kelas_kuliah/{id}/silabus: answers the syllabus data. */
export async function updateSilabus(id: string, input: UpdateSilabusInput): Promise<SilabusKelas> {
  return (await api.put<SilabusKelas>(`/v2/lms/kelas_kuliah/${encodeURIComponent(id)}/silabus`, silabusFormData(input))).data;
}

export function useUpdateSilabus(id: string, options: { onSuccess?: () => void } = {}) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateSilabusInput) => updateSilabus(id, input),
    onSuccess: (silabus) => {
      qc.setQueryData(kelasKeys.silabus(id), silabus);
      // The class page shows the syllabus summary (mata_kuliah.pendahuluan.silabus).
      void qc.invalidateQueries({ queryKey: kelasKeys.detail(id), exact: true });
      showSuccessToast(PESAN_KELAS.berhasilUbahSilabus);
      options.onSuccess?.();
    },
  });
}
