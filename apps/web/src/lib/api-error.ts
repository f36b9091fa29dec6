import { capitalize, PESAN } from '@lms/shared';

export type ApiErrorType = 'Network Error' | 'Gateway Timeout' | 'Timeout' | 'Aborted' | 'Http Error';

/** A normalised request failure (spec 1 §8): message, type, statusCode and the raw response data. */
export class ApiError extends Error {
  readonly type: ApiErrorType;
  readonly statusCode: number | null;
  readonly code: string | null;
  readonly data: unknown;

  constructor(init: { message: string; type: ApiErrorType; statusCode: number | null; code: string | null; data: unknown }) {
    super(init.message);
    this.name = 'ApiError';
    this.type = init.type;
    this.statusCode = init.statusCode;
    this.code = init.code;
    this.data = init.data;
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

function nonEmptyString(v: unknown): string | undefined {
  return typeof v === 'string' && v.trim() !== '' ? v : undefined;
}

/** Message precedence of spec 1 §8: status.message, then detail.detail, then detail, then the error's own message. */
export function pickMessage(body: unknown, fallback?: string): string {
  const b = (body ?? {}) as { status?: { message?: unknown }; detail?: unknown };
  const detail = b.detail as { detail?: unknown } | string | undefined;
  const fromBody =
    nonEmptyString(b.status?.message) ??
    (detail && typeof detail === 'object' ? nonEmptyString(detail.detail) : undefined) ??
    nonEmptyString(detail);
  return capitalize((fromBody ?? nonEmptyString(fallback) ?? PESAN.terjadiKesalahan).trim());
}

export function normalizeError(input: { statusCode?: number | null; body?: unknown; error?: unknown }): ApiError {
  const { statusCode = null, body, error } = input;
  if (error instanceof ApiError) return error;
  const err = error as { name?: string; message?: string } | undefined;
  let type: ApiErrorType = 'Http Error';
  let fallback = err?.message;
  if (statusCode === 504) {
    type = 'Gateway Timeout';
    fallback = 'Gateway Timeout';
  }
  else if (statusCode === null || statusCode === 0) {
    if (err?.name === 'TimeoutError') {
      type = 'Timeout';
      fallback = 'Permintaan melebihi batas waktu';
    } else if (err?.name === 'AbortError') type = 'Aborted';
    else {
      type = 'Network Error';
      fallback = 'Network Error';
    }
  }
  const code = ((body ?? {}) as { status?: { code?: unknown } }).status?.code;
  return new ApiError({
    message: pickMessage(body, fallback),
    type,
    statusCode,
    code: typeof code === 'string' ? code : null,
    data: body ?? null,
  });
}
