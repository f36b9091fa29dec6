import { randomBytes, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Role } from '@lms/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { systemSecrets } from '../db/schema';
import type { SessionRevocations } from './sessions';

export type AccessClaims = {
  userId: number;
  collegeId: number;
  role: Role;
  username: string;
  /** Operator username when the session was opened through 'Login Akun Lain'. */
  operator: string | null;
  /** The session (refresh-token family) this token belongs to; null only in tokens issued before sessions had ids. */
  sid: string | null;
};

export type TokenService = {
  ttl: number;
  /** Signs an access token; without `sid` (tests, tools) it gets a session of its own that nothing else shares. */
  signAccess(claims: Omit<AccessClaims, 'sid'> & { sid?: string }): Promise<string>;
  /** Signature and expiry only; whether the session was ended is `isRevoked`. */
  verifyAccess(token: string): Promise<AccessClaims | null>;
  /** True when the token's session was ended (logout, revoked chain, deactivated user, withdrawn login-as right). */
  isRevoked(claims: AccessClaims): boolean;
  revocations: SessionRevocations;
};

/** The shared HS256 key: JWT_SECRET, else one generated once and kept in the database for every process. */
export async function loadJwtSecret(db: Db, configured?: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await db
    .insert(systemSecrets)
    .values({ name: 'jwt_secret', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(systemSecrets).where(eq(systemSecrets.name, 'jwt_secret'));
  return new TextEncoder().encode(row!.value);
}

/** Verified access tokens kept per process (oldest dropped first); a revoked session is still refused by isRevoked. */
const VERIFIED_MAX = 20_000;

export function createTokenService(secret: Uint8Array, ttl: number, revocations: SessionRevocations): TokenService {
  const verified = new Map<string, { claims: AccessClaims; exp: number }>();
  // Imported once: jose would otherwise import the raw secret into a WebCrypto key on every verification.
  const verifyKey = crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
  return {
    ttl,
    revocations,
    async signAccess(c) {
      return new SignJWT({ cid: c.collegeId, role: c.role, usr: c.username, op: c.operator, sid: c.sid ?? randomUUID() })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(c.userId))
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttl)
        .sign(secret);
    },
    async verifyAccess(token) {
      // A client sends the same token on every request: its verified claims are kept until it expires, so the
      // HMAC (WebCrypto, ~15% of a light request's CPU) runs once per token, not once per request.
      const hit = verified.get(token);
      if (hit) {
        if (hit.exp * 1000 > Date.now()) return { ...hit.claims };
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, await verifyKey, { algorithms: ['HS256'] });
        const claims: AccessClaims = {
          userId: Number(payload.sub),
          collegeId: Number(payload.cid),
          role: payload.role as Role,
          username: String(payload.usr),
          operator: (payload.op as string | null) ?? null,
          sid: typeof payload.sid === 'string' ? payload.sid : null,
        };
        if (typeof payload.exp === 'number') {
          if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
          verified.set(token, { claims, exp: payload.exp });
        }
        return { ...claims };
      } catch {
        return null;
      }
    },
    isRevoked: (claims) => revocations.isRevoked(claims.sid),
  };
}

export { hashToken, newOpaqueToken } from './opaque-token';
