import { safeRedirect } from '@/lib/safe-redirect';

/**
 * What a single sign-on link carries: `/sso?token=<assertion>&path=<page>` (`redirect` is accepted as well, as the
 * /oauth page names it). The destination is a path of this app only; anything else goes to /beranda.
 */
export function ssoParams(search: URLSearchParams): { token: string | null; tujuan: string } {
  const token = search.get('token')?.trim() || null;
  return { token, tujuan: safeRedirect(search.get('path') ?? search.get('redirect')) };
}
