import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { JEDA_MUAT_ULANG_MAKS_MS, terapkanWaktuBaru, type PengerjaanMe, type UjianDetail, type UjianTimeChangedEvent, type WaktuUjianBaru } from '@lms/shared';
import { useLiveEvent, useLiveResync } from '@/lib/live-stream';
import { ujianKeys } from './keys';

/** The new window an event carries, or null from a server that sends only the ids (then the page reloads at once). */
export function waktuBaruDari(e: UjianTimeChangedEvent): WaktuUjianBaru | null {
  if (e.waktu_mulai === null || e.waktu_selesai === null || e.gunakan_batas_waktu === null) return null;
  return { waktu_mulai: e.waktu_mulai, waktu_selesai: e.waktu_selesai, durasi: e.durasi, gunakan_batas_waktu: e.gunakan_batas_waktu };
}

/**
 * Live events of the exam stream (the app's one stream carries `ujian`). A changed window moves the countdown at
 * once from the window the event carries (the attempt's deadline recomputed exactly as the server does, so the
 * attempt is not fetched again), then refetches the exam and the lists after a random pause, so thousands of takers
 * do not reload in the same second; an event without the window reloads at once. An announcement reloads the
 * attempt; a closed attempt (teacher, server) reloads it. Events of other exams are ignored.
 */
export function useUjianEvents(idUjian: number, handlers: { onTimeChanged?: () => void; onPengumuman?: () => void; onDitutup?: () => void } = {}) {
  const qc = useQueryClient();
  const tertunda = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (tertunda.current) clearTimeout(tertunda.current);
    },
    [],
  );
  const reload = () => {
    void qc.invalidateQueries({ queryKey: ujianKeys.detail(idUjian) });
    void qc.invalidateQueries({ queryKey: ujianKeys.me(idUjian) });
  };
  const muatUlangUjian = () => {
    tertunda.current = null;
    void qc.invalidateQueries({ queryKey: ujianKeys.detail(idUjian) });
    void qc.invalidateQueries({ queryKey: ujianKeys.lists() });
  };
  useLiveEvent('time_changed', (e) => {
    if (e.id_ujian !== idUjian) return;
    const w = waktuBaruDari(e);
    if (!w) {
      reload();
      void qc.invalidateQueries({ queryKey: ujianKeys.lists() });
    } else {
      qc.setQueryData<PengerjaanMe>(ujianKeys.me(idUjian), (me) => (me ? terapkanWaktuBaru(me, w) : me));
      qc.setQueryData<UjianDetail>(ujianKeys.detail(idUjian), (u) => (u ? { ...u, ...w } : u));
      if (tertunda.current) clearTimeout(tertunda.current);
      tertunda.current = setTimeout(muatUlangUjian, Math.random() * JEDA_MUAT_ULANG_MAKS_MS);
    }
    handlers.onTimeChanged?.();
  });
  useLiveEvent('pengumuman_ujian', (e) => {
    if (e.id_ujian !== idUjian) return;
    void qc.invalidateQueries({ queryKey: ujianKeys.me(idUjian) });
    void qc.invalidateQueries({ queryKey: ujianKeys.pengumuman(idUjian) });
    handlers.onPengumuman?.();
  });
  useLiveEvent('pengerjaan_ditutup', (e) => {
    if (e.id_ujian !== idUjian) return;
    reload();
    handlers.onDitutup?.();
  });
  useLiveResync(reload);
}
