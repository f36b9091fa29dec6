import { buildHeaders, refreshAccessToken } from './api-client';
import { normalizeError } from './api-error';

/**
 * Stored files (banner, syllabus attachments ...) are served by GET /api/v2/storager/files/{id}/{name}, which
 * needs the Bearer token and the college-id header: an <img src> or a plain link cannot send them, so files are
 * fetched as blobs here and shown through object URLs (see use-file-object-url.ts).
 */

/** A same-origin /api/ URL needs our headers; anything else (an external image) is used as it is. */
export function isProtectedFileUrl(url: string | null | undefined): boolean {
  if (!url || url.startsWith('blob:') || url.startsWith('data:')) return false;
  try {
    const u = new URL(url, window.location.origin);
    return u.origin === window.location.origin && u.pathname.startsWith('/api/');
  } catch {
    return false;
  }
}

/**
 * File name from a content-disposition header (spec 1 §7): the RFC 5987 `filename*=UTF-8''...` form wins over
 * the plain `filename="..."`; null when the header names none.
 */
export function filenameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (star) {
    try {
      const name = decodeURIComponent(star[2]!.trim().replace(/^"|"$/g, ''));
      if (name) return name;
    } catch {
      // fall back to the plain filename
    }
  }
  const plain = /filename\s*=\s*("((?:\\.|[^"\\])*)"|[^;]+)/i.exec(header);
  if (!plain) return null;
  const name = (plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : plain[1]!).trim();
  return name || null;
}

/** Last path segment of a URL, decoded ('/api/v2/storager/files/x/Bab%201.pdf' -> 'Bab 1.pdf'). */
export function filenameFromUrl(url: string): string {
  const last = url.split(/[?#]/)[0]!.split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

export type FetchedFile = { blob: Blob; filename: string };

async function readError(res: Response) {
  let body: unknown = null;
  try {
    const text = await res.text();
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  return normalizeError({ statusCode: res.status, body });
}

/** GET a file with the session's headers (one token refresh on 401), as a blob plus its file name. */
export async function fetchFile(url: string, signal?: AbortSignal): Promise<FetchedFile> {
  const protectedUrl = isProtectedFileUrl(url);
  const send = () =>
    fetch(url, {
      headers: protectedUrl ? buildHeaders('GET') : undefined,
      signal,
      cache: 'no-store',
    });
  let res: Response;
  try {
    res = await send();
    if (res.status === 401 && protectedUrl && (await refreshAccessToken())) res = await send();
  } catch (error) {
    if (signal?.aborted) throw signal.reason ?? error;
    throw normalizeError({ error });
  }
  if (!res.ok) throw await readError(res);
  const blob = await res.blob();
  return { blob, filename: filenameFromContentDisposition(res.headers.get('content-disposition')) ?? filenameFromUrl(url) };
}

/** Hands a blob to the browser as a download named `filename`. */
export function saveBlob(blob: Blob, filename: string) {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = filename;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** Fetches and downloads a stored file; the name comes from content-disposition (spec 1 §7). */
export async function downloadFile(url: string, fallbackName?: string): Promise<void> {
  const { blob, filename } = await fetchFile(url);
  saveBlob(blob, filename || fallbackName || 'unduhan');
}
