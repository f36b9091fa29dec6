import { describe, expect, it } from 'vitest';
import { crumbsKehadiran, kehadiranKelasHref, pageTypeOf, teksUpdateOtomatis, tokenDariTeks } from './halaman-kehadiran';

describe('pageTypeOf', () => {
  it('maps role and origin to the four page types, none for students', () => {
    expect(pageTypeOf('ROLE_DOSEN', false)).toBe('dosen');
    expect(pageTypeOf('ROLE_DOSEN', true)).toBe('dosen-kelas');
    expect(pageTypeOf('ROLE_OPERATOR', false)).toBe('operator');
    expect(pageTypeOf('ROLE_OPERATOR', true)).toBe('operator-kelas');
    expect(pageTypeOf('ROLE_MAHASISWA', false)).toBeNull();
  });
});

describe('crumbsKehadiran (spec 1 §2.8)', () => {
  const c = { idKelas: 'K_1', idPertemuan: 7, kelas: 'Basis Data - A', nomor: 3 };
  it('dosen: Kehadiran > Kehadiran Peserta (tab 1) > class > meeting', () => {
    expect(crumbsKehadiran('dosen', c)).toEqual([
      { label: 'Kehadiran', href: '/kehadiran-peserta' },
      { label: 'Kehadiran Peserta', href: '/kehadiran-peserta?tab=1' },
      { label: 'Basis Data - A', href: '/kehadiran-peserta/K_1' },
      { label: 'Pertemuan 3' },
    ]);
  });
  it('dosen-kelas: Kelas > class (pertemuan query) > Pertemuan n > Kehadiran Kelas', () => {
    expect(crumbsKehadiran('dosen-kelas', c)).toEqual([
      { label: 'Kelas', href: '/kelas' },
      { label: 'Basis Data - A', href: '/kelas/K_1?pertemuan=7' },
      { label: 'Pertemuan 3', href: '/kelas/K_1/7' },
      { label: 'Kehadiran Kelas' },
    ]);
  });
  it('operator: Kehadiran Peserta > class > Pertemuan n', () => {
    expect(crumbsKehadiran('operator', { ...c, kelas: null, nomor: null }).map((x) => x.label)).toEqual(['Kehadiran Peserta', 'Kelas', 'Pertemuan']);
  });
  it('links the meeting page to the class page type', () => {
    expect(kehadiranKelasHref('K_1', 7)).toBe('/kehadiran-peserta/K_1/7?dari=kelas');
  });
});

describe('tokenDariTeks', () => {
  it('reads the token from the QR link, a relative link or a bare token', () => {
    expect(tokenDariTeks('https://lms.kampus.ac.id/presensi-qr?token=abc.def')).toBe('abc.def');
    expect(tokenDariTeks('/presensi-qr?token=xyz')).toBe('xyz');
    expect(tokenDariTeks('  abc.def  ')).toBe('abc.def');
  });
  it('refuses links without a token and text with spaces', () => {
    expect(tokenDariTeks('https://example.com/lain')).toBeNull();
    expect(tokenDariTeks('dua kata')).toBeNull();
    expect(tokenDariTeks('')).toBeNull();
  });
});

describe('teksUpdateOtomatis', () => {
  it('shows 23:59 on the date in the college zone, null when empty', () => {
    expect(teksUpdateOtomatis('2026-11-22T20:00:00Z', 'Asia/Jakarta')).toBe('23 November 2026 23:59 WIB');
    expect(teksUpdateOtomatis(null, 'Asia/Jakarta')).toBeNull();
  });
});
