import type { TokenData, UserInfo } from '@lms/shared';
import { api } from '@/lib/api-client';
import { startSession } from '@/lib/auth';

/** POST /v2/sso/token {token}: exchanges a single sign-on assertion of the academic system for tokens. */
export async function postSsoToken(token: string): Promise<TokenData> {
  return (await api.post<TokenData>('/v2/sso/token', { token }, { auth: false })).data;
}

// An assertion is single-use: React's dev double effects must not send it twice.
const exchanges = new Map<string, Promise<UserInfo>>();

export function exchangeSsoToken(token: string): Promise<UserInfo> {
  let p = exchanges.get(token);
  if (!p) {
    p = postSsoToken(token).then(startSession);
    exchanges.set(token, p);
  }
  return p;
}
