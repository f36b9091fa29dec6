import { useMutation } from '@tanstack/react-query';
import type { HitungPersentaseBody, HitungPersentaseResponse } from '@lms/shared';
import { api } from '@/lib/api-client';

/**
 * POST /v2/lms/kehadiran_mahasiswa/hitung_persentase: queues the recalculation of one class (id_kelas_kuliah) or of
 * a whole period; its progress arrives as event calc-percentage (see kehadiran-events.ts).
 */
export function hitungPersentase(body: HitungPersentaseBody = {}) {
  return api.post<HitungPersentaseResponse>('/v2/lms/kehadiran_mahasiswa/hitung_persentase', body);
}

export function useHitungPersentase() {
  return useMutation({ mutationFn: (body: HitungPersentaseBody) => hitungPersentase(body) });
}
