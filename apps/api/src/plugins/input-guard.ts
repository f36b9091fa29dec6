import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES, PESAN } from '@lms/shared';
import { AppError } from '../lib/errors';

/**
 * Refuses, for every route at once, strings PostgreSQL cannot store: a NUL character (text columns reject it:
 * "invalid byte sequence") and an unpaired UTF-16 surrogate (not encodable as UTF-8). Without this guard each
 * route would have to remember it, and a forgotten one answers 500.
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

/** Registers the guard before every route's validation (and so before any handler or query). */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    checkRequest(request);
  });
}
