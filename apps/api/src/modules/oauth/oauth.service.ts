import { AUTH_CODE_TTL_S, PESAN_OAUTH, type AuthorizeBody } from '@lms/shared';
import type { Actor, Deps } from '../../deps';
import { fieldError, forbidden, unauthorized } from '../../lib/errors';
import { hashToken, newOpaqueToken } from '../../lib/tokens';
import { findAkunLogin, loginTerverifikasi, type Guest } from '../auth/auth.service';
import { DETAIL_AKTIVITAS } from '../log-aktivitas/log-aktivitas.service';
import { consumeAuthorizationCode, insertAuthorizationCode } from './oauth.repo';

/**
 * Where a code may be sent: for 'sikad' only to the college's academic system (same origin as url_sikad_legacy),
 * for 'lms' only to a path of this application. Anything else would leak codes to third parties.
 */
function checkRedirect(client: string, redirectUri: string, sikadUrl: string) {
  if (client === 'lms') {
    if (!redirectUri.startsWith('/') || redirectUri.startsWith('//')) {
      throw fieldError('redirect_uri', "harus berupa path aplikasi ini (diawali '/')");
    }
    return;
  }
  let target: URL;
  let allowed: URL;
  try {
    target = new URL(redirectUri);
    allowed = new URL(sikadUrl);
  } catch {
    throw fieldError('redirect_uri', 'harus berupa URL lengkap');
  }
  if (target.origin !== allowed.origin) throw fieldError('redirect_uri', `hanya boleh menuju ${allowed.origin}`);
}

export async function authorize(deps: Deps, actor: Actor, input: { client: string; body: AuthorizeBody }) {
  const { client, body } = input;
  // A code may only speak for the role the caller already has.
  if (body.as_role !== actor.role) throw forbidden(PESAN_OAUTH.asRoleTidakSesuai);
  if (body.client_id !== client) throw fieldError('client_id', `harus '${client}'`);
  checkRedirect(client, body.redirect_uri, actor.college.urlSikadLegacy);
  const code = newOpaqueToken();
  await insertAuthorizationCode(deps.db, {
    codeHash: hashToken(code),
    collegeId: actor.college.id,
    userId: actor.userId,
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
export async function exchangeCode(deps: Deps, guest: Guest, input: { code: string }) {
  return deps.db.transaction(async (tx) => {
    const row = await consumeAuthorizationCode(tx, hashToken(input.code), guest.college.id, 'lms');
    const user = row && (await findAkunLogin(tx, guest.college.id, { id: row.userId }));
    if (!row || !user) throw unauthorized(PESAN_OAUTH.kodeTidakValid);
    return loginTerverifikasi(tx, deps, guest, user, DETAIL_AKTIVITAS.loginKode);
  });
}
