import { ERROR_CODES, PESAN, type ErrorCode } from '@lms/shared';

/** An error with an HTTP status, a machine code and an Indonesian message; the one error handler renders it. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode | string,
    message: string,
    readonly detail?: unknown,
  ) {
    super(message);
  }
}

/** The message every field error carries: "Data tidak valid: <field> — <message>" (as schema validation does). */
export const pesanField = (field: string, message: string) => `${PESAN.dataTidakValid}: ${field} — ${message}`;

/**
 * THE error helper for bad input found by a service: 400 `validation_error` in the same shape as a failed route
 * schema (the error handler's rendering of zod issues), so clients read one shape whoever found the problem.
 */
export function fieldError(field: string, message: string) {
  const full = pesanField(field, message);
  return new AppError(400, ERROR_CODES.validation, full, { detail: full, issues: [{ field, message }] });
}

export const badRequest = (message: string = PESAN.dataTidakValid, detail?: unknown) =>
  new AppError(400, ERROR_CODES.badRequest, message, detail);
export const unprocessable = (message: string, detail?: unknown) => new AppError(422, ERROR_CODES.validation, message, detail);
export const unauthorized = (message: string = PESAN.belumLogin, code: string = ERROR_CODES.unauthorized) =>
  new AppError(401, code, message);
export const forbidden = (message: string = PESAN.aksesDitolak, code: string = ERROR_CODES.forbidden) =>
  new AppError(403, code, message);
export const notFound = (message: string = PESAN.dataTidakDitemukan) => new AppError(404, ERROR_CODES.notFound, message);
export const conflict = (message: string) => new AppError(409, ERROR_CODES.conflict, message);
