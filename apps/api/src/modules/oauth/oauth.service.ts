import { AUTH_CODE_TTL_S, PESAN, type AuthorizeBody, type Role } from '@lms/shared';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app';
import { badRequest, forbidden, unauthorized } from '../../lib/errors';
import { hashToken, newOpaqueToken } from '../../lib/tokens';
import { issueTokenPair } from '../auth/auth.service';
import { insertLogAktivitas } from '../log-aktivitas/log-aktivitas.repo';
import { JENIS_AKTIVITAS } from '../log-aktivitas/log-aktivitas.service';

export const DETAIL_LOGIN_KODE = 'Login ke LMS melalui kode otorisasi (single sign-on)';
import { consumeAuthorizationCode, insertAuthorizationCode } from './oauth.repo';

/**
 * Where a code may be sent: for 'sikad' only to the college's academic system (same origin as url_sikad_legacy),
 * for 'lms' only to a path of this application. Anything else would leak codes to third parties.
 */
function checkRedirect(client: string, redirectUri: string, sikadUrl: string) {
  if (client === 'lms') {
    if (!redirectUri.startsWith('/') || redirectUri.startsWith('//')) {
      throw badRequest(`${PESAN.dataTidakValid}: redirect_uri — harus berupa path aplikasi ini (diawali '/')`);
    }
    return;
  }
  let target: URL;
  let allowed: URL;
  try {
    target = new URL(redirectUri);
    allowed = new URL(sikadUrl);
  } catch {
    throw badRequest(`${PESAN.dataTidakValid}: redirect_uri — harus berupa URL lengkap`);
  }
  if (target.origin !== allowed.origin) {
    throw badRequest(`${PESAN.dataTidakValid}: redirect_uri — hanya boleh menuju ${allowed.origin}`);
  }
}

export async function authorize(deps: AppDeps, request: FastifyRequest, client: string, body: AuthorizeBody) {
  // A code may only speak for the role the caller already has.
  if (body.as_role !== request.auth.role) throw forbidden('as_role tidak sesuai dengan peran akun Anda');
  if (body.client_id !== client) throw badRequest(`${PESAN.dataTidakValid}: client_id — harus '${client}'`);
  checkRedirect(client, body.redirect_uri, request.college.urlSikadLegacy);
  const code = newOpaqueToken();
  await insertAuthorizationCode(deps.db, {
    codeHash: hashToken(code),
    collegeId: request.college.id,
    userId: request.auth.userId,
    clientId: client,
    asRole: body.as_role,
    redirectUri: body.redirect_uri,
    state: body.state,
    expiresAt: new Date(Date.now() + AUTH_CODE_TTL_S * 1000),
  });
  const url = client === 'lms' ? new URL(body.redirect_uri, 'http://lms.invalid') : new URL(body.redirect_uri);
  url.searchParams.set('code', code);
  if (body.state) url.searchParams.set('state', body.state);
  const redirectUrl = client === 'lms' ? `${url.pathname}${url.search}` : url.toString();
  return { code, state: body.state, redirect_url: redirectUrl, expires_in: AUTH_CODE_TTL_S };
}

/** Exchanges a one-time 'lms' code for a session of the user it was issued to. */
export async function exchangeCode(deps: AppDeps, request: FastifyRequest, code: string) {
  return deps.db.transaction(async (tx) => {
    const row = await consumeAuthorizationCode(tx, hashToken(code), request.college.id, 'lms');
    if (!row) throw unauthorized('Kode otorisasi tidak valid, sudah dipakai, atau kedaluwarsa');
    const tokens = await issueTokenPair({ ...deps, db: tx }, request, row.userId, null);
    await insertLogAktivitas(tx, {
      collegeId: request.college.id,
      userId: row.userId,
      jenisAktivitas: JENIS_AKTIVITAS.login,
      detail: DETAIL_LOGIN_KODE,
      role: row.asRole as Role,
      ipAddress: request.ip,
      operator: null,
    });
    return tokens;
  });
}
