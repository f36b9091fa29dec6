import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES, INT4_MAX, OFFSET_MAKS, PESAN } from '@lms/shared';
import { AppError } from '../lib/errors';

/**
 * Refuses, for every route at once, input the database would refuse, before any query:
 * - strings PostgreSQL cannot store: a NUL character (text columns reject it: "invalid byte sequence") and an
 *   unpaired UTF-16 surrogate (not encodable as UTF-8), in params, query and JSON body (multipart text fields are
 *   checked as they arrive, lib/multipart.ts);
 * - numbers an `integer` column cannot hold, in the validated params, query and body (and multipart fields), save
 *   the few fields that are `bigint` or byte counts (ANGKA_LEBAR);
 * - a page whose row offset, (page − 1) × per_page, passes OFFSET_MAKS.
 * Without this guard each route would have to remember it, and a forgotten one reaches the database.
 */

// With the `u` flag a well-formed surrogate pair is one code point, so this class matches only lone halves.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

export function isUnsafeString(s: string): boolean {
  return s.includes('\0') || LONE_SURROGATE.test(s);
}

/**
 * The dotted path of the first unsafe string (as a value or as an object key) inside `value`, or null.
 * Iterative, so a deeply nested JSON body cannot overflow the stack.
 */
export function findUnsafeString(value: unknown, root: string): string | null {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (isUnsafeString(v)) return path;
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], join(path, String(i))]);
    } else if (v !== null && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const [k, child] of Object.entries(v)) {
        if (isUnsafeString(k)) return join(path, safeLabel(k));
        stack.push([child, join(path, k)]);
      }
    }
  }
  return null;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** A key that is itself unsafe cannot be echoed back as the field name. */
const safeLabel = (k: string) => k.replace(/\0/g, '\\0').replace(/[\uD800-\uDFFF]/gu, '\\uFFFD');

/** The 400 answer naming the field, in the same shape as a schema validation error. */
export function unsafeInputError(field: string): AppError {
  const message = `${PESAN.dataTidakValid}: ${field} — ${PESAN.karakterTidakDiizinkan}`;
  return new AppError(400, ERROR_CODES.validation, message, { detail: message, issues: [{ field, message: PESAN.karakterTidakDiizinkan }] });
}

/**
 * Fields whose numbers are wider than an `integer` on purpose: chat message ids and an exam save's sequence are
 * `bigint` columns, file sizes count bytes.
 */
const ANGKA_LEBAR = new Set(['idPesan', 'id_pesan', 'id_induk', 'sebelum', 'sesudah', 'seq', 'content_length', 'size', 'size_gte']);

/** The dotted path of the first number outside ±INT4_MAX (or not finite) inside `value`, or null. Iterative. */
export function findNumberOutOfRange(value: unknown, root: string): string | null {
  const stack: [unknown, string, string][] = [[value, root, '']];
  while (stack.length) {
    const [v, path, key] = stack.pop()!;
    if (typeof v === 'number') {
      if (!Number.isFinite(v) || (Math.abs(v) > INT4_MAX && !ANGKA_LEBAR.has(key))) return path;
    } else if (Array.isArray(v)) {
      // An array's items are the field's own values: they keep its name for the exemption.
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], join(path, String(i)), key]);
    } else if (v !== null && typeof v === 'object' && !Buffer.isBuffer(v) && !(v instanceof Date)) {
      for (const [k, child] of Object.entries(v)) stack.push([child, join(path, k), k]);
    }
  }
  return null;
}

export function outOfRangeError(field: string, pesan: string = PESAN.angkaDiLuarJangkauan): AppError {
  const message = `${PESAN.dataTidakValid}: ${field} — ${pesan}`;
  return new AppError(400, ERROR_CODES.validation, message, { detail: message, issues: [{ field, message: pesan }] });
}

/** The page size a list query carries under one of its names. */
const ukuranHalaman = (q: Record<string, unknown>) => [q.per_page, q.itemsPerPage].find((x): x is number => typeof x === 'number');

function checkValidated(request: FastifyRequest) {
  const field = findNumberOutOfRange(request.params, '') ?? findNumberOutOfRange(request.query, '') ?? findNumberOutOfRange(request.body, '');
  if (field !== null) throw outOfRangeError(field || 'data');
  const q = request.query as Record<string, unknown> | undefined;
  if (q && typeof q.page === 'number') {
    // Lists past the end answer an empty page (spec's list rules), but an offset no table can reach is bad input:
    // in JavaScript it loses precision, and the database would refuse it.
    const perPage = ukuranHalaman(q) ?? 1;
    if ((q.page - 1) * perPage > OFFSET_MAKS) throw outOfRangeError('page', PESAN.halamanDiLuarJangkauan);
  }
}

function checkRequest(request: FastifyRequest) {
  // Header values can reach the database (host → college lookup, college-id); Node's HTTP parser already
  // refuses NUL on the wire, but other transports (inject, proxies) may not.
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string' ? isUnsafeString(value) : Array.isArray(value) && value.some(isUnsafeString)) {
      throw unsafeInputError(`header ${name}`);
    }
  }
  // Field names follow the validation errors' convention: the bare field (`search`, `judul`, `items.0.nama`).
  const field = findUnsafeString(request.params, '') ?? findUnsafeString(request.query, '') ?? findUnsafeString(request.body, '');
  if (field !== null) throw unsafeInputError(field || 'data');
}

/**
 * Registers the guard: strings before every route's validation, numbers and offsets right after it (on the values
 * the schemas produced), and so both before any handler or query.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    checkRequest(request);
  });
  app.addHook('preHandler', async (request) => {
    checkValidated(request);
  });
}
