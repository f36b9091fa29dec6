import { expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { AppShell } from '@mantine/core';
import { normalizeHakAkses } from '@lms/shared';
import { aksesMeQueryOptions } from '@/lib/authorization';
import { userInfoQueryOptions } from '@/lib/auth';
import { renderRoute, stubApi, testQueryClient } from '@/testing/test-helpers';
import { AppHeader } from './app-header';

it('draws the profile trigger before the dropdown code is in; a click meanwhile opens the dropdown once it arrives', async () => {
  stubApi({});
  const client = testQueryClient();
  client.setQueryData(userInfoQueryOptions().queryKey, { id: 1, nama: 'Budi', role: 'ROLE_MAHASISWA', college: { singkatan: 'UX', time_zone: 'Asia/Jakarta' } } as never);
  client.setQueryData(aksesMeQueryOptions().queryKey, normalizeHakAkses({}));
  renderRoute(
    <AppShell header={{ height: 64 }}>
      <AppHeader navOpened={false} onToggleNav={() => {}} />
    </AppShell>,
    { route: '/beranda', path: '/beranda', client },
  );
  const trigger = screen.getByTestId('profile-menu');
  expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
  fireEvent.click(trigger);
  const dropdown = await screen.findByTestId('profile-menu-dropdown');
  expect(dropdown.textContent).toContain('Logout');
  expect(screen.getByTestId('profile-menu').getAttribute('aria-expanded')).toBe('true');
});
