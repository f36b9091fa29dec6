import { describe, expect, it } from 'vitest';
import { breadcrumbsFor } from './breadcrumbs';

describe('breadcrumbsFor', () => {
  it('is only Beranda on the dashboard', () => {
    expect(breadcrumbsFor('/beranda')).toEqual([{ label: 'Beranda' }]);
  });

  it('starts at /beranda and links every prefix but the last', () => {
    expect(breadcrumbsFor('/kehadiran-peserta/20261_A_12/5')).toEqual([
      { label: 'Beranda', href: '/beranda' },
      { label: 'Kehadiran Peserta', href: '/kehadiran-peserta' },
      { label: '20261_A_12', href: '/kehadiran-peserta/20261_A_12' },
      { label: '5' },
    ]);
  });

  it('uses fixed labels where title case is wrong', () => {
    expect(breadcrumbsFor('/profil-pt').at(-1)).toEqual({ label: 'Profil PT' });
  });
});
