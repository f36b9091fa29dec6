import { data, redirect } from 'react-router';
import { isApiError } from '@/lib/api-error';
import { clearSession, userInfoQueryOptions } from '@/lib/auth';
import { authStore } from '@/lib/auth-store';
import { aksesMeQueryOptions } from '@/lib/authorization';
import { ensureFrontendConfig } from '@/lib/frontend-config';
import { queryClient } from '@/lib/query-client';
import { paths } from '@/config/paths';
import { canOpen, needsHakAkses } from './route-access';

/**
 * Middleware 1 (spec 1 §2.1): a `code` in the query on any page but /oauth goes to the oauth page with
 * code, path (the original `path` parameter), redirect (the current path) and refferer (spelled so).
 */
export function authorizationCodeRedirect(url: URL, referrer: string): string | null {
  const code = url.searchParams.get('code');
  if (!code || url.pathname === paths.oauth.path) return null;
  const q = new URLSearchParams({ code });
  const path = url.searchParams.get('path');
  if (path !== null) q.set('path', path);
  q.set('redirect', url.pathname);
  q.set('refferer', referrer);
  return `${paths.oauth.path}?${q.toString()}`;
}

type Steps = { authenticate?: boolean; authorize?: boolean };

/**
 * The middleware chain, in the spec's order: authorization code, authentication, permission. Every guarded
 * loader runs the whole chain (the router runs loaders in parallel, so no step may rely on another loader).
 */
export async function runMiddleware(request: Request, { authenticate = false, authorize = false }: Steps = {}) {
  const url = new URL(request.url);
  await ensureFrontendConfig();

  const oauth = authorizationCodeRedirect(url, typeof document === 'undefined' ? '' : document.referrer);
  if (oauth) throw redirect(oauth);
  if (!authenticate) return null;

  if (!authStore.isLoggedIn()) throw redirect(paths.home.getHref());
  let user;
  try {
    user = await queryClient.ensureQueryData(userInfoQueryOptions());
  } catch (error) {
    if (isApiError(error) && error.statusCode === 401) {
      clearSession();
      throw redirect(paths.home.getHref());
    }
    throw error;
  }
  if (!authorize) return user;

  // Middleware 3: one table decides for every role; a page the user may not open shows 404 (not 403).
  const hakAkses = needsHakAkses(url.pathname, user.role) ? await queryClient.ensureQueryData(aksesMeQueryOptions()) : null;
  if (!canOpen(url.pathname, user.role, hakAkses)) throw data(null, { status: 404 });
  return user;
}

export const publicLoader = ({ request }: { request: Request }) => runMiddleware(request);
export const protectedLoader = ({ request }: { request: Request }) => runMiddleware(request, { authenticate: true, authorize: true });

/** '/': the login page; a logged-in user goes on to the dashboard. */
export async function loginLoader({ request }: { request: Request }) {
  await runMiddleware(request);
  if (authStore.isLoggedIn()) throw redirect(paths.beranda.getHref());
  return null;
}

export const alwaysRevalidate = () => true;
