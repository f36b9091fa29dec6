import { useEffect, useRef, useState } from 'react';
import { JENIS_PELANGGARAN_LABEL, type JenisPelanggaran } from '@lms/shared';
import type { PelanggaranSync } from './pelanggaran-sync';

/**
 * Closed-book supervision (spec 2 §4): the page asks for fullscreen, and records 'Keluar dari halaman ujian'
 * (the page is left), 'Membuka tab atau aplikasi lain' (the tab is hidden or the window loses focus) and
 * 'Keluar dari fullscreen'. A fullscreen failure is only logged. Each is journaled, so none is lost offline.
 */

/** Enters fullscreen if the browser can; false (and the spec's log line) when it cannot. */
export async function masukFullscreen(): Promise<boolean> {
  const el = document.documentElement as HTMLElement & { webkitRequestFullscreen?: () => Promise<void> };
  const req = el.requestFullscreen?.bind(el) ?? el.webkitRequestFullscreen?.bind(el);
  if (!req) {
    console.log(JENIS_PELANGGARAN_LABEL.fullscreen_tidak_didukung);
    return false;
  }
  try {
    await req();
    return true;
  } catch {
    console.log(JENIS_PELANGGARAN_LABEL.fullscreen_tidak_didukung);
    return false;
  }
}

export function usePengawasan(aktif: boolean, pelanggaran: PelanggaranSync | null) {
  const [fullscreen, setFullscreen] = useState(() => typeof document !== 'undefined' && !!document.fullscreenElement);
  const [terakhir, setTerakhir] = useState<JenisPelanggaran | null>(null);
  const sebelum = useRef(0);

  useEffect(() => {
    if (!aktif || !pelanggaran) return;
    const catat = (jenis: JenisPelanggaran) => {
      // A blur and the hidden tab it causes are one event.
      if (Date.now() - sebelum.current < 1000) return;
      sebelum.current = Date.now();
      setTerakhir(jenis);
      void pelanggaran.catat(jenis);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') catat('buka_tab');
    };
    const onBlur = () => catat('buka_tab');
    const onFullscreen = () => {
      const now = !!document.fullscreenElement;
      setFullscreen(now);
      if (!now) catat('keluar_fullscreen');
    };
    const onLeave = () => void pelanggaran.catat('keluar_halaman');
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('blur', onBlur);
    document.addEventListener('fullscreenchange', onFullscreen);
    window.addEventListener('pagehide', onLeave);
    if (typeof document.documentElement.requestFullscreen !== 'function') void pelanggaran.catat('fullscreen_tidak_didukung');
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('blur', onBlur);
      document.removeEventListener('fullscreenchange', onFullscreen);
      window.removeEventListener('pagehide', onLeave);
    };
  }, [aktif, pelanggaran]);

  // Leaving the exam inside the app (another route) while the attempt is open is leaving the exam page too.
  const masih = useRef<PelanggaranSync | null>(null);
  useEffect(() => {
    masih.current = aktif ? pelanggaran : null;
  }, [aktif, pelanggaran]);
  useEffect(() => () => void masih.current?.catat('keluar_halaman'), []);

  return { fullscreen, terakhir, masukFullscreen: async () => setFullscreen(await masukFullscreen()) };
}
