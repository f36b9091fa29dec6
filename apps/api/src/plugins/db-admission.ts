import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Not subject to admission: health and metrics must answer while the API is saturated (plugins/ops.ts). */
    skipAdmission?: boolean;
  }
}

const kAdmitted = Symbol('dbAdmitted');
type Tracked = FastifyRequest & { [kAdmitted]?: boolean };

/**
 * On the embedded database, admits API requests only while their expected wait stays within the bound
 * (db/query-gate.ts, createAdmission); the others get 503 with Retry-After at once (the error handler renders
 * DatabaseBusyError). Event streams are long-lived and do not count. PostgreSQL needs none of this.
 */
export function registerDatabaseAdmission(app: FastifyInstance, database: Database) {
  const admission = database.admission;
  if (!admission) return;

  const release = (request: FastifyRequest) => {
    const r = request as Tracked;
    if (!r[kAdmitted]) return;
    r[kAdmitted] = false;
    admission.leave();
  };

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.url.startsWith('/api/') || request.headers.accept?.includes('text/event-stream') || request.routeOptions.config?.skipAdmission) return;
    const busy = admission.enter();
    if (busy) throw busy;
    (request as Tracked)[kAdmitted] = true;
    // Whatever ends the exchange (answer written, hijacked stream closed, client gone) frees the place once.
    reply.raw.once('close', () => release(request));
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    release(request);
    return payload;
  });
  app.addHook('onRequestAbort', async (request) => release(request));
}
