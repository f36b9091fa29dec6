import { useEffect, useRef, useState } from 'react';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { MATERI_HEARTBEAT_DETIK, PESAN_MATERI, type MateriBukaResult } from '@lms/shared';
import { showSuccessToast } from '@/components/toast';
import { laporProgres } from '../api/lapor-progres';
import { materiKeys } from '../api/keys';
import { PelacakPutar } from '../pelacak-putar';

type Props = {
  id: number;
  judul: string;
  buka: MateriBukaResult;
  /** A student of the class: what they play is reported (teachers only preview). */
  lapor: boolean;
};

/**
 * Video / audio in the browser's player, streamed with HTTP Range from the short-lived URL of /buka. For a student
 * the played stretches go to the server every few seconds and on pause, seek and end; the server decides the
 * watched share (skipping ahead does not count) and records attendance at video_persen / audio_persen.
 */
export function MateriPutar({ id, judul, buka, lapor }: Props) {
  const qc = useQueryClient();
  const ref = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const [persen, setPersen] = useState(buka.progres_persen ?? 0);
  const [terpenuhi, setTerpenuhi] = useState(buka.statusUnduh === 'terpenuhi');

  useEffect(() => {
    const el = ref.current;
    if (!el || !lapor) return;
    const pelacak = new PelacakPutar();
    let antre = Promise.resolve();
    let hidup = true;
    const kirim = () => {
      const stretches = pelacak.ambil();
      if (stretches.length === 0) return;
      const durasi = Number.isFinite(el.duration) && el.duration > 0 ? el.duration : undefined;
      // One report after another: the server credits each against the time since the previous one.
      antre = antre.then(async () => {
        for (const [dari, sampai] of stretches) {
          try {
            const r = await laporProgres(id, { dari, sampai, durasi });
            if (!hidup) continue;
            setPersen(r.progres_persen);
            if (r.terpenuhi) {
              setTerpenuhi((was) => {
                if (!was) {
                  if (r.statusUnduh) showSuccessToast(PESAN_MATERI.sudahTerpenuhi);
                  void qc.invalidateQueries({ queryKey: materiKeys.lists() });
                }
                return true;
              });
            }
          } catch {
            // A lost report only loses that stretch; the next one goes on.
          }
        }
      });
    };
    const onTime = () => {
      if (!el.paused) pelacak.waktu(el.currentTime);
    };
    const onSeek = () => pelacak.lompat(el.currentTime);
    el.addEventListener('timeupdate', onTime);
    el.addEventListener('seeking', onSeek);
    el.addEventListener('pause', kirim);
    el.addEventListener('ended', kirim);
    const timer = setInterval(() => {
      if (!el.paused) kirim();
    }, MATERI_HEARTBEAT_DETIK * 1000);
    return () => {
      kirim();
      hidup = false;
      clearInterval(timer);
      el.removeEventListener('timeupdate', onTime);
      el.removeEventListener('seeking', onSeek);
      el.removeEventListener('pause', kirim);
      el.removeEventListener('ended', kirim);
    };
  }, [id, lapor, qc]);

  const src = buka.stream_url ?? undefined;
  const syarat = buka.syarat_persen ?? 0;
  const kata = buka.tipe_file === 'video' ? 'Ditonton' : 'Didengarkan';
  return (
    <Stack gap={6}>
      {buka.tipe_file === 'video' ? (
        <video ref={ref} src={src} controls preload="metadata" style={{ width: '100%', maxHeight: '60vh', background: '#000', borderRadius: 8 }} aria-label={judul} data-testid="materi-video">
          <track kind="captions" />
        </video>
      ) : (
        <audio ref={ref} src={src} controls preload="metadata" style={{ width: '100%' }} aria-label={judul} data-testid="materi-audio" />
      )}
      {lapor ? (
        <Stack gap={4}>
          <Group justify="space-between" gap="xs">
            <Text fz="sm" data-testid="materi-progres">
              {kata} {persen.toLocaleString('id-ID', { maximumFractionDigits: 1 })}%
            </Text>
            <Text fz="xs" c="dimmed">
              Syarat minimal {syarat}%
            </Text>
          </Group>
          <Progress value={persen} color={terpenuhi || persen >= syarat ? 'green' : 'blue'} aria-label={`${kata} ${persen}%`} />
        </Stack>
      ) : null}
    </Stack>
  );
}
