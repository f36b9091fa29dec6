import { decodeJwt, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import { DETAIL_LOG_SSO, PESAN_SSO, SSO_AUDIENCE, SSO_CLOCK_SKEW_S, SSO_PERAN, SSO_TOKEN_MAX_LIFETIME_S, type SsoTokenBody, type TokenData } from '@lms/shared';
import type { Deps } from '../../deps';
import { forbidden, unauthorized } from '../../lib/errors';
import { findAkunLogin, loginTerverifikasi, type Guest } from '../auth/auth.service';
import { claimJti, findSsoKlien, purgeExpiredJti } from './sso.repo';

const tidakValid = () => unauthorized(PESAN_SSO.tokenTidakValid, 'sso_token_tidak_valid');

/** The issuer named by an assertion, read before its signature is checked (to pick the client's secret). */
function issuerOf(token: string): string {
  let claims: JWTPayload;
  try {
    claims = decodeJwt(token);
  } catch {
    throw tidakValid();
  }
  if (typeof claims.iss !== 'string' || !claims.iss) throw tidakValid();
  return claims.iss;
}

async function verify(token: string, secret: string, issuer: string) {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      audience: SSO_AUDIENCE,
      issuer,
      clockTolerance: SSO_CLOCK_SKEW_S,
      requiredClaims: ['sub', 'iat', 'exp', 'jti'],
    });
    return payload;
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) throw unauthorized(PESAN_SSO.tokenKedaluwarsa, 'sso_token_kedaluwarsa');
    throw tidakValid();
  }
}

/**
 * POST /v2/sso/token: a signed assertion of the college's single sign-on client (docs/DECISIONS.md, 'Single
 * sign-on') becomes a session of the user it names, logged as a login. Each assertion works once.
 */
export async function exchangeSsoToken(deps: Deps, guest: Guest, body: SsoTokenBody): Promise<TokenData> {
  const collegeId = guest.college.id;
  const clientId = issuerOf(body.token);
  const klien = await findSsoKlien(deps.db, collegeId, clientId);
  if (!klien) throw forbidden(PESAN_SSO.belumAktif, 'sso_tidak_aktif');
  const claims = await verify(body.token, klien.secret, clientId);
  if (claims.exp! - claims.iat! > SSO_TOKEN_MAX_LIFETIME_S) throw unauthorized(PESAN_SSO.tokenTerlaluLama, 'sso_token_tidak_valid');
  if (Number(claims.college_id) !== collegeId) throw unauthorized(PESAN_SSO.kampusTidakSesuai, 'sso_token_tidak_valid');
  const username = String(claims.sub);
  const peran = claims.role === undefined ? null : (SSO_PERAN[String(claims.role)] ?? 'tidak dikenal');

  return deps.db.transaction(async (tx) => {
    await purgeExpiredJti(tx, collegeId, new Date(Date.now() - SSO_CLOCK_SKEW_S * 1000));
    const kedaluwarsa = new Date((claims.exp! + SSO_CLOCK_SKEW_S) * 1000);
    if (!(await claimJti(tx, collegeId, clientId, String(claims.jti), kedaluwarsa))) {
      throw unauthorized(PESAN_SSO.tokenDipakaiUlang, 'sso_token_dipakai_ulang');
    }
    const user = await findAkunLogin(tx, collegeId, { username });
    if (!user) throw unauthorized(PESAN_SSO.akunTidakDitemukan(username), 'sso_akun_tidak_ditemukan');
    if (peran !== null && peran !== user.role) throw unauthorized(PESAN_SSO.peranTidakSesuai, 'sso_peran_tidak_sesuai');
    return loginTerverifikasi(tx, deps, guest, user, DETAIL_LOG_SSO.login(clientId));
  });
}
