/**
 * Login throttling per account as well as per address. Failed attempts are counted per (college, username) over
 * every address and per (college, username, address), inside one sliding window:
 * - per address: LOGIN_MAX_GAGAL failures, then that address waits until the oldest of them leaves the window;
 * - per account: the first LOGIN_GAGAL_TANPA_JEDA failures are free; each further one makes the account wait
 *   longer after it (2, 4, 8, 16, 32 s); at LOGIN_MAX_GAGAL_AKUN failures the account is locked until enough of
 *   them leave the window. So no account's password is checked more than LOGIN_MAX_GAGAL_AKUN times per window,
 *   however many addresses try. A success, or an operator's unlock, clears the account's failures.
 * A refused attempt checks no password and is not a new failure.
 */

/** Failed logins allowed per account and address within the window. */
export const LOGIN_MAX_GAGAL = 5;
export const LOGIN_WINDOW_S = 15 * 60;
/** Failed logins allowed per account over all addresses within the window; then the account is locked. */
export const LOGIN_MAX_GAGAL_AKUN = 10;
/** Failures of an account (over all addresses) before it has to wait between attempts. */
export const LOGIN_GAGAL_TANPA_JEDA = LOGIN_MAX_GAGAL;

/** Seconds the account waits after its latest failure, given its failures in the window (0: none). */
export function jedaLoginAkun(gagal: number): number {
  if (gagal < LOGIN_GAGAL_TANPA_JEDA) return 0;
  return 2 ** (gagal - LOGIN_GAGAL_TANPA_JEDA + 1);
}

export type AlasanTolakLogin = 'terkunci' | 'alamat' | 'jeda';
export type TolakLogin = { alasan: AlasanTolakLogin; sisaDetik: number };
/** A failure of the account in the window: its address and time (ms). */
export type GagalLogin = { ip: string; waktu: number };

const sisa = (sampaiMs: number, now: number) => Math.max(1, Math.ceil((sampaiMs - now) / 1000));

/**
 * Whether an attempt from `ip` may check a password now, given the account's failures in the window (any order).
 * The lock is reported first, then the address limit, then the wait; each with the seconds left.
 */
export function tolakPercobaanLogin(gagal: readonly GagalLogin[], ip: string, now: number): TolakLogin | null {
  const dalam = gagal.filter((g) => g.waktu > now - LOGIN_WINDOW_S * 1000).sort((a, b) => b.waktu - a.waktu);
  const windowMs = LOGIN_WINDOW_S * 1000;
  if (dalam.length >= LOGIN_MAX_GAGAL_AKUN) {
    // Locked until the account is back under its limit: the LOGIN_MAX_GAGAL_AKUN-th newest failure leaves the window.
    return { alasan: 'terkunci', sisaDetik: sisa(dalam[LOGIN_MAX_GAGAL_AKUN - 1]!.waktu + windowMs, now) };
  }
  const dariAlamat = dalam.filter((g) => g.ip === ip);
  if (dariAlamat.length >= LOGIN_MAX_GAGAL) {
    return { alasan: 'alamat', sisaDetik: sisa(dariAlamat[LOGIN_MAX_GAGAL - 1]!.waktu + windowMs, now) };
  }
  const jeda = jedaLoginAkun(dalam.length);
  if (jeda > 0 && dalam[0]!.waktu + jeda * 1000 > now) return { alasan: 'jeda', sisaDetik: sisa(dalam[0]!.waktu + jeda * 1000, now) };
  return null;
}

/** Until when an account is locked (ms), or null; what the user screens show. */
export function terkunciSampai(gagal: readonly GagalLogin[], now: number): number | null {
  const t = tolakPercobaanLogin(gagal, '', now);
  return t?.alasan === 'terkunci' ? now + t.sisaDetik * 1000 : null;
}

/** '45 detik', '14 menit' (minutes rounded up): how long a user still waits. */
export function teksSisaWaktu(detik: number): string {
  const s = Math.max(1, Math.ceil(detik));
  return s < 60 ? `${s} detik` : `${Math.ceil(s / 60)} menit`;
}

export const PESAN_KUNCI_LOGIN = {
  terkunci: (detik: number) =>
    `Akun ini dikunci sementara karena terlalu banyak percobaan login yang gagal. Coba lagi dalam ${teksSisaWaktu(detik)} atau hubungi operator.`,
  alamat: (detik: number) => `Terlalu banyak percobaan login yang gagal dari alamat ini. Coba lagi dalam ${teksSisaWaktu(detik)}.`,
  jeda: (detik: number) => `Terlalu banyak percobaan login yang gagal. Tunggu ${teksSisaWaktu(detik)} sebelum mencoba lagi.`,
  /** POST /v2/lms/pengguna/{id}/buka_kunci_login. */
  dibuka: 'Kunci login pengguna berhasil dibuka',
  tidakTerkunci: 'Login pengguna ini tidak sedang dikunci',
} as const;

/** The message of a refusal. */
export const pesanTolakLogin = (t: TolakLogin) => PESAN_KUNCI_LOGIN[t.alasan](t.sisaDetik);
