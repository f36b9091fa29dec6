import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { STORAGE_KEYS, writeJson } from '@/lib/storage';
import { bukaUbahRps } from './ubah-rps';

type Call = { url: string; init: RequestInit };
const ok = (data: unknown) => new Response(JSON.stringify({ status: { code: 'success', message: 'Berhasil' }, data }), { status: 200 });

describe("'Ubah Data RPS'", () => {
  let calls: Call[];
  let answers: Response[];
  let tab: { opener: unknown; closed: boolean; close: ReturnType<typeof vi.fn>; location: { href: string }; document: { title: string; body: { textContent: string } } };

  beforeEach(() => {
    calls = [];
    answers = [];
    tab = { opener: window, closed: false, close: vi.fn(), location: { href: 'about:blank' }, document: { title: '', body: { textContent: '' } } };
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return answers.shift() ?? new Response(JSON.stringify({ status: { code: 'error', message: 'Server sedang sibuk' } }), { status: 500 });
    });
    writeJson(STORAGE_KEYS.frontendConfig, { college_id: 1, copyright: '', url_sikad_legacy: '', color_mode: 'light' });
    authStore.set({ access_token: 'T', refresh_token: 'R', expires_in: 3600 });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    authStore.clear();
  });

  it('logs the exit, reads url_dosen_new, posts the urlencoded form and points the pre-opened tab at the answer', async () => {
    answers.push(ok(null), ok({ keyword: 'url_dosen_new', value: 'https://siakad.test/dosen' }), ok({ code: 'c', state: 's', redirect_url: 'https://siakad.test/dosen?code=c', expires_in: 60 }));
    const openTab = vi.fn(() => tab as unknown as Window);
    const done = bukaUbahRps('ROLE_DOSEN', openTab);
    // The tab is opened before anything is awaited (popup blockers only allow that).
    expect(openTab).toHaveBeenCalledTimes(1);
    expect(tab.opener).toBeNull();
    await done;

    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual([
      'POST /api/v2/lms/log_aktivitas/keluar_ke_sikad',
      'GET /api/v1/config/url_dosen_new',
      'POST /api/v2/authorize/sikad',
    ]);
    const body = calls[2]!.init.body;
    expect(body).toBeInstanceOf(URLSearchParams);
    const form = Object.fromEntries(body as URLSearchParams);
    expect(form).toMatchObject({ response_type: 'code', client_id: 'sikad', redirect_uri: 'https://siakad.test/dosen', as_role: 'ROLE_DOSEN' });
    expect(form.state).toMatch(/.{8,}/);
    expect((calls[2]!.init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    expect(tab.location.href).toBe('https://siakad.test/dosen?code=c');
    expect(tab.close).not.toHaveBeenCalled();
  });

  it('closes the tab and rejects with the server message when a step fails', async () => {
    answers.push(ok(null));
    await expect(bukaUbahRps('ROLE_DOSEN', () => tab as unknown as Window)).rejects.toThrow('Server sedang sibuk');
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('about:blank');
  });
});
