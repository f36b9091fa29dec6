import type { TokenData, UserInfo } from '@lms/shared';
import { api } from '@/lib/api-client';
import { startSession } from '@/lib/auth';

/** POST /v2/oauth/token {code}: exchanges a one-time authorization code for tokens. */
export async function postOauthToken(code: string): Promise<TokenData> {
  return (await api.post<TokenData>('/v2/oauth/token', { code }, { auth: false })).data;
}

// A code is single-use: React's dev double effects must not send it twice.
const exchanges = new Map<string, Promise<UserInfo>>();

export function exchangeAuthorizationCode(code: string): Promise<UserInfo> {
  let p = exchanges.get(code);
  if (!p) {
    p = postOauthToken(code).then(startSession);
    exchanges.set(code, p);
  }
  return p;
}
