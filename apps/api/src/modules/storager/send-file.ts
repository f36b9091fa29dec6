import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { contentDisposition } from './storager.service';

/**
 * How every module answers with a stored file (storager downloads, chat and announcement attachments, task
 * submissions, materials): one place for Range, the 416 size, the content disposition and the headers that keep a
 * user's file from running as part of the app.
 */

/** The part of a stored file being sent (206), or null for all of it (200). */
export type FileRange = { start: number; end: number } | null;

/** The request's HTTP Range header, if it sent one. */
export const rangeHeaderOf = (request: FastifyRequest): string | undefined =>
  typeof request.headers.range === 'string' ? request.headers.range : undefined;

/** Awaits an open; a 416 names the file's current size (RFC 9110) so the client can ask again. */
export async function openRanged<T>(reply: FastifyReply, open: Promise<T>): Promise<T> {
  return open.catch((err: unknown) => {
    if (err instanceof AppError && err.statusCode === 416) reply.header('content-range', `bytes */${(err.detail as { size: number }).size}`);
    throw err;
  });
}

/** Images the client shows in place when it asks (`?inline=1`); everything else is a download. */
const INLINE_MIME = new Set(['image/png', 'image/jpeg']);

export function dispositionOf(query: { inline?: string }, mime: string): 'inline' | 'attachment' {
  return (query.inline === '1' || query.inline === 'true') && INLINE_MIME.has(mime) ? 'inline' : 'attachment';
}

/**
 * Sends the file with its sniffed type (nosniff), never cached. `sandbox` (the default) adds a CSP under which
 * nothing in the file can run; the material player and PDF tab turn it off, since the browser's PDF viewer does
 * not run under the app's own CSP either.
 */
export function sendStoredFile(
  reply: FastifyReply,
  file: { mime: string; size: number; name: string },
  stream: Readable,
  range: FileRange,
  disposition: 'inline' | 'attachment',
  { sandbox = true }: { sandbox?: boolean } = {},
) {
  reply
    .header('content-type', file.mime)
    .header('accept-ranges', 'bytes')
    .header('content-disposition', contentDisposition(disposition, file.name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store');
  if (sandbox) reply.header('content-security-policy', "default-src 'none'; sandbox");
  else reply.removeHeader('content-security-policy');
  if (range) {
    reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
      .header('content-length', String(range.end - range.start + 1));
  } else {
    reply.header('content-length', String(file.size));
  }
  return reply.send(stream);
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A report the server generates (xlsx, PDF, zip): always a download under its real name, never cached. */
export function sendReport(reply: FastifyReply, mime: string, filename: string, body: Buffer | Readable) {
  return reply
    .header('content-type', mime)
    .header('content-disposition', contentDisposition('attachment', filename))
    .header('cache-control', 'private, no-store')
    .send(body);
}
