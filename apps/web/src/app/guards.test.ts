import { describe, expect, it } from 'vitest';
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
