import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERROR_CODES, PESAN } from '@lms/shared';
import { DatabaseBusyError } from '../db/client';
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

/** Machine code of the 503 answered when the embedded database's queue is full. */
export const SERVICE_UNAVAILABLE = ERROR_CODES.serviceUnavailable;

type Mapped = { status: number; code: string; message: string };

/** Fastify's and its plugins' own errors (`FST_*`): the right status and an Indonesian text, never theirs. */
const FASTIFY_ERRORS: Record<string, Mapped> = {
  FST_ERR_BAD_URL: { status: 400, code: ERROR_CODES.badRequest, message: PESAN.urlTidakValid },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: ERROR_CODES.badRequest, message: PESAN.parameterUrlTerlaluPanjang },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: ERROR_CODES.unsupportedMedia, message: PESAN.tipeKontenTidakDidukung },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: ERROR_CODES.payloadTooLarge, message: PESAN.isiTerlaluBesar },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: ERROR_CODES.badRequest, message: PESAN.contentLengthTidakSesuai },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: ERROR_CODES.badRequest, message: PESAN.jsonKosong },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: ERROR_CODES.badRequest, message: PESAN.jsonTidakValid },
  // @fastify/multipart answers 406 for a body that is not multipart; the accurate status is 415.
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, code: ERROR_CODES.unsupportedMedia, message: PESAN.harusMultipart },
  FST_INVALID_JSON_FIELD_ERROR: { status: 400, code: ERROR_CODES.badRequest, message: PESAN.jsonTidakValid },
  FST_MP_PREMATURE_CLOSE: { status: 400, code: ERROR_CODES.badRequest, message: PESAN.multipartTidakValid },
  FST_PROTO_VIOLATION: { status: 400, code: ERROR_CODES.badRequest, message: PESAN.multipartTidakValid },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: ERROR_CODES.payloadTooLarge, message: PESAN.ukuranFileMelebihiBatas },
  FST_PARTS_LIMIT: { status: 413, code: ERROR_CODES.payloadTooLarge, message: PESAN.batasMultipart },
  FST_FILES_LIMIT: { status: 413, code: ERROR_CODES.payloadTooLarge, message: PESAN.batasMultipart },
  FST_FIELDS_LIMIT: { status: 413, code: ERROR_CODES.payloadTooLarge, message: PESAN.batasMultipart },
};

/** The multipart parser (busboy) throws plain Errors without a status for a malformed or truncated body. */
const MULTIPART_PARSE_ERROR = /^(Multipart: |Boundary required|Unexpected end of (multipart data|form)|.* terminated early|Malformed|Unsupported Content-Type|Missing Content-Type)/;

/** Generic Indonesian text per client-error status, for errors without a more precise mapping. */
function messageForStatus(status: number): Mapped {
  if (status === 413) return { status, code: ERROR_CODES.payloadTooLarge, message: PESAN.isiTerlaluBesar };
  if (status === 415) return { status, code: ERROR_CODES.unsupportedMedia, message: PESAN.tipeKontenTidakDidukung };
  if (status === 404) return { status, code: ERROR_CODES.notFound, message: PESAN.dataTidakDitemukan };
  if (status === 429) return { status, code: ERROR_CODES.tooManyRequests, message: PESAN.terlaluBanyakPermintaan };
  if (status === 408) return { status, code: ERROR_CODES.badRequest, message: PESAN.waktuPermintaanHabis };
  if (status === 431) return { status, code: ERROR_CODES.badRequest, message: PESAN.headerTerlaluBesar };
  return { status, code: ERROR_CODES.badRequest, message: PESAN.permintaanTidakValid };
}

/** The error itself or one of its causes (drizzle wraps driver errors in DrizzleQueryError). */
function findCause<T>(err: unknown, match: (e: unknown) => e is T): T | undefined {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) if (match(e)) return e;
  return undefined;
}

const isBusy = (e: unknown): e is DatabaseBusyError => e instanceof DatabaseBusyError;
/** SQLSTATE class 22 (data exception: out of range, invalid text representation, bad encoding…) is bad input. */
const isDataException = (e: unknown): e is { code: string } =>
  typeof (e as { code?: unknown }).code === 'string' && /^22[0-9A-Z]{3}$/.test((e as { code: string }).code);

const MAX_INT4 = 2_147_483_647;
const outOfInt4 = (v: unknown) =>
  (typeof v === 'number' && Number.isInteger(v) && Math.abs(v) > MAX_INT4) ||
  (typeof v === 'string' && /^\s*-?[0-9]{10,}\s*$/.test(v) && Math.abs(Number(v)) > MAX_INT4);

/** Names the input field holding an integer beyond PostgreSQL's `integer` (SQLSTATE 22003), when there is one. */
function findOutOfRangeInteger(request: FastifyRequest): string | null {
  const stack: [unknown, string][] = [[request.body, ''], [request.query, ''], [request.params, '']];
  while (stack.length) {
    const [v, path] = stack.pop()!;
    if (outOfInt4(v)) return path || 'data';
    if (v && typeof v === 'object') for (const [k, child] of Object.entries(v)) stack.push([child, path ? `${path}.${k}` : k]);
  }
  return null;
}

