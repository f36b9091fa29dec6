import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfilPt, ProfilPtBody } from '@lms/shared';
import { api } from '@/lib/api-client';

/** PUT /v1/sistem: the institution's profile. */
export const updateProfilPt = (body: ProfilPtBody) => api.put<ProfilPt>('/v1/sistem', body);

/** The header, the login page and this page read /v1/sistem and the logo under ['sistem']. */
export function useUpdateProfilPt() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateProfilPt, onSuccess: () => qc.invalidateQueries({ queryKey: ['sistem'] }) });
}
