import type { Role } from '@lms/shared';
import { api } from '@/lib/api-client';

export type AuthorizeSikadInput = { state: string; redirectUri: string; asRole: Role };
export type AuthorizeResult = { code: string; state: string; redirect_url: string; expires_in: number };

/** POST /v2/authorize/sikad, form-urlencoded (spec 1 §7): a one-time code and the academic system URL carrying it. */
export async function postAuthorizeSikad({ state, redirectUri, asRole }: AuthorizeSikadInput): Promise<AuthorizeResult> {
  const form = new URLSearchParams({ response_type: 'code', client_id: 'sikad', state, redirect_uri: redirectUri, as_role: asRole });
  return (await api.post<AuthorizeResult>('/v2/authorize/sikad', form)).data;
}
