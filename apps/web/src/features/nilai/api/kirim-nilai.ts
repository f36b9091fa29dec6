import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobStatusResponse } from '@lms/shared';
import { api } from '@/lib/api-client';
import { nilaiBase, nilaiKeys } from './keys';

export type KirimNilaiInput = { komponenId: number; konfirmasiTimpa: boolean; versiPratinjau: string };

/**
 * POST …/komponen/{id}/kirim {konfirmasi_timpa, versi_pratinjau}: queues the send of exactly the dry-run the user saw
 * (409 when its rows changed since).
 */
export function kirimNilai(id: string, v: KirimNilaiInput) {
  return api.post<{ job: JobStatusResponse; id_kirim: number | null }>(`${nilaiBase(id)}/komponen/${v.komponenId}/kirim`, {
    konfirmasi_timpa: v.konfirmasiTimpa,
    versi_pratinjau: v.versiPratinjau,
  });
}

export function useKirimNilai(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: KirimNilaiInput) => kirimNilai(id, v),
    onSuccess: () => qc.invalidateQueries({ queryKey: nilaiKeys.riwayat(id) }),
    // A refused send (e.g. the dry-run is out of date) shows the new dry-run.
    onError: (_e, v) => qc.invalidateQueries({ queryKey: nilaiKeys.pratinjau(id, v.komponenId) }),
  });
}
