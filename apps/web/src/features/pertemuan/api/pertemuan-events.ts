import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PertemuanDetail } from '@lms/shared';
import { API_BASE, buildHeaders, refreshAccessToken } from '@/lib/api-client';
import { connectSse, type SseMessage } from '@/lib/sse';
import { pertemuanKeys, refreshPertemuanViews } from './get-pertemuan';

/** Payload of event `status` on stream `pertemuan`, published when a meeting is started or ended. */
export type PertemuanStatusEvent = {
  id: number;
  id_kelas_kuliah: string;
  nomor: number;
  status: string;
  mulai_kuliah: string | null;
  selesai_kuliah: string | null;
};

const nullableString = (v: unknown) => v === null || v === undefined || typeof v === 'string';

/** The event's data, or null when it is malformed (a bad event is skipped, never thrown). */
export function parsePertemuanStatusEvent(data: string): PertemuanStatusEvent | null {
  let raw: unknown;
  try {
    raw = JSON.parse(data);
  } catch {
    return null;
  }
  const e = raw as Partial<PertemuanStatusEvent> | null;
  if (!e || !Number.isInteger(e.id) || typeof e.id_kelas_kuliah !== 'string' || typeof e.status !== 'string') return null;
  if (!nullableString(e.mulai_kuliah) || !nullableString(e.selesai_kuliah)) return null;
  return {
    id: e.id!,
    id_kelas_kuliah: e.id_kelas_kuliah,
    nomor: typeof e.nomor === 'number' ? e.nomor : 0,
    status: e.status,
    mulai_kuliah: e.mulai_kuliah ?? null,
    selesai_kuliah: e.selesai_kuliah ?? null,
  };
}

/**
 * Applies a `status` event to the cache: the open meeting shows the new status at once, then reloads (its `can`
 * flags depend on the status); meeting lists reload. Returns the parsed event, or null when it is not one.
 */
export function applyPertemuanEvent(qc: QueryClient, msg: SseMessage): PertemuanStatusEvent | null {
  if (msg.event !== 'status') return null;
  const e = parsePertemuanStatusEvent(msg.data);
  if (!e) return null;
  const key = pertemuanKeys.detail(e.id);
  qc.setQueryData<PertemuanDetail>(key, (old) =>
    old ? { ...old, status: e.status, mulai_kuliah: e.mulai_kuliah, selesai_kuliah: e.selesai_kuliah } : old,
  );
  void qc.invalidateQueries({ queryKey: key });
  refreshPertemuanViews(qc, e.id_kelas_kuliah);
  return e;
}

/** Keeps GET /v2/lms/events?stream=pertemuan open while mounted, so another user's start/end shows live. */
export function usePertemuanEvents(enabled = true) {
  const qc = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    return connectSse({
      url: `${API_BASE}/v2/lms/events?stream=pertemuan`,
      headers: () => buildHeaders('GET'),
      onUnauthorized: refreshAccessToken,
      onMessage: (msg) => void applyPertemuanEvent(qc, msg),
    });
  }, [enabled, qc]);
}
