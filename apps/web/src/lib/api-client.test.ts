import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, setUnauthorizedHandler } from './api-client';
import { ApiError } from './api-error';
import { authStore } from './auth-store';
import { STORAGE_KEYS, writeJson } from './storage';

type Call = { url: string; init: RequestInit };

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('api client', () => {
  let calls: Call[];
  let answers: Response[];
  const onUnauthorized = vi.fn();

  beforeEach(() => {
    calls = [];
    answers = [];
    onUnauthorized.mockReset();
    setUnauthorizedHandler(onUnauthorized);
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const next = answers.shift();
      if (!next) throw new TypeError('Failed to fetch');
      return next;
    });
    writeJson(STORAGE_KEYS.frontendConfig, { college_id: 7, copyright: '', url_sikad_legacy: '', color_mode: 'light' });
  });

  afterEach(() => vi.unstubAllGlobals());

  const header = (c: Call, name: string) => (c.init.headers as Record<string, string>)[name];

  it('sends college-id, the Bearer token and no-cache on GET, with the serialised query', async () => {
    authStore.set({ access_token: 'A1', refresh_token: 'R1', expires_in: 3600 });
    answers.push(json(200, { status: { code: 'success', message: 'ok' }, data: [1], meta: { page: 1, per_page: 10, total_items: 1, total_pages: 1 } }));
    const res = await api.list<number>('/v2/lms/kelas_kuliah', { query: { periode: 20261, search: null } });
    expect(res.meta.total_items).toBe(1);
    expect(calls[0].url).toBe('/api/v2/lms/kelas_kuliah?periode=20261');
    expect(header(calls[0], 'college-id')).toBe('7');
    expect(header(calls[0], 'Authorization')).toBe('Bearer A1');
    expect(header(calls[0], 'Cache-Control')).toBe('no-cache');
  });

  it('sends JSON bodies without no-cache headers on writes', async () => {
    answers.push(json(200, { status: { code: 'success', message: 'ok' }, data: null }));
    await api.post('/v2/access_token', { username: 'u', password: 'p' }, { auth: false });
    expect(calls[0].init.method).toBe('POST');
    expect(calls[0].init.body).toBe('{"username":"u","password":"p"}');
    expect(header(calls[0], 'Content-Type')).toBe('application/json');
    expect(header(calls[0], 'Cache-Control')).toBeUndefined();
    expect(header(calls[0], 'Authorization')).toBeUndefined();
  });

  it('refreshes once on 401 and retries with the new token', async () => {
    authStore.set({ access_token: 'OLD', refresh_token: 'R1', expires_in: 3600 });
    answers.push(
      json(401, { status: { code: 'token_expired', message: 'Token tidak valid' } }),
      json(200, { status: { code: 'success', message: 'ok' }, data: { access_token: 'NEW', refresh_token: 'R2', token_type: 'Bearer', expires_in: 3600 } }),
      json(200, { status: { code: 'success', message: 'ok' }, data: { id: 1 } }),
    );
    const res = await api.get<{ id: number }>('/v2/user_info');
    expect(res.data.id).toBe(1);
    expect(calls.map((c) => c.url)).toEqual(['/api/v2/user_info', '/api/v2/refresh_token', '/api/v2/user_info']);
    expect(calls[1].init.body).toBe('{"refresh_token":"R1"}');
    expect(header(calls[2], 'Authorization')).toBe('Bearer NEW');
    expect(authStore.get()?.refresh_token).toBe('R2');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('logs out when the refresh fails', async () => {
    authStore.set({ access_token: 'OLD', refresh_token: 'R1', expires_in: 3600 });
    answers.push(
      json(401, { status: { code: 'token_expired', message: 'Token tidak valid' } }),
      json(401, { status: { code: 'unauthorized', message: 'Refresh token tidak valid' } }),
    );
    await expect(api.get('/v2/user_info')).rejects.toMatchObject({ statusCode: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not log out on a wrong password (no session yet)', async () => {
    answers.push(json(401, { status: { code: 'invalid_credentials', message: 'Username atau password salah' } }));
    const err = await api.post('/v2/access_token', { username: 'u', password: 'x' }, { auth: false }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('Username atau password salah');
    expect(calls).toHaveLength(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("normalises a failed connection to 'Network Error'", async () => {
    const err = (await api.get('/v1/sistem').catch((e: unknown) => e)) as ApiError;
    expect(err.type).toBe('Network Error');
  });
});
