import { z } from 'zod';

export const ROLES = ['ROLE_MAHASISWA', 'ROLE_DOSEN', 'ROLE_OPERATOR'] as const;
export type Role = (typeof ROLES)[number];

export const REFRESH_TOKEN_MAX_AGE_S = 86_400;
export const ACCESS_TOKEN_TTL_S = 3_600;
export const loginBody = z.object({
  username: z.string().trim().min(1, 'Username wajib diisi').max(100),
  password: z.string().min(1, 'Password wajib diisi').max(200),
});
export type LoginBody = z.infer<typeof loginBody>;

export const tokenData = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
});
export type TokenData = z.infer<typeof tokenData>;

export const refreshBody = z.object({ refresh_token: z.string().min(1, 'Refresh token wajib diisi') });

export const userInfo = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(ROLES),
  nama: z.string(),
  gelar_depan: z.string(),
  gelar_akademik: z.string(),
  email: z.string(),
  avatar_url: z.string().nullable(),
  /** nim for students, nidn for lecturers, null for operators. */
  nomor_induk: z.string().nullable(),
  id_dosen: z.number().int().nullable(),
  id_mahasiswa: z.number().int().nullable(),
  /** Username of the operator acting through 'Login Akun Lain', else null. */
  login_as_operator: z.string().nullable(),
  college: z.object({
    id: z.number().int(),
    nama: z.string(),
    singkatan: z.string(),
    time_zone: z.string(),
  }),
});
export type UserInfo = z.infer<typeof userInfo>;
