import { describe, expect, it } from 'vitest';
import { ssoParams } from './sso-params';

describe('ssoParams', () => {
  it('reads the token and the destination path', () => {
    expect(ssoParams(new URLSearchParams('token=abc&path=/kelas'))).toEqual({ token: 'abc', tujuan: '/kelas' });
    expect(ssoParams(new URLSearchParams('token=abc&redirect=/nilai'))).toEqual({ token: 'abc', tujuan: '/nilai' });
  });
  it('treats a missing or blank token as none and goes to the dashboard by default', () => {
    expect(ssoParams(new URLSearchParams(''))).toEqual({ token: null, tujuan: '/beranda' });
    expect(ssoParams(new URLSearchParams('token=%20'))).toEqual({ token: null, tujuan: '/beranda' });
  });
  it('never follows a destination outside the app', () => {
    expect(ssoParams(new URLSearchParams('token=a&path=https://jahat.example/x')).tujuan).toBe('/beranda');
    expect(ssoParams(new URLSearchParams('token=a&path=//jahat.example')).tujuan).toBe('/beranda');
  });
});
