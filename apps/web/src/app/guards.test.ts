import { describe, expect, it, vi } from 'vitest';
import { safeRedirect } from '@/lib/safe-redirect';
import { authorizationCodeRedirect } from './guards';

describe('authorizationCodeRedirect (middleware 1)', () => {
  it('sends a code to /oauth with path, redirect and refferer', () => {
    const to = authorizationCodeRedirect(new URL('http://localhost/kelas/abc?code=XYZ&path=%2Fnilai'), 'https://sikad.ac.id/');
    const url = new URL(to!, 'http://localhost');
    expect(url.pathname).toBe('/oauth');
    expect(Object.fromEntries(url.searchParams)).toEqual({ code: 'XYZ', path: '/nilai', redirect: '/kelas/abc', refferer: 'https://sikad.ac.id/' });
  });

  it('leaves /oauth itself and pages without a code alone', () => {
    expect(authorizationCodeRedirect(new URL('http://localhost/oauth?code=XYZ'), '')).toBeNull();
    expect(authorizationCodeRedirect(new URL('http://localhost/beranda'), '')).toBeNull();
  });
});

describe('safeRedirect', () => {
  it('follows same-origin paths only', () => {
    expect(safeRedirect('/kelas/abc?x=1')).toBe('/kelas/abc?x=1');
    expect(safeRedirect('https://evil.example')).toBe('/beranda');
    expect(safeRedirect('//evil.example')).toBe('/beranda');
    expect(safeRedirect(null)).toBe('/beranda');
  });
});

describe('runMiddleware (authentication, then permission)', () => {
  const okJson = (data: unknown) =>
    new Response(JSON.stringify({ status: { code: 'success', message: 'Berhasil' }, data }), { status: 200, headers: { 'content-type': 'application/json' } });
  const user = (role: string) => ({
    id: 1, username: 'u', role, nama: 'U', gelar_depan: '', gelar_akademik: '', email: '', avatar_url: null, nomor_induk: null,
    id_dosen: null, id_mahasiswa: null, login_as_operator: null, college: { id: 1, nama: 'K', singkatan: 'K', time_zone: 'Asia/Jakarta' },
  });

  async function run(path: string, role: string | null, akses: { permission_key: string; akses: string }[] = []) {
    const { runMiddleware } = await import('./guards');
    const { authStore } = await import('@/lib/auth-store');
    const { queryClient } = await import('@/lib/query-client');
    const { writeJson, STORAGE_KEYS } = await import('@/lib/storage');
    queryClient.clear();
    writeJson(STORAGE_KEYS.frontendConfig, { college_id: 1, copyright: '', url_sikad_legacy: '', color_mode: 'light' });
    if (role) authStore.set({ access_token: 'A', refresh_token: 'R', expires_in: 3600 });
    else authStore.clear();
    vi.stubGlobal('fetch', async (url: string) =>
      url.includes('/v2/user_info') ? okJson(user(role ?? 'ROLE_MAHASISWA')) : url.includes('/access_control/me') ? okJson(akses) : okJson(null),
    );
    try {
      return await runMiddleware(new Request(`http://localhost${path}`), { authenticate: true, authorize: true }).then(
        () => ({ ok: true as const }),
        (thrown: unknown) => ({ ok: false as const, thrown }),
      );
    } finally {
      vi.unstubAllGlobals();
    }
  }

  const statusOf = (r: Awaited<ReturnType<typeof run>>) => {
    if (r.ok) return 'ok';
    const t = r.thrown as { status?: number; init?: { status?: number }; headers?: Headers };
    if (t instanceof Response) return `${t.status} ${t.headers.get('Location') ?? ''}`.trim();
    return String(t.init?.status ?? t.status);
  };

  it('sends a visitor without a session to /', async () => {
    expect(statusOf(await run('/beranda', null))).toBe('302 /');
  });

  it('shows 404 (not 403) for an operator without read on the guarded area', async () => {
    const laporan = [{ permission_key: 'laporan', akses: 'read' }];
    expect(statusOf(await run('/bank-soal', 'ROLE_OPERATOR', laporan))).toBe('404');
    expect(statusOf(await run('/kehadiran-peserta/abc', 'ROLE_OPERATOR', laporan))).toBe('ok');
    expect(statusOf(await run('/beranda', 'ROLE_OPERATOR', laporan))).toBe('ok');
  });

  it('does not apply operator areas to students and lecturers', async () => {
    expect(statusOf(await run('/kelas', 'ROLE_MAHASISWA'))).toBe('ok');
    expect(statusOf(await run('/pertemuan', 'ROLE_DOSEN'))).toBe('ok');
  });

  it('shows 404 on /pertemuan and a meeting page for an operator without kelas_kuliah', async () => {
    const laporan = [{ permission_key: 'laporan', akses: 'read' }];
    expect(statusOf(await run('/pertemuan', 'ROLE_OPERATOR', laporan))).toBe('404');
    expect(statusOf(await run('/pertemuan/12', 'ROLE_OPERATOR', laporan))).toBe('404');
  });

  it('shows 404 on operator-only pages for lecturers and students', async () => {
    for (const role of ['ROLE_DOSEN', 'ROLE_MAHASISWA']) {
      for (const path of ['/mata-kuliah', '/pengguna', '/profil-pt', '/data-sistem', '/konfigurasi', '/login-as']) {
        expect(statusOf(await run(path, role)), `${role} ${path}`).toBe('404');
      }
    }
    expect(statusOf(await run('/bank-soal', 'ROLE_MAHASISWA'))).toBe('404');
  });

  it('checks the authorization code before authentication', async () => {
    expect(statusOf(await run('/beranda?code=X', null))).toMatch(/^302 \/oauth\?code=X/);
  });
});
