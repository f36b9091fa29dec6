import { REQUEST_TIMEOUT_MS, type Envelope, type ListEnvelope, type TokenData } from '@lms/shared';
import { normalizeError, type ApiError } from './api-error';
import { authStore } from './auth-store';
import { serializeQuery, type QueryParams } from './query-string';
import { readJson, STORAGE_KEYS } from './storage';

export const API_BASE = '/api';

export type RequestOptions = {
  query?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
  /** Send the Bearer token and refresh it once on 401 (default true). */
  auth?: boolean;
  /** Send the college-id header (default true; only frontend-config goes without). */
  tenant?: boolean;
  headers?: Record<string, string>;
};

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => {
  authStore.clear();
  window.location.assign('/');
};

/** The app decides what a lost session means (clear caches, navigate to '/'). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler) {
  onUnauthorized = handler;
}

export function getCollegeId(): number | null {
  return readJson<{ college_id: number }>(STORAGE_KEYS.frontendConfig)?.college_id ?? null;
}

/** Headers every call needs: tenant, token, and no caching on GETs (spec 1 §7). */
export function buildHeaders(method: string, opts: Pick<RequestOptions, 'auth' | 'tenant' | 'headers'> = {}): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
  if (opts.tenant !== false) {
    const collegeId = getCollegeId();
    if (collegeId !== null) headers['college-id'] = String(collegeId);
  }
  if (opts.auth !== false) {
    const token = authStore.get()?.access_token;
    if (token) headers.Authorization = `Bearer ${token}`;
  }
  if (method === 'GET') {
    headers['Cache-Control'] = 'no-cache';
    headers.Pragma = 'no-cache';
  }
  return headers;
}

function withTimeout(signal: AbortSignal | undefined): AbortSignal {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function send(method: string, path: string, opts: RequestOptions): Promise<{ res: Response; body: unknown }> {
  const headers = buildHeaders(method, opts);
  let body: BodyInit | undefined;
  // FormData goes out as multipart, URLSearchParams as a urlencoded form (POST /v2/authorize/sikad).
  if (opts.body instanceof FormData || opts.body instanceof URLSearchParams) body = opts.body;
  else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  try {
    const res = await fetch(`${API_BASE}${path}${serializeQuery(opts.query)}`, {
      method,
      headers,
      body,
      signal: withTimeout(opts.signal),
      cache: method === 'GET' ? 'no-store' : undefined,
    });
    return { res, body: await readBody(res) };
  } catch (error) {
    // A caller's own abort stays an AbortError so TanStack Query can ignore it.
    if (opts.signal?.aborted) throw opts.signal.reason ?? error;
    throw normalizeError({ error });
  }
}

let refreshing: Promise<boolean> | null = null;

/** Refresh the access token once, shared by every request that got a 401 at the same time. */
export function refreshAccessToken(): Promise<boolean> {
  if (refreshing) return refreshing;
  const refresh_token = authStore.get()?.refresh_token;
  if (!refresh_token) return Promise.resolve(false);
  refreshing = (async () => {
    try {
      const { res, body } = await send('POST', '/v2/refresh_token', { body: { refresh_token }, auth: false });
      if (!res.ok) return false;
      authStore.set((body as Envelope<TokenData>).data);
      return true;
    } catch {
      return false;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

export async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
  const hadToken = opts.auth !== false && authStore.isLoggedIn();
  let { res, body } = await send(method, path, opts);
  if (res.status === 401 && hadToken) {
    if (await refreshAccessToken()) ({ res, body } = await send(method, path, opts));
    if (res.status === 401) {
      const error = normalizeError({ statusCode: 401, body });
      onUnauthorized();
      throw error;
    }
  }
  if (!res.ok) throw normalizeError({ statusCode: res.status, body });
  return body as T;
}

/** Thin helpers returning the whole envelope (lists need meta). */
export const api = {
  get: <T>(path: string, opts?: RequestOptions) => request<Envelope<T>>('GET', path, opts),
  list: <T>(path: string, opts?: RequestOptions) => request<ListEnvelope<T>>('GET', path, opts),
  post: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<Envelope<T>>('POST', path, { ...opts, body }),
  put: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<Envelope<T>>('PUT', path, { ...opts, body }),
  delete: <T>(path: string, opts?: RequestOptions) => request<Envelope<T>>('DELETE', path, opts),
};

export type { ApiError };
