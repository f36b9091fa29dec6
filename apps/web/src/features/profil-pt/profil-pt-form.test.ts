import { describe, expect, it, vi } from 'vitest';
import { PESAN_VALIDASI } from '@lms/shared';
import { bukaSikadLegacy, urlSsoSikadLegacy } from './buka-sikad-legacy';
import { nilaiAwalProfil, periksaProfil } from './profil-pt-form';

describe('institution profile form', () => {
  const v = nilaiAwalProfil({ judul: 'LMS UNM', nama: 'UNM', singkatan: 'UNM', alamat: 'Jakarta', email: 'a@unm.ac.id', telepon: '0217250011' });
  it('passes a complete profile and names broken fields with the shared rules', () => {
    expect(periksaProfil(v).ok).toBe(true);
    const r = periksaProfil({ ...v, email: 'a@unm', telepon: '217250011', alamat: '' });
    expect(r).toEqual({ ok: false, galat: { email: PESAN_VALIDASI.email, telepon: PESAN_VALIDASI.telepon, alamat: PESAN_VALIDASI.wajib } });
  });
});

describe('data-master card: single sign-on to the legacy academic system', () => {
  it('links to the legacy origin with app, legacy, role and path', () => {
    const url = new URL(urlSsoSikadLegacy('https://siakad.unm.ac.id/lama/', '/data-master')!);
    expect(url.origin).toBe('https://siakad.unm.ac.id');
    expect(Object.fromEntries(url.searchParams)).toEqual({ app: 'lms', legacy: '1', role: 'operator', path: '/data-master' });
    for (const v of [null, '', 'bukan url', 'javascript:alert(1)']) expect(urlSsoSikadLegacy(v)).toBeNull();
  });

  it('logs the exit, asks a code for the legacy URL as an operator and sends the opened tab there', async () => {
    const tab = { opener: {}, closed: false, location: { href: '' }, close: vi.fn() } as unknown as Window;
    const keluar = vi.fn(async () => {});
    const authorize = vi.fn(async (i: { redirectUri: string }) => ({ code: 'k', state: 's', redirect_url: `${i.redirectUri}&code=k`, expires_in: 60 }));
    await bukaSikadLegacy('https://siakad.unm.ac.id', '/data-master', { openTab: () => tab, keluar, authorize });
    expect(keluar).toHaveBeenCalledOnce();
    const arg = authorize.mock.calls[0]![0] as { redirectUri: string; asRole: string };
    expect(arg.asRole).toBe('ROLE_OPERATOR');
    expect(new URL(arg.redirectUri).searchParams.get('path')).toBe('/data-master');
    expect(tab.location.href).toContain('code=k');
    expect(tab.opener).toBeNull();
  });

  it('closes the tab when a step fails, and refuses without a legacy URL', async () => {
    const tab = { opener: {}, closed: false, location: { href: '' }, close: vi.fn() } as unknown as Window;
    const gagal = bukaSikadLegacy('https://siakad.unm.ac.id', '/', { openTab: () => tab, keluar: async () => {}, authorize: async () => Promise.reject(new Error('x')) });
    await expect(gagal).rejects.toThrow('x');
    expect(tab.close).toHaveBeenCalled();
    await expect(bukaSikadLegacy('', '/')).rejects.toThrow(/belum diatur/);
  });
});
