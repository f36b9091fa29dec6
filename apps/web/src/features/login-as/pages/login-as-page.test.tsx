import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { normalizeHakAkses, type LoginAsAkunItem } from '@lms/shared';
import { aksesMeQueryOptions } from '@/lib/authorization';
import { userInfoQueryOptions } from '@/lib/auth';
import { fail, okList, renderRoute, stubApi, testQueryClient } from '@/testing/test-helpers';
import { LoginAsPage } from './login-as-page';

const DOSEN: LoginAsAkunItem = { id: 4, username: 'dosen', nama: 'Budi Santoso', gelar_depan: 'Dr.', gelar_akademik: 'M.Kom.', role: 'ROLE_DOSEN', nomor_induk: '0412345678' };
const MAHASISWA: LoginAsAkunItem = { id: 9, username: 'mahasiswa', nama: 'Siti Aminah', gelar_depan: '', gelar_akademik: '', role: 'ROLE_MAHASISWA', nomor_induk: null };

function renderPage(akun: LoginAsAkunItem[]) {
  const api = stubApi({
    'GET /api/v2/lms/login_as/akun': okList(akun),
    'POST /api/v2/lms/login_as': fail(403, 'forbidden', 'Anda tidak memiliki akses'),
  });
  const client = testQueryClient();
  // The session's user and rights, as the route guard leaves them in the cache.
  client.setQueryData(userInfoQueryOptions().queryKey, { role: 'ROLE_OPERATOR' } as never);
  client.setQueryData(aksesMeQueryOptions().queryKey, normalizeHakAkses({ kelas_kuliah: 'write' }));
  renderRoute(<LoginAsPage />, { route: '/login-as', path: '/login-as', client });
  return api;
}

describe('LoginAsPage', () => {
  it('shows each account as a card with every column and a Masuk button that asks before logging in', async () => {
    const { calls } = renderPage([DOSEN, MAHASISWA]);
    const [dosen, mahasiswa] = await screen.findAllByTestId('login-as-card');
    for (const part of ['Nama', 'Dr. Budi Santoso, M.Kom.', 'Peran', 'Dosen', 'Username', 'dosen', 'Nomor Induk', '0412345678']) {
      expect(dosen!.textContent).toContain(part);
    }
    expect(mahasiswa!.textContent).toContain('Siti Aminah');
    expect(mahasiswa!.textContent).toContain('Nomor Induk-');
    // From tablet up the same accounts are numbered table rows.
    expect(screen.getAllByTestId('login-as-row').map((r) => r.querySelector('td')!.textContent)).toEqual(['1', '2']);

    const masuk = within(mahasiswa!).getByRole('button', { name: 'Masuk sebagai Siti Aminah' });
    expect(masuk.textContent).toBe('Masuk');
    fireEvent.click(masuk);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Masuk sebagai Siti Aminah (mahasiswa)?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Masuk' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ username: 'mahasiswa' }));
  });

  it('shows the empty state when no account matches', async () => {
    renderPage([]);
    expect((await screen.findByTestId('empty-state')).textContent).toContain('Tidak ada akun yang cocok dengan pencarian.');
    expect(screen.queryByTestId('login-as-card')).toBeNull();
    expect(screen.queryByTestId('login-as-table')).toBeNull();
  });
});
