import { z } from 'zod';
import { ROLES } from '../auth/schemas';

/** Clients that may receive an authorization code: the academic system, or this LMS (single sign-on into /oauth). */
export const OAUTH_CLIENTS = ['sikad', 'lms'] as const;
export const AUTH_CODE_TTL_S = 60;

/** POST /v2/authorize/{client}: form fields of spec 1 §7 (also accepted as JSON). */
export const authorizeBody = z.object({
  response_type: z.literal('code', { error: "response_type harus 'code'" }),
  client_id: z.string().trim().min(1, 'client_id wajib diisi').max(100),
  state: z.string().max(500).default(''),
  redirect_uri: z.string().trim().min(1, 'redirect_uri wajib diisi').max(2000),
  as_role: z.enum(ROLES, { error: 'as_role harus ROLE_MAHASISWA, ROLE_DOSEN atau ROLE_OPERATOR' }),
});
export type AuthorizeBody = z.infer<typeof authorizeBody>;

export const authorizeData = z.object({ code: z.string(), state: z.string(), redirect_url: z.string(), expires_in: z.number().int() });

/** POST /v2/oauth/token: exchange a one-time code issued for client 'lms'. */
export const oauthTokenBody = z.object({ code: z.string().trim().min(1, 'code wajib diisi').max(200) });

export const PESAN_OAUTH = {
  kodeTidakValid: 'Kode otorisasi tidak valid, sudah dipakai, atau kedaluwarsa',
  asRoleTidakSesuai: 'as_role tidak sesuai dengan peran akun Anda',
} as const;
