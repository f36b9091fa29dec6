import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Role } from '@lms/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { systemSecrets } from '../db/schema';

export type AccessClaims = {
  userId: number;
  collegeId: number;
  role: Role;
  username: string;
  /** Operator username when the session was opened through 'Login Akun Lain'. */
  operator: string | null;
};

export type TokenService = {
  ttl: number;
  signAccess(claims: AccessClaims): Promise<string>;
  verifyAccess(token: string): Promise<AccessClaims | null>;
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

export function createTokenService(secret: Uint8Array, ttl: number): TokenService {
  return {
    ttl,
    async signAccess(c) {
      return new SignJWT({ cid: c.collegeId, role: c.role, usr: c.username, op: c.operator })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(c.userId))
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttl)
        .sign(secret);
    },
    async verifyAccess(token) {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
        return {
          userId: Number(payload.sub),
          collegeId: Number(payload.cid),
          role: payload.role as Role,
          username: String(payload.usr),
          operator: (payload.op as string | null) ?? null,
        };
      } catch {
        return null;
      }
    },
  };
}

/** Opaque refresh tokens are stored only as their SHA-256. */
export const newOpaqueToken = () => randomBytes(32).toString('base64url');
export const hashToken = (t: string) => createHash('sha256').update(t).digest('hex');
