import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import os from 'node:os';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { ERROR_CODES, PESAN_OPS, kesehatanSchema, kesiapanSchema, envelope, errorEnvelope } from '@lms/shared';
import { ok } from '../lib/envelope';
import { REQUEST_ID_HEADER } from './error-handler';
import { sinkOf } from '../ops/arsip-tar';
import { tulisCadangan } from '../ops/cadangan';
import { createKesiapan } from '../ops/kesiapan';
import { VERSI_APLIKASI } from '../ops/versi';
import { registerMetrics } from './metrics';

/**
 * Operations endpoints, outside any tenant and without a user token: GET /api/health (the process answers; no
 * database) and GET /api/ready (kesiapan.ts) for load balancers, GET /api/metrics (metrics.ts), and on the embedded
 * database GET /api/ops/backup, through which `npm run backup` asks this process for the archive, since the PGlite
 * data directory cannot be opened by a second process. Plus the request id of every request.
 * They are for operators, not part of the product's API: kept out of the OpenAPI document (README "Operations").
 */

/** What a proxy or client may pass as its own request id; anything else is replaced by a fresh UUID. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:@+=/-]{1,128}$/;

/** Fastify's request id (`reqId` in every log line of the request): the caller's x-request-id when sane. */
export function genReqId(req: IncomingMessage): string {
  const h = req.headers[REQUEST_ID_HEADER];
  return typeof h === 'string' && SANE_REQUEST_ID.test(h) ? h : randomUUID();
}

export const opsServerOptions: Pick<FastifyServerOptions, 'genReqId' | 'return503OnClosing'> = {
  genReqId,
  // While the server drains on shutdown, a request arriving on a kept-alive connection is served and told to close
  // (Connection: close) instead of getting Fastify's own 503 body, which is not our envelope.
  return503OnClosing: false,
};

export type OpsState = {
  /** Set when shutdown begins: /api/ready answers 503 from then on. */
  sedangBerhenti: boolean;
  /** The bearer token of GET /api/ops/backup (server.ts sets it on PGlite and writes it to the data directory). */
  tokenCadangan: string | null;
};

declare module 'fastify' {
  interface FastifyInstance {
    ops: OpsState;
  }
}

const sama = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** The bearer token of an Authorization header, or null. */
function bearerOf(authorization: string | undefined): string | null {
  return authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() : null;
}

/** This machine's own addresses (loopback and every interface), where `npm run backup` connects from. */
function alamatLokal(address: string | undefined): boolean {
  if (!address) return false;
  const a = address.replace(/^::ffff:/, '');
  if (a === '::1' || a.startsWith('127.')) return true;
  return Object.values(os.networkInterfaces()).some((list) => list?.some((i) => i.address === a));
}

export async function registerOps(app: FastifyInstance) {
  const { deps } = app;
  const state: OpsState = { sedangBerhenti: false, tokenCadangan: null };
  app.decorate('ops', state);
  const kesiapan = createKesiapan({ database: deps.database, storage: deps.storage, workerMaxAgeS: deps.config.workerHeartbeatMaxAgeS });
  const started = Date.now();

  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });

  // On close, server.close() drops the connections idle at that moment; one whose request was still in flight stays
  // kept-alive after its answer and would hold the close until its keep-alive timeout. Reaped as they go idle.
  app.addHook('preClose', async () => {
    if (!app.server.listening) return;
    const reaper = setInterval(() => app.server.closeIdleConnections(), 50);
    app.server.once('close', () => clearInterval(reaper));
  });

  const opsConfig = { public: true, skipAdmission: true };

  app.get(
    '/api/health',
    {
      config: opsConfig,
      schema: { hide: true, response: { 200: envelope(kesehatanSchema) } },
    },
    async () => ok({ status: 'ok' as const, uptime_s: Math.round((Date.now() - started) / 1000), version: VERSI_APLIKASI }, PESAN_OPS.hidup),
  );

  app.get(
    '/api/ready',
    {
      config: opsConfig,
      schema: { hide: true, response: { 200: envelope(kesiapanSchema), 503: errorEnvelope } },
    },
    async (request, reply) => {
      if (state.sedangBerhenti) {
        return reply.status(503).send({
          status: { code: ERROR_CODES.serviceUnavailable, message: PESAN_OPS.sedangBerhenti },
          detail: { detail: PESAN_OPS.sedangBerhenti, ready: false, request_id: request.id },
        });
      }
      const hasil = await kesiapan.periksa();
      if (hasil.ready) return ok(hasil, PESAN_OPS.siap);
      const message = PESAN_OPS.belumSiap(Object.entries(hasil.checks).filter(([, c]) => !c.ok).map(([name]) => name));
      request.log.warn({ checks: hasil.checks }, 'not ready');
      return reply.status(503).send({
        status: { code: ERROR_CODES.serviceUnavailable, message },
        detail: { detail: message, ...hasil, request_id: request.id },
      });
    },
  );

  registerMetrics(app, opsConfig);

  let cadanganBerjalan = false;
  app.get('/api/ops/backup', { config: opsConfig, schema: { hide: true } }, async (request, reply) => {
    const token = bearerOf(request.headers.authorization);
    // Unknown unless asked by the holder of this process's token, from this machine: 404, as for any other path.
    if (!state.tokenCadangan || !token || !sama(token, state.tokenCadangan) || !alamatLokal(request.socket.remoteAddress)) return reply.callNotFound();
    if (cadanganBerjalan) {
      const message = PESAN_OPS.cadanganSedangBerjalan;
      return reply.status(409).send({ status: { code: ERROR_CODES.conflict, message }, detail: { detail: message, request_id: request.id } });
    }
    cadanganBerjalan = true;
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'application/x-tar', 'cache-control': 'no-store', [REQUEST_ID_HEADER]: request.id });
    try {
      const manifest = await tulisCadangan({ database: deps.database, storage: deps.storage, sink: sinkOf(reply.raw) });
      request.log.info({ tables: manifest.tables.length, files: manifest.files.length }, 'backup sent');
      reply.raw.end();
    } catch (err) {
      // The client sees a cut archive (no end marker, no manifest) and refuses it.
      request.log.error({ err }, 'backup failed');
      reply.raw.destroy();
    } finally {
      cadanganBerjalan = false;
    }
  });
}
