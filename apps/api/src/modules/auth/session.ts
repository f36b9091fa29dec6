import { randomUUID } from 'node:crypto';
import { REFRESH_TOKEN_MAX_AGE_S, type Role, type TokenData } from '@lms/shared';
import type { Db } from '../../db/client';
import { hashToken, newOpaqueToken, type TokenService } from '../../lib/tokens';
import { insertRefreshToken } from './auth.repo';

export type SessionUser = { id: number; collegeId: number; role: Role; username: string };

/**
 * A refresh token of a 'Login Akun Lain' session carries the operator's username after a dot. The server
 * only accepts tokens whose SHA-256 it stored, so the suffix cannot be altered; it keeps the operator claim
 * across rotations without a column for it in refresh_tokens.
 */
export function newRefreshToken(operator: string | null) {
  const raw = newOpaqueToken();
  return operator ? `${raw}.${Buffer.from(operator, 'utf8').toString('base64url')}` : raw;
}

export function operatorOfRefreshToken(token: string): string | null {
  const dot = token.indexOf('.');
  return dot < 0 ? null : Buffer.from(token.slice(dot + 1), 'base64url').toString('utf8') || null;
}

/** Issues an access token and a refresh token of `familyId` (a new family when omitted). */
export async function issueSession(
  db: Db,
  tokens: TokenService,
  user: SessionUser,
  operator: string | null,
  familyId: string = randomUUID(),
): Promise<TokenData> {
  const refresh = newRefreshToken(operator);
  await insertRefreshToken(db, {
    userId: user.id,
    collegeId: user.collegeId,
    familyId,
    tokenHash: hashToken(refresh),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_MAX_AGE_S * 1000),
  });
  const access = await tokens.signAccess({
    userId: user.id,
    collegeId: user.collegeId,
    role: user.role,
    username: user.username,
    operator,
  });
  return { access_token: access, refresh_token: refresh, token_type: 'Bearer', expires_in: tokens.ttl };
}
