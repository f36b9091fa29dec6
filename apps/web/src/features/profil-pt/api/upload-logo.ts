import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfilPt } from '@lms/shared';
import { api } from '@/lib/api-client';

/** POST /v1/logo_perguruan_tinggi (multipart `file`): the new logo replaces the old one. */
export function uploadLogo(file: File) {
  const form = new FormData();
  form.append('file', file);
  return api.post<ProfilPt>('/v1/logo_perguruan_tinggi', form);
}

export function useUploadLogo() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: uploadLogo, onSuccess: () => qc.invalidateQueries({ queryKey: ['sistem'] }) });
}
