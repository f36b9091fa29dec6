import { useMutation } from '@tanstack/react-query';
import type { LoginAsBody, TokenData } from '@lms/shared';
import { api } from '@/lib/api-client';
import { beginLoginAs } from '../login-as-session';

/** POST /v2/lms/login_as {username}: tokens for the chosen account (operator with write on kelas_kuliah). */
export async function postLoginAs(body: LoginAsBody): Promise<TokenData> {
  return (await api.post<TokenData>('/v2/lms/login_as', body)).data;
}

export function useLoginAs(options: { onSuccess?: () => void } = {}) {
  return useMutation({
    mutationFn: async (body: LoginAsBody) => beginLoginAs(await postLoginAs(body)),
    onSuccess: options.onSuccess,
  });
}
