import { postAuthorizeSikad, postKeluarKeSikad } from '@/features/kelas';

/**
 * The data-master card's single sign-on link to the legacy academic system (spec 1 §2.5, §7): the redirect the
 * authorization code is sent to, with the parameters app, legacy, role and path. Null without a legacy URL.
 */
export function urlSsoSikadLegacy(urlSikadLegacy: string | null | undefined, path = '/'): string | null {
  if (!urlSikadLegacy) return null;
  let base: URL;
  try {
    base = new URL(urlSikadLegacy);
  } catch {
    return null;
  }
  if (base.protocol !== 'https:' && base.protocol !== 'http:') return null;
  const url = new URL('/sso', base.origin);
  url.searchParams.set('app', 'lms');
  url.searchParams.set('legacy', '1');
  url.searchParams.set('role', 'operator');
  url.searchParams.set('path', path.startsWith('/') ? path : `/${path}`);
  return url.toString();
}

function randomState(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : Math.random().toString(36).slice(2);
}

export type BukaSikadDeps = {
  openTab: () => Window | null;
  keluar: typeof postKeluarKeSikad;
  authorize: typeof postAuthorizeSikad;
};

const bawaan: BukaSikadDeps = { openTab: () => window.open('', '_blank'), keluar: postKeluarKeSikad, authorize: postAuthorizeSikad };

/**
 * The data-master card (spec 1 §2.5): opens the legacy academic system by single sign-on. The exit is logged, a
 * one-time code is issued for the legacy URL (app, legacy, role, path) and the tab, opened in the click so popup
 * blockers allow it, goes there; it closes again when a step fails.
 */
export async function bukaSikadLegacy(urlSikadLegacy: string | null | undefined, path = '/data-master', deps: BukaSikadDeps = bawaan): Promise<void> {
  const redirectUri = urlSsoSikadLegacy(urlSikadLegacy, path);
  if (!redirectUri) throw new Error('Alamat SIAKAD lama belum diatur pada konfigurasi');
  const tab = deps.openTab();
  try {
    if (tab) tab.opener = null;
    await deps.keluar();
    const { redirect_url } = await deps.authorize({ state: randomState(), redirectUri, asRole: 'ROLE_OPERATOR' });
    if (tab && !tab.closed) tab.location.href = redirect_url;
    else window.open(redirect_url, '_blank', 'noopener');
  } catch (error) {
    tab?.close();
    throw error;
  }
}
