import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { PESAN_KUNCI_LOGIN, normalizeHakAkses, type LevelAkses, type PenggunaItem } from '@lms/shared';
import { aksesMeQueryOptions } from '@/lib/authorization';
import { userInfoQueryOptions } from '@/lib/auth';
import { ok, okList, renderRoute, stubApi, testQueryClient } from '@/testing/test-helpers';
import { PenggunaPage } from './pengguna-page';

const operator: PenggunaItem = {
  id: 9,
  role: 'operator',
  username: 'op.baca',
  nama: 'Operator Baca',
  gelar_depan: '',
  gelar_akademik: '',
  email: 'op@unm.ac.id',
  avatar_url: null,
  is_active: true,
  nomor_induk: null,
  prodi: null,
  angkatan: null,
  telepon: '',
  nik: '',
  tanggal_lahir: null,
  nama_orang_tua: '',
  tanggal_lahir_orang_tua: null,
  hak_akses: normalizeHakAkses({ data_master: 'read', laporan: 'read' }),
  last_active_at: null,
  login_terkunci_sampai: null,
  created_at: '2026-11-21T00:00:00Z',
};

function renderAs(dataMaster: LevelAkses, item: PenggunaItem = operator) {
  const { calls } = stubApi({
    'GET /api/v2/lms/pengguna': okList([item]),
    'POST /api/v2/lms/pengguna/9/buka_kunci_login': ok({ ...item, login_terkunci_sampai: null }, PESAN_KUNCI_LOGIN.dibuka),
    'GET /api/v1/operator/9': ok({ id: 9, username: 'op.baca', nama: 'Operator Baca', email: '', fotoContentUrl: null, is_active: true, hakAkses: operator.hak_akses }),
  });
  const client = testQueryClient();
  client.setQueryData(userInfoQueryOptions().queryKey, { id: 1, role: 'ROLE_OPERATOR', college: { time_zone: 'Asia/Jakarta' } } as never);
  client.setQueryData(aksesMeQueryOptions().queryKey, normalizeHakAkses({ data_master: dataMaster }));
  renderRoute(<PenggunaPage />, { route: '/pengguna?peran=operator', path: '/pengguna', client });
  return calls;
}

// A Mantine page with modals renders slowly on a busy machine.
const LAMA = 20_000;

describe('PenggunaPage', () => {
  it('lists operators with the username as the operator ID and a summary of their rights', async () => {
    const calls = renderAs('write');
    const row = await screen.findByTestId('pengguna-row');
    expect(row.textContent).toContain('op.baca');
    expect(row.textContent).toContain('Baca 2 area');
    expect(calls.some((c) => c.url.includes('role=operator'))).toBe(true);
    expect(screen.getByTestId('pengguna-tambah').textContent).toBe('Tambah Operator');
    expect(screen.getByTestId('pengguna-impor')).toBeTruthy();
  }, LAMA);

  it('gives a read-only operator no add, import or change controls; the rights open read-only', async () => {
    renderAs('read');
    const row = await screen.findByTestId('pengguna-row');
    expect(screen.queryByTestId('pengguna-tambah')).toBeNull();
    expect(screen.queryByTestId('pengguna-impor')).toBeNull();
    fireEvent.click(within(row).getByTestId('pengguna-aksi'));
    expect(await screen.findByTestId('aksi-akses')).toBeTruthy();
    expect(screen.queryByTestId('aksi-ubah')).toBeNull();
    expect(screen.queryByTestId('aksi-reset')).toBeNull();
    expect(screen.queryByTestId('aksi-status')).toBeNull();
    fireEvent.click(screen.getByTestId('aksi-akses'));
    expect((await screen.findByTestId('akses-operator-id')).textContent).toBe('op.baca');
    expect(screen.queryByTestId('akses-simpan')).toBeNull();
  }, LAMA);

  it('marks a locked login with the time it ends, and lets a writer unlock it after confirming', async () => {
    const calls = renderAs('write', { ...operator, login_terkunci_sampai: '2026-11-21T03:14:00Z' });
    const row = await screen.findByTestId('pengguna-row');
    const badge = within(row).getByTestId('pengguna-terkunci');
    expect(badge.getAttribute('title')).toBe('Login terkunci sampai 21/11/2026, 10:14 WIB');
    fireEvent.click(within(row).getByTestId('pengguna-aksi'));
    fireEvent.click(await screen.findByTestId('aksi-buka-kunci'));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Buka Kunci' }));
    expect((await screen.findByText(PESAN_KUNCI_LOGIN.dibuka)).textContent).toBe(PESAN_KUNCI_LOGIN.dibuka);
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/v2/lms/pengguna/9/buka_kunci_login']);
  }, LAMA);

  it('offers no unlock for an account that is not locked', async () => {
    renderAs('write');
    const row = await screen.findByTestId('pengguna-row');
    expect(within(row).queryByTestId('pengguna-terkunci')).toBeNull();
    fireEvent.click(within(row).getByTestId('pengguna-aksi'));
    expect(await screen.findByTestId('aksi-reset')).toBeTruthy();
    expect(screen.queryByTestId('aksi-buka-kunci')).toBeNull();
  }, LAMA);

  it('shows a read-only operator the lock but no unlock', async () => {
    renderAs('read', { ...operator, login_terkunci_sampai: '2026-11-21T03:14:00Z' });
    const row = await screen.findByTestId('pengguna-row');
    expect(within(row).getByTestId('pengguna-terkunci')).toBeTruthy();
    fireEvent.click(within(row).getByTestId('pengguna-aksi'));
    expect(await screen.findByTestId('aksi-akses')).toBeTruthy();
    expect(screen.queryByTestId('aksi-buka-kunci')).toBeNull();
  }, LAMA);
});
