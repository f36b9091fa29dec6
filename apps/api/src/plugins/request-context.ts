import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { ERROR_CODES, PESAN } from '@lms/shared';
import { colleges } from '../db/schema';
import type { CollegeContext } from '../deps';
import { AppError, unauthorized } from '../lib/errors';
import type { AccessClaims } from '../lib/tokens';

export type { CollegeContext } from '../deps';

/** college-id is a positive 32-bit integer (the column's type): anything else is a 400, never a database error. */
const MAX_INT4 = 2_147_483_647;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** No tenant and no login (frontend-config, docs, static files). */
    public?: boolean;
    /** Needs the college-id header but no login (access_token, refresh_token). */
    tenantOnly?: boolean;
  }
  interface FastifyRequest {
    college: CollegeContext;
    auth: AccessClaims;
  }
}

const CACHE_MS = 30_000;

/**
 * Tenancy then authentication, for every /api route unless it opts out.
 * A token is bound to its college: a header naming another college is refused (403).
 */
export function registerRequestContext(app: FastifyInstance) {
  const cache = new Map<number, { at: number; college: CollegeContext }>();

  async function loadCollege(id: number) {
    const hit = cache.get(id);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.college;
    const [row] = await app.deps.db.select().from(colleges).where(eq(colleges.id, id));
    if (row) cache.set(id, { at: Date.now(), college: row });
    return row;
  }

  app.decorateRequest('college', null as never);
  app.decorateRequest('auth', null as never);
  app.decorateRequest('actor', null as never);

  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (!request.url.startsWith('/api/')) return;
    const cfg = request.routeOptions.config;
    if (cfg?.public || request.is404) return;

    const header = request.headers['college-id'];
    const raw = Array.isArray(header) ? header[0] : header;
    if (!raw) throw new AppError(400, ERROR_CODES.tenantMissing, PESAN.collegeIdWajib);
    const id = /^[0-9]{1,10}$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
    if (!Number.isInteger(id) || id <= 0 || id > MAX_INT4) throw new AppError(400, ERROR_CODES.tenantMissing, `${PESAN.collegeIdWajib} (angka)`);
    const college = await loadCollege(id);
    if (!college) throw new AppError(404, ERROR_CODES.tenantUnknown, PESAN.collegeTidakDitemukan);
    request.college = college;

    if (cfg?.tenantOnly) return;
    const authz = request.headers.authorization;
    if (!authz?.startsWith('Bearer ')) throw unauthorized();
    const claims = await app.deps.tokens.verifyAccess(authz.slice(7).trim());
    if (!claims) throw unauthorized(PESAN.tokenTidakValid, ERROR_CODES.tokenExpired);
    // An ended session (logout, revoked chain, deactivated user, withdrawn login-as right): an in-memory lookup.
    if (app.deps.tokens.isRevoked(claims)) throw unauthorized(PESAN.sesiDicabut, ERROR_CODES.sessionRevoked);
    if (claims.collegeId !== college.id) throw new AppError(403, ERROR_CODES.tenantMismatch, PESAN.collegeTidakSesuai);
    request.auth = claims;
    request.actor = {
      userId: claims.userId,
      college,
      role: claims.role,
      username: claims.username,
      operator: claims.operator,
      ip: request.ip ?? null,
    };
  });
}
