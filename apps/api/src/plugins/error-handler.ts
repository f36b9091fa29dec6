import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERROR_CODES, PESAN } from '@lms/shared';
import { AppError } from '../lib/errors';

type Issue = { instancePath?: string; message?: string; params?: { issue?: { path?: (string | number)[]; message?: string } } };

/** Names the offending field in Indonesian: "Data tidak valid: username — Username wajib diisi". */
function describeValidation(err: { validation?: Issue[] }, context?: string) {
  const issues = (err.validation ?? []).map((v: Issue) => {
    const p = v.params?.issue?.path ?? (v.instancePath ?? '').split('/').filter(Boolean);
    const field = p.join('.') || context || 'data';
    return { field, message: v.params?.issue?.message ?? v.message ?? PESAN.dataTidakValid };
  });
  const first = issues[0];
  const message = first ? `${PESAN.dataTidakValid}: ${first.field} — ${first.message}` : PESAN.dataTidakValid;
  return { message, issues };
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.statusCode).send({
        status: { code: err.code, message: err.message },
        detail: err.detail ?? { detail: err.message },
      });
    }
    if (hasZodFastifySchemaValidationErrors(err) || err.validation) {
      const { message, issues } = describeValidation(err as never, err.validationContext);
      return reply
        .status(400)
        .send({ status: { code: ERROR_CODES.validation, message }, detail: { detail: message, issues } });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause?.issues }, 'response does not match its schema');
      return reply.status(500).send({ status: { code: ERROR_CODES.internal, message: PESAN.terjadiKesalahan } });
    }
    const status = err.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ status: { code: ERROR_CODES.tooManyRequests, message: PESAN.terlaluBanyakPermintaan } });
    }
    if (status === 413 || err.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send({ status: { code: ERROR_CODES.payloadTooLarge, message: 'Ukuran file melebihi batas maksimal' } });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type): keep the status, say it in Indonesian.
      const message = err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'Tipe konten tidak didukung' : `${PESAN.dataTidakValid}: ${err.message}`;
      return reply.status(status).send({ status: { code: ERROR_CODES.badRequest, message }, detail: { detail: message } });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ status: { code: ERROR_CODES.internal, message: PESAN.terjadiKesalahan } });
  });

}

/** JSON 404 for unknown API endpoints; with a built web app every other GET gets index.html (SPA fallback). */
export function registerNotFound(app: FastifyInstance, spaFallback: boolean) {
  app.setNotFoundHandler((request, reply) => {
    if (spaFallback && request.method === 'GET' && !request.url.startsWith('/api/')) return reply.sendFile('index.html');
    return reply
      .status(404)
      .send({ status: { code: ERROR_CODES.notFound, message: `Endpoint ${request.method} ${request.url.split('?')[0]} tidak ditemukan` } });
  });
}
