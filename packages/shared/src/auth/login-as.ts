import { z } from 'zod';
import { paginationQuery } from '../common/envelope';

/** Roles an operator may open a session for through 'Login Akun Lain'. */
export const ROLES_LOGIN_AS = ['ROLE_DOSEN', 'ROLE_MAHASISWA'] as const;

/** POST /v2/lms/login_as. */
export const loginAsBody = z.object({
  username: z.string().trim().min(1, 'Username wajib diisi').max(100),
});
export type LoginAsBody = z.infer<typeof loginAsBody>;

/** GET /v2/lms/login_as/akun: accounts to choose from. */
export const loginAsAkunQuery = paginationQuery.extend({
  search: z.string().trim().max(100).optional(),
  role: z.enum(ROLES_LOGIN_AS).optional(),
});
export type LoginAsAkunQuery = z.infer<typeof loginAsAkunQuery>;

export const loginAsAkunItem = z.object({
  id: z.number().int(),
  username: z.string(),
  nama: z.string(),
  gelar_depan: z.string(),
  gelar_akademik: z.string(),
  role: z.enum(ROLES_LOGIN_AS),
  /** nim for students, nidn for lecturers. */
  nomor_induk: z.string().nullable(),
});
export type LoginAsAkunItem = z.infer<typeof loginAsAkunItem>;

/**
 * POST /v2/lms/log_aktivitas/logout: the refresh token, when sent, has its whole family revoked.
 * The body itself is optional (Fastify gives null when there is none).
 */
export const logoutBody = z
  .object({ refresh_token: z.string().min(1, 'Refresh token wajib diisi').max(500).optional() })
  .nullish();
export type LogoutBody = z.infer<typeof logoutBody>;

/** Refusals of 'Login Akun Lain'. */
export const PESAN_LOGIN_AS = {
  akunTidakDitemukan: 'Akun dosen atau mahasiswa dengan username tersebut tidak ditemukan',
  bukanDosenMahasiswa: 'Login Akun Lain hanya dapat dilakukan untuk akun dosen atau mahasiswa',
} as const;
