import type { TokenData } from '@lms/shared';
import { readJson, STORAGE_KEYS, writeJson } from './storage';

export type StoredTokens = Pick<TokenData, 'access_token' | 'refresh_token'> & { expires_at: number };

type Listener = () => void;
const listeners = new Set<Listener>();

/** Tokens of the current session, kept in sessionStorage (one login per tab). */
export const authStore = {
  get(): StoredTokens | null {
    return readJson<StoredTokens>(STORAGE_KEYS.tokens);
  },
  set(tokens: Pick<TokenData, 'access_token' | 'refresh_token' | 'expires_in'> | StoredTokens | null) {
    if (!tokens) writeJson(STORAGE_KEYS.tokens, null);
    else {
      const expires_at = 'expires_at' in tokens ? tokens.expires_at : Date.now() + tokens.expires_in * 1000;
      writeJson(STORAGE_KEYS.tokens, { access_token: tokens.access_token, refresh_token: tokens.refresh_token, expires_at });
    }
    listeners.forEach((l) => l());
  },
  clear() {
    authStore.set(null);
  },
  isLoggedIn(): boolean {
    return !!authStore.get()?.access_token;
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