/** Header and error-detail field carrying the request's id (Fastify's reqId, the `reqId` of its log lines). */
export const REQUEST_ID_HEADER = 'x-request-id';

/** The request id in the x-request-id header and in the detail when it is an object (the envelope keeps its shape). */
function withRequestId(reply: FastifyReply, detail: unknown) {
  const id = reply.request.id;
  reply.header(REQUEST_ID_HEADER, id);
  return detail && typeof detail === 'object' && !Array.isArray(detail) ? { ...detail, request_id: id } : detail;
}

function send(reply: FastifyReply, m: Mapped, detail?: unknown) {
  return reply.status(m.status).send({ status: { code: m.code, message: m.message }, detail: withRequestId(reply, detail ?? { detail: m.message }) });
}

/** Maps any error to the envelope; used by the route error handler and by the router's framework errors. */
function renderError(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (err instanceof AppError) {
    return reply.status(err.statusCode).send({
      status: { code: err.code, message: err.message },
      detail: withRequestId(reply, err.detail ?? { detail: err.message }),
    });
  }
  if (hasZodFastifySchemaValidationErrors(err) || err.validation) {
    const { message, issues } = describeValidation(err as never, err.validationContext);
    return reply.status(400).send({ status: { code: ERROR_CODES.validation, message }, detail: withRequestId(reply, { detail: message, issues }) });
  }
  const busy = findCause(err, isBusy);
  if (busy) {
    request.log.warn({ reason: busy.reason }, 'database queue saturated: 503');
    reply.header('retry-after', String(busy.retryAfterSeconds));
    return send(reply, { status: 503, code: SERVICE_UNAVAILABLE, message: PESAN.layananSibuk });
  }
  if (isResponseSerializationError(err)) {
    request.log.error({ err, issues: err.cause?.issues }, 'response does not match its schema');
    return send(reply, { status: 500, code: ERROR_CODES.internal, message: PESAN.terjadiKesalahan });
  }
  const known = err.code ? FASTIFY_ERRORS[err.code] : undefined;
  if (known) return send(reply, known);
  if (!err.statusCode && MULTIPART_PARSE_ERROR.test(err.message ?? '')) {
    return send(reply, { status: 400, code: ERROR_CODES.badRequest, message: PESAN.multipartTidakValid });
  }
  const dataException = findCause(err, isDataException);
  if (dataException) {
    // A value the column cannot hold slipped past its schema: still the client's input, not a server fault.
    request.log.warn({ err, sqlstate: dataException.code }, 'input rejected by the database');
    const field = dataException.code === '22003' ? findOutOfRangeInteger(request) : null;
    const message = field ? `${PESAN.dataTidakValid}: ${field} — ${PESAN.angkaDiLuarJangkauan}` : PESAN.dataTidakValid;
    return send(reply, { status: 400, code: ERROR_CODES.validation, message });
  }
  const status = err.statusCode ?? 500;
  if (status >= 400 && status < 500) return send(reply, messageForStatus(status));
  request.log.error({ err }, 'unhandled error');
  return send(reply, { status: 500, code: ERROR_CODES.internal, message: PESAN.terjadiKesalahan });
}

/**
 * Constructor options of Fastify that route errors raised before any route runs (bad URL encoding, a path
 * parameter over the router's limit, a malformed request line or oversized headers) into the same envelope.
 */
export const errorServerOptions: Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'> = {
  frameworkErrors: (err, request, reply) => renderError(err as FastifyError, request, reply),
  clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    const m =
      err.code === 'HPE_HEADER_OVERFLOW'
        ? messageForStatus(431)
        : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? messageForStatus(408)
          : messageForStatus(400);
    // No request was parsed, so no Fastify id: a fresh one still lets the client quote it.
    const id = randomUUID();
    const body = JSON.stringify({ status: { code: m.code, message: m.message }, detail: { detail: m.message, request_id: id } });
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${m.status} ${http.STATUS_CODES[m.status]}\r\nContent-Type: application/json; charset=utf-8\r\n${REQUEST_ID_HEADER}: ${id}\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy(err);
  },
};

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => renderError(err, request, reply));
}

/** JSON 404 for unknown API endpoints; with a built web app every other GET gets index.html (SPA fallback). */
export function registerNotFound(app: FastifyInstance, spaFallback: boolean) {
  app.setNotFoundHandler((request, reply) => {
    if (spaFallback && request.method === 'GET' && !request.url.startsWith('/api/')) return reply.sendFile('index.html');
    const message = `Endpoint ${request.method} ${request.url.split('?')[0]} tidak ditemukan`;
    return reply.status(404).send({ status: { code: ERROR_CODES.notFound, message }, detail: withRequestId(reply, { detail: message }) });
  });
}
