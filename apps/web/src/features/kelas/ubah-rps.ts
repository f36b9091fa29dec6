import { CONFIG_KEYWORD, type Role } from '@lms/shared';
import { getConfig } from './api/get-config';
import { postAuthorizeSikad } from './api/post-authorize-sikad';
import { postKeluarKeSikad } from './api/post-keluar-ke-sikad';

function randomState(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : Math.random().toString(36).slice(2);
}

/**
 * 'Ubah Data RPS' (spec 1 §2.7, spec 2 §6): log the exit to Siakad, read url_dosen_new, get a one-time code for
 * it and open the academic system in a new tab. The tab is opened synchronously in the click (popup blockers
 * allow that) and pointed at the URL once it is known; it is closed again when a step fails.
 */
export async function bukaUbahRps(asRole: Role, openTab: () => Window | null = () => window.open('', '_blank')): Promise<void> {
  const tab = openTab();
  try {
    if (tab) {
      // Our blank page must not keep a handle on this window once it shows the academic system.
      tab.opener = null;
      try {
        tab.document.title = 'Membuka SIAKAD…';
        tab.document.body.textContent = 'Membuka SIAKAD…';
      } catch {
        // A browser that isolates the new tab simply shows it blank.
      }
    }
    await postKeluarKeSikad();
    const { value } = await getConfig(CONFIG_KEYWORD.urlDosenNew);
    const { redirect_url } = await postAuthorizeSikad({ state: randomState(), redirectUri: value, asRole });
    if (tab && !tab.closed) tab.location.href = redirect_url;
    else window.open(redirect_url, '_blank', 'noopener');
  } catch (error) {
    tab?.close();
    throw error;
  }
}
