import { z } from 'zod';
import type { Role } from '../auth/schemas';

/**
 * Single sign-on into the LMS (/sso, spec 1 §2.1 'authorization code and single sign-on'): the campus's academic
 * system (or portal) sends the user to `/sso?token=<assertion>&path=<page>`. The assertion is a JWT (HS256) signed
 * with the secret the college shares with that system (table sso_klien), naming the user (`sub` = username), at
 * most 5 minutes long, single use (`jti`), for audience `lms` and the college (`college_id`). The page exchanges it
 * at POST /v2/sso/token for a session of that user (docs/DECISIONS.md, 'Single sign-on').
 */

export const SSO_AUDIENCE = 'lms';
export const SSO_TOKEN_MAX_LIFETIME_S = 300;
/** Tolerated clock difference between the two systems. */
export const SSO_CLOCK_SKEW_S = 30;

/** The role claim may be written as the legacy links do ('mahasiswa' in lowercase, spec 1 §7) or as ROLE_*. */
export const SSO_PERAN: Record<string, Role> = {
  mahasiswa: 'ROLE_MAHASISWA',
  dosen: 'ROLE_DOSEN',
  operator: 'ROLE_OPERATOR',
  ROLE_MAHASISWA: 'ROLE_MAHASISWA',
  ROLE_DOSEN: 'ROLE_DOSEN',
  ROLE_OPERATOR: 'ROLE_OPERATOR',
};

export const ssoTokenBody = z.object({
  token: z.string({ error: 'token wajib diisi' }).trim().min(1, 'token wajib diisi').max(4000, 'token terlalu panjang'),
});
export type SsoTokenBody = z.infer<typeof ssoTokenBody>;

export const PESAN_SSO = {
  tokenTidakAda: 'Tautan single sign-on tidak lengkap: token tidak ditemukan. Silakan masuk kembali melalui SIAKAD.',
  belumAktif: 'Single sign-on belum diaktifkan untuk kampus ini. Silakan login dengan username dan password.',
  tokenTidakValid: 'Token single sign-on tidak valid. Silakan masuk kembali melalui SIAKAD.',
  tokenKedaluwarsa: 'Token single sign-on sudah kedaluwarsa. Silakan masuk kembali melalui SIAKAD.',
  tokenTerlaluLama: `Token single sign-on berlaku terlalu lama (paling lama ${SSO_TOKEN_MAX_LIFETIME_S / 60} menit)`,
  tokenDipakaiUlang: 'Token single sign-on sudah pernah dipakai. Silakan masuk kembali melalui SIAKAD.',
  kampusTidakSesuai: 'Token single sign-on diterbitkan untuk kampus lain',
  akunTidakDitemukan: (username: string) => `Akun ${username} tidak terdaftar di LMS kampus ini. Hubungi administrator.`,
  peranTidakSesuai: 'Peran pada token single sign-on tidak sesuai dengan akun LMS Anda',
  memverifikasi: 'Memverifikasi single sign-on ...',
  gagalJudul: 'Single sign-on gagal',
} as const;

export const DETAIL_LOG_SSO = { login: (klien: string) => `Login ke LMS melalui single sign-on dari ${klien.toUpperCase()}` } as const;
