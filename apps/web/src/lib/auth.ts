import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LoginBody, TokenData, UserInfo } from '@lms/shared';
import { api } from './api-client';
import { authStore, type StoredTokens } from './auth-store';
import { queryClient } from './query-client';
import { closeServerTimeStream } from './server-time';
import { readJson, STORAGE_KEYS, writeJson } from './storage';

/** GET /v2/user_info: the session's user; the root of every protected page. */
export async function getUserInfo(): Promise<UserInfo> {
  return (await api.get<UserInfo>('/v2/user_info')).data;
}

export const userInfoQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'user-info'], queryFn: getUserInfo, staleTime: Infinity });

/** The logged-in user (the protected route loader guarantees it is loaded). */
export function useUser() {
  return useQuery({ ...userInfoQueryOptions(), enabled: authStore.isLoggedIn() });
}

/** POST /v2/access_token. */
export async function postAccessToken(body: LoginBody): Promise<TokenData> {
  return (await api.post<TokenData>('/v2/access_token', body, { auth: false })).data;
}

/** Stores a fresh token pair and loads the user it belongs to. */
export async function startSession(tokens: TokenData): Promise<UserInfo> {
  queryClient.clear();
  authStore.set(tokens);
  return queryClient.fetchQuery(userInfoQueryOptions());
}

/** Drops everything the session knew (tokens, cached data, a pending login-as). */
export function clearSession() {
  closeServerTimeStream();
  authStore.clear();
  writeJson(STORAGE_KEYS.operatorTokens, null);
  queryClient.clear();
}

/** POST /v2/lms/log_aktivitas/logout (logs the logout and revokes the refresh token), then clears the session. */
export async function logout(): Promise<void> {
  const tokens = authStore.get();
  try {
    if (tokens) await api.post('/v2/lms/log_aktivitas/logout', { refresh_token: tokens.refresh_token });
  } catch {
    // The session ends locally whatever the server answers.
  } finally {
    const operator = readJson<StoredTokens>(STORAGE_KEYS.operatorTokens);
    clearSession();
    // A login-as session ending also ends the operator's session kept aside for it.
    if (operator) {
      void api
        .post('/v2/lms/log_aktivitas/logout', { refresh_token: operator.refresh_token }, {
          headers: { Authorization: `Bearer ${operator.access_token}` },
          auth: false,
        })
        .catch(() => undefined);
    }
  }
}

