import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfilPt } from '@lms/shared';
import { api } from '@/lib/api-client';

/** DELETE /v1/logo_perguruan_tinggi. */
export const deleteLogo = () => api.delete<ProfilPt>('/v1/logo_perguruan_tinggi');

export function useDeleteLogo() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteLogo, onSuccess: () => qc.invalidateQueries({ queryKey: ['sistem'] }) });
}
