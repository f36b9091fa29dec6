import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PESAN } from '@lms/shared';
import { protectedLoader } from '@/app/guards';
import { RouteErrorBoundary } from '@/app/routes/route-error';
import { theme } from '@/app/theme';
import { authStore } from '@/lib/auth-store';
import { queryClient } from '@/lib/query-client';
import { STORAGE_KEYS, writeJson } from '@/lib/storage';
import { kehadiranRoutes } from './kehadiran-routes';

/**
 * Issue 30 point 12: the lecturer reports are operator pages behind laporan; anyone else gets the app's 404 page
 * (spec 1 §8: a missing permission shows 404), never the page with a refusal beside a live 'Export Excel'.
 */

const okJson = (data: unknown) => new Response(JSON.stringify({ status: { code: 'success', message: 'Berhasil' }, data }), { status: 200, headers: { 'content-type': 'application/json' } });
const user = (role: string) => ({
  id: 1, username: 'u', role, nama: 'U', gelar_depan: '', gelar_akademik: '', email: '', avatar_url: null, nomor_induk: null,
  id_dosen: null, id_mahasiswa: null, login_as_operator: null, college: { id: 1, nama: 'K', singkatan: 'K', time_zone: 'Asia/Jakarta' },
});

function open(path: string, role: string, akses: { permission_key: string; akses: string }[] = []) {
  queryClient.clear();
  writeJson(STORAGE_KEYS.frontendConfig, { college_id: 1, copyright: '', url_sikad_legacy: '', color_mode: 'light' });
  authStore.set({ access_token: 'A', refresh_token: 'R', expires_in: 3600 });
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(String(url));
    if (String(url).includes('/v2/user_info')) return okJson(user(role));
    if (String(url).includes('/access_control/me')) return okJson(akses);
    return okJson(null);
  });
  // The guarded group exactly as the app's router builds it around the attendance routes.
  const router = createMemoryRouter([{ loader: protectedLoader, ErrorBoundary: RouteErrorBoundary, HydrateFallback: () => null, children: kehadiranRoutes() }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { calls };
}

describe('/kehadiran-pengajar and /keaktifan-pengajar for those who may not open them', () => {
  const cases = [
    ['/kehadiran-pengajar', 'ROLE_DOSEN', []],
    ['/kehadiran-pengajar/ubah-kehadiran', 'ROLE_DOSEN', []],
    ['/kehadiran-pengajar', 'ROLE_MAHASISWA', []],
    ['/kehadiran-pengajar', 'ROLE_OPERATOR', [{ permission_key: 'kelas_kuliah', akses: 'write' }]],
    ['/keaktifan-pengajar', 'ROLE_DOSEN', []],
  ] as const;
  for (const [path, role, akses] of cases) {
    it(`${role} on ${path}${akses.length ? ' without laporan' : ''}: the 404 page, no report, no Export Excel, no report request`, async () => {
      const { calls } = open(path, role, [...akses]);
      expect(await screen.findByText(PESAN.errorPage404Judul)).toBeTruthy();
      expect(screen.queryByText(/Anda tidak memiliki akses/)).toBeNull();
      expect(screen.queryByRole('button', { name: /Export Excel/ })).toBeNull();
      expect(calls.some((c) => c.includes('/laporan/'))).toBe(false);
    });
  }
});
