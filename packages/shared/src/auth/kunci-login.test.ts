import { describe, expect, it } from 'vitest';
import {
  LOGIN_GAGAL_TANPA_JEDA,
  LOGIN_MAX_GAGAL,
  LOGIN_MAX_GAGAL_AKUN,
  LOGIN_WINDOW_S,
  PESAN_KUNCI_LOGIN,
  jedaLoginAkun,
  pesanTolakLogin,
  teksSisaWaktu,
  terkunciSampai,
  tolakPercobaanLogin,
  type GagalLogin,
} from './kunci-login';

const NOW = Date.UTC(2026, 8, 1, 3, 0, 0);
const S = 1000;
/** `n` failures from `ip`, the newest `terakhirS` seconds ago, one every `selangS` seconds before it. */
const gagal = (n: number, ip: string, terakhirS = 100, selangS = 10): GagalLogin[] =>
  Array.from({ length: n }, (_, i) => ({ ip, waktu: NOW - (terakhirS + i * selangS) * S }));

describe('jedaLoginAkun', () => {
  it('is free up to the per-address limit, then doubles: 2, 4, 8, 16, 32 s', () => {
    expect(LOGIN_GAGAL_TANPA_JEDA).toBe(LOGIN_MAX_GAGAL);
    expect(Array.from({ length: LOGIN_MAX_GAGAL_AKUN }, (_, n) => jedaLoginAkun(n))).toEqual([0, 0, 0, 0, 0, 2, 4, 8, 16, 32]);
  });
});

describe('tolakPercobaanLogin', () => {
  it('lets an account with no or few failures try at once', () => {
    expect(tolakPercobaanLogin([], '10.0.0.1', NOW)).toBeNull();
    expect(tolakPercobaanLogin(gagal(LOGIN_MAX_GAGAL - 1, '10.0.0.1', 0, 0), '10.0.0.1', NOW)).toBeNull();
  });

  it('refuses an address at its limit until its oldest counted failure leaves the window', () => {
    const f = gagal(LOGIN_MAX_GAGAL, '10.0.0.1', 100, 10);
    const oldest = 100 + (LOGIN_MAX_GAGAL - 1) * 10;
    expect(tolakPercobaanLogin(f, '10.0.0.1', NOW)).toEqual({ alasan: 'alamat', sisaDetik: LOGIN_WINDOW_S - oldest });
  });

  it('makes the account wait after its latest failure once past the free ones, from any address', () => {
    const f = [...gagal(3, '10.0.0.1', 1), ...gagal(2, '10.0.0.2', 5)];
    expect(tolakPercobaanLogin(f, '10.0.0.3', NOW)).toEqual({ alasan: 'jeda', sisaDetik: 1 });
    expect(tolakPercobaanLogin(f, '10.0.0.3', NOW + 1 * S)).toBeNull();
    const tujuh = [...f, ...gagal(2, '10.0.0.4', 0.5)];
    expect(tolakPercobaanLogin(tujuh, '10.0.0.9', NOW)).toEqual({ alasan: 'jeda', sisaDetik: 8 });
  });

  it('locks the account at its limit over all addresses, until enough failures leave the window', () => {
    const f = Array.from({ length: 5 }, (_, i) => gagal(2, `10.0.1.${i}`, 60 + i * 100, 30)).flat();
    expect(f).toHaveLength(LOGIN_MAX_GAGAL_AKUN);
    const oldest = Math.max(...f.map((g) => NOW - g.waktu)) / S;
    const t = tolakPercobaanLogin(f, '10.9.9.9', NOW)!;
    expect(t).toEqual({ alasan: 'terkunci', sisaDetik: LOGIN_WINDOW_S - oldest });
    // The correct address, a fresh one: still locked; after the time left, the wait of 9 failures applies, not the lock.
    expect(tolakPercobaanLogin(f, '10.0.1.0', NOW)!.alasan).toBe('terkunci');
    expect(tolakPercobaanLogin(f, '10.9.9.9', NOW + t.sisaDetik * S)).toBeNull();
    expect(terkunciSampai(f, NOW)).toBe(NOW + t.sisaDetik * S);
    expect(terkunciSampai(f.slice(1), NOW)).toBeNull();
  });

  it('ignores failures that left the window', () => {
    const tua = gagal(LOGIN_MAX_GAGAL_AKUN, '10.0.0.1', LOGIN_WINDOW_S + 1, 1);
    expect(tolakPercobaanLogin(tua, '10.0.0.1', NOW)).toBeNull();
  });
});

describe('messages', () => {
  it('tell the time left in seconds under a minute, else in minutes rounded up', () => {
    expect(teksSisaWaktu(1)).toBe('1 detik');
    expect(teksSisaWaktu(59)).toBe('59 detik');
    expect(teksSisaWaktu(60)).toBe('1 menit');
    expect(teksSisaWaktu(61)).toBe('2 menit');
    expect(teksSisaWaktu(LOGIN_WINDOW_S)).toBe('15 menit');
    expect(pesanTolakLogin({ alasan: 'terkunci', sisaDetik: 800 })).toBe(
      'Akun ini dikunci sementara karena terlalu banyak percobaan login yang gagal. Coba lagi dalam 14 menit atau hubungi operator.',
    );
    expect(pesanTolakLogin({ alasan: 'jeda', sisaDetik: 8 })).toBe(PESAN_KUNCI_LOGIN.jeda(8));
    expect(PESAN_KUNCI_LOGIN.jeda(8)).toContain('8 detik');
  });
});
