import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from './auth-store';
import { ApiError } from './api-error';
import { fetchFile, filenameFromContentDisposition, filenameFromUrl, isProtectedFileUrl } from './fetch-file';
import { STORAGE_KEYS, writeJson } from './storage';

describe('filenameFromContentDisposition', () => {
  it('prefers the UTF-8 filename* form', () => {
    expect(filenameFromContentDisposition(`attachment; filename="Silabus_ASD.pdf"; filename*=UTF-8''Silabus%20ASD%20%E2%80%93%20revisi.pdf`)).toBe(
      'Silabus ASD – revisi.pdf',
    );
  });
  it('reads a quoted or bare filename', () => {
    expect(filenameFromContentDisposition('inline; filename="banner kelas.png"')).toBe('banner kelas.png');
    expect(filenameFromContentDisposition('attachment; filename=BAP.pdf')).toBe('BAP.pdf');
    expect(filenameFromContentDisposition('attachment; filename="a \\"b\\".txt"')).toBe('a "b".txt');
  });
  it('is null without a name', () => {
    expect(filenameFromContentDisposition(null)).toBeNull();
    expect(filenameFromContentDisposition('attachment')).toBeNull();
  });
  it('falls back to the URL', () => {
    expect(filenameFromUrl('/api/v2/storager/files/abc/Bab%201.pdf?inline=1')).toBe('Bab 1.pdf');
  });
});

describe('isProtectedFileUrl', () => {
  it('is true only for same-origin /api/ URLs', () => {
    expect(isProtectedFileUrl('/api/v2/storager/files/x/a.png')).toBe(true);
    expect(isProtectedFileUrl(`${window.location.origin}/api/v2/storager/files/x/a.png`)).toBe(true);
    expect(isProtectedFileUrl('https://cdn.example.com/api/a.png')).toBe(false);
    expect(isProtectedFileUrl('/assets/banner-0.svg')).toBe(false);
    expect(isProtectedFileUrl('blob:http://localhost/123')).toBe(false);
    expect(isProtectedFileUrl(null)).toBe(false);
  });
});

describe('fetchFile', () => {
  const calls: { url: string; init: RequestInit }[] = [];
  let answers: Response[] = [];
  beforeEach(() => {
    calls.length = 0;
    answers = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return answers.shift() ?? new Response(null, { status: 500 });
    });
    writeJson(STORAGE_KEYS.frontendConfig, { college_id: 3, copyright: '', url_sikad_legacy: '', color_mode: 'light' });
    authStore.set({ access_token: 'TOKEN', refresh_token: 'R', expires_in: 3600 });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    authStore.clear();
  });

  it('sends the session headers and names the file from content-disposition', async () => {
    answers.push(new Response('PNG', { status: 200, headers: { 'content-disposition': `attachment; filename="x.png"; filename*=UTF-8''Banner%20A.png` } }));
    const file = await fetchFile('/api/v2/storager/files/id/x.png');
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer TOKEN');
    expect(headers['college-id']).toBe('3');
    expect(file.filename).toBe('Banner A.png');
    expect(await file.blob.text()).toBe('PNG');
  });

  it('sends no token to other origins', async () => {
    answers.push(new Response('x', { status: 200 }));
    await fetchFile('https://cdn.example.com/a.png');
    expect(calls[0]!.init.headers).toBeUndefined();
  });

  it('turns an error answer into an ApiError with the server message', async () => {
    answers.push(new Response(JSON.stringify({ status: { code: 'not_found', message: 'File tidak ditemukan' } }), { status: 404 }));
    const err = await fetchFile('/api/v2/storager/files/id/x.png').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).statusCode).toBe(404);
    expect((err as ApiError).message).toBe('File tidak ditemukan');
  });
});
