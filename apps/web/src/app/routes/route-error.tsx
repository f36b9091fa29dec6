import { isRouteErrorResponse, useRouteError } from 'react-router';
import { CHUNK_RELOAD_MIN_INTERVAL_MS, PESAN } from '@lms/shared';
import { ErrorPage } from '@/components/error-page';
import { isApiError } from '@/lib/api-error';

const CHUNK_RELOAD_KEY = 'lms.chunk-reload-at';
const CHUNK_ERROR = /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Failed to fetch dynamically/i;

/** A stale build after a deploy: reload once, at most every 60 s (spec 1 §8). */
function reloadOnChunkError(error: unknown): boolean {
  if (!(error instanceof Error) || !CHUNK_ERROR.test(error.message)) return false;
  const last = Number(sessionStorage.getItem(CHUNK_RELOAD_KEY) ?? 0);
  if (Date.now() - last < CHUNK_RELOAD_MIN_INTERVAL_MS) return false;
  sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
  window.location.reload();
  return true;
}

/** Status from statusCode, status or the response status, default 500 (spec 1 §8). */
export function statusOf(error: unknown): { status: number; message: string | null } {
  if (isRouteErrorResponse(error)) {
    const d = error.data as { message?: string } | null;
    return { status: error.status, message: d?.message ?? (error.statusText || null) };
  }
  if (isApiError(error)) return { status: error.statusCode ?? 500, message: error.message };
  const e = error as { statusCode?: number; status?: number; response?: { status?: number }; message?: string } | null;
  const status = e?.statusCode ?? e?.status ?? e?.response?.status ?? 500;
  return { status, message: e?.message ?? PESAN.terjadiKesalahan };
}

export function RouteErrorBoundary() {
  const error = useRouteError();
  if (reloadOnChunkError(error)) return null;
  const { status, message } = statusOf(error);
  return <ErrorPage statusCode={status} message={message} />;
}

/** Unmatched route: '404 | This page could not be found'. */
export function NotFoundRoute() {
  return <ErrorPage statusCode={404} unmatched />;
}
