import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /v2/lms/pengguna/{id}/reset_password: a new password; the user's sessions end. */
export const resetPassword = ({ id, password }: { id: number; password: string }) => api.post<null>(`/v2/lms/pengguna/${id}/reset_password`, { password });

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
