import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PESAN_KELAS, type KelasDetail } from '@lms/shared';
import { api } from '@/lib/api-client';
import { showSuccessToast } from '@/components/toast';
import { kelasKeys } from './keys';

/** One of: a new banner file, a default banner 0-6, or back to the default banner. */
export type UpdateKelasInput = { file_banner: File } | { banner_color_idx: number } | { hapus_banner: true };

/** PUT /v2/lms/kelas_kuliah/{id}: multipart with file_banner, else JSON {banner_color_idx} / {hapus_banner}. */
export async function updateKelas(id: string, input: UpdateKelasInput): Promise<KelasDetail> {
  let body: FormData | UpdateKelasInput = input;
  if ('file_banner' in input) {
    body = new FormData();
    body.append('file_banner', input.file_banner, input.file_banner.name);
  }
  return (await api.put<KelasDetail>(`/v2/lms/kelas_kuliah/${encodeURIComponent(id)}`, body)).data;
}

/** The caller shows the failure itself (the message plus the server status message, spec 1 §8). */
export function useUpdateKelas(id: string, options: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateKelasInput) => updateKelas(id, input),
    meta: { silent: true },
    onSuccess: (kelas) => {
      qc.setQueryData(kelasKeys.detail(id), kelas);
      // Lists and cards show the banner too.
      void qc.invalidateQueries({ queryKey: kelasKeys.lists() });
      showSuccessToast(PESAN_KELAS.berhasilUbahKelas);
      options.onSuccess?.();
    },
    onError: options.onError,
  });
}
