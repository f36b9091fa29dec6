import type { FastifyRequest } from 'fastify';
import type { CollegeContext } from '../deps';

/** Who calls a route that needs no login (tenantOnly): the college named by the header and the client's IP. */
export type Guest = { college: CollegeContext; ip: string | null };

/** The caller of a route without login (login, OAuth code exchange, SSO): its college and IP. */
export const guestOf = (request: FastifyRequest): Guest => ({ college: request.college, ip: request.ip ?? null });
