import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { touchLastActive } from './visitor.repo';

/**
 * PUT /v2/lms/visitor/last_active (the client pings every 300 s). An operator browsing through
 * 'Login Akun Lain' does not make the lecturer or student look active.
 */
export async function recordLastActive(db: Db, request: FastifyRequest) {
  if (request.auth.operator) return;
  await touchLastActive(db, request.college.id, request.auth.userId);
}
