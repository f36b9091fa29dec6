/** Machine codes carried in `status.code` of error answers. */
export const ERROR_CODES = {
  badRequest: 'bad_request',
  validation: 'validation_error',
  unauthorized: 'unauthorized',
  invalidCredentials: 'invalid_credentials',
  tokenExpired: 'token_expired',
  tokenReused: 'refresh_token_reused',
  sessionRevoked: 'session_revoked',
  akunNonaktif: 'akun_nonaktif',
  forbidden: 'forbidden',
  tenantMissing: 'college_id_required',
  tenantUnknown: 'college_not_found',
  tenantMismatch: 'college_mismatch',
  notFound: 'not_found',
  conflict: 'conflict',
  tooManyRequests: 'too_many_requests',
  /** Too many failed logins of one account over every address: locked for `detail.retry_after` seconds. */
  akunTerkunci: 'akun_terkunci',
  payloadTooLarge: 'payload_too_large',
  unsupportedMedia: 'unsupported_media_type',
  internal: 'internal_error',
  /** The embedded database's queue is full: retry after `Retry-After` seconds. */
  serviceUnavailable: 'service_unavailable',
  pembatasanUjianKehadiran: 'pembatasan_ujian_kehadiran',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
