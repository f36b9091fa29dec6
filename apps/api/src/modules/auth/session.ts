import { randomUUID } from 'node:crypto';
import { ERROR_CODES, PESAN, REFRESH_TOKEN_MAX_AGE_S, type Role, type TokenData } from '@lms/shared';
import type { Db } from '../../db/client';
import { forbidden } from '../../lib/errors';
import { hashToken, newOpaqueToken, type TokenService } from '../../lib/tokens';
import { insertRefreshToken, lockUser } from './auth.repo';

export type SessionUser = { id: number; collegeId: number; role: Role; username: string };
/** The operator who opens a 'Login Akun Lain' session. */
export type SessionOperator = { id: number; username: string };

/**
 * A refresh token of a 'Login Akun Lain' session carries the operator's username after a dot. The server
 * only accepts tokens whose SHA-256 it stored, so the suffix cannot be altered; it keeps the operator claim
 * across rotations (the operator's id is in refresh_tokens.operator_id, for ending those sessions).
 */
export function newRefreshToken(operator: string | null) {
  const raw = newOpaqueToken();
  return operator ? `${raw}.${Buffer.from(operator, 'utf8').toString('base64url')}` : raw;
}

export function operatorOfRefreshToken(token: string): string | null {
  const dot = token.indexOf('.');
  return dot < 0 ? null : Buffer.from(token.slice(dot + 1), 'base64url').toString('utf8') || null;
}

export const akunNonaktif = () => forbidden(PESAN.akunNonaktif, ERROR_CODES.akunNonaktif);

/**
 * Issues an access token and a refresh token of session `familyId` (a new session when omitted); the access token
 * carries the session id (`sid`) so ending the session ends it. Run it inside the write's transaction: the user is
 * re-read under a share lock, so a deactivation committing at the same moment cannot miss the new session.
 */
export async function issueSession(
  db: Db,
  tokens: TokenService,
  user: SessionUser,
  operator: SessionOperator | null,
  familyId: string = randomUUID(),
): Promise<TokenData> {
  const current = await lockUser(db, user.collegeId, user.id);
  if (!current?.isActive) throw akunNonaktif();
  const refresh = newRefreshToken(operator?.username ?? null);
  await insertRefreshToken(db, {
    userId: user.id,
    collegeId: user.collegeId,
    familyId,
    operatorId: operator?.id ?? null,
    tokenHash: hashToken(refresh),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_MAX_AGE_S * 1000),
  });
  const access = await tokens.signAccess({
    userId: user.id,
    collegeId: user.collegeId,
    role: current.role,
    username: current.username,
    operator: operator?.username ?? null,
    sid: familyId,
  });
  return { access_token: access, refresh_token: refresh, token_type: 'Bearer', expires_in: tokens.ttl };
}
