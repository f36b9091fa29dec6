import type { TokenData, UserInfo } from '@lms/shared';
import { api } from '@/lib/api-client';
import { startSession } from '@/lib/auth';
import { authStore, type StoredTokens } from '@/lib/auth-store';
import { queryClient } from '@/lib/query-client';
import { readJson, STORAGE_KEYS, writeJson } from '@/lib/storage';

/** Keeps the operator's own tokens aside, then switches the session to the chosen account. */
export async function beginLoginAs(tokens: TokenData): Promise<UserInfo> {
  const operator = authStore.get();
  // A second login-as from inside one keeps the original operator's tokens.
  if (operator && !readJson(STORAGE_KEYS.operatorTokens)) writeJson(STORAGE_KEYS.operatorTokens, operator);
  return startSession(tokens);
}

export function hasOperatorSession(): boolean {
  return readJson<StoredTokens>(STORAGE_KEYS.operatorTokens) !== null;
}

/**
 * 'Kembali ke akun operator': ends the login-as session on the server and restores the operator's tokens.
 * Returns false when no operator session was kept (the caller then logs out).
 */
export async function endLoginAs(): Promise<boolean> {
  const operator = readJson<StoredTokens>(STORAGE_KEYS.operatorTokens);
  if (!operator) return false;
  const current = authStore.get();
  if (current) await api.post('/v2/lms/log_aktivitas/logout', { refresh_token: current.refresh_token }).catch(() => undefined);
  writeJson(STORAGE_KEYS.operatorTokens, null);
  queryClient.clear();
  authStore.set(operator);
  return true;
}
