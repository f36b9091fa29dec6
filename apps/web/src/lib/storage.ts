/** Session-scoped keys (spec 1 §1: the college settings and the login live for the browser session). */
export const STORAGE_KEYS = {
  frontendConfig: 'lms.frontend-config',
  tokens: 'lms.tokens',
  operatorTokens: 'lms.login-as.operator-tokens',
  forbiddenMeeting: 'lms.forbidden-meeting',
} as const;

export function readJson<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown) {
  if (value === null || value === undefined) sessionStorage.removeItem(key);
  else sessionStorage.setItem(key, JSON.stringify(value));
}
