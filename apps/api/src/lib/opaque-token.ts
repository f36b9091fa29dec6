import { createHash, randomBytes } from 'node:crypto';

/**
 * Opaque refresh tokens are stored only as their SHA-256. A leaf of its own: tokens.ts (which re-exports these) and
 * sessions.ts both use it, and tokens.ts imports sessions.ts's types.
 */
export const newOpaqueToken = () => randomBytes(32).toString('base64url');
export const hashToken = (t: string) => createHash('sha256').update(t).digest('hex');
