import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobStatusResponse } from '@lms/shared';
import { api } from '@/lib/api-client';
import { nilaiBase, nilaiKeys } from './keys';

/** POST …/komponen/{id}/kirim {konfirmasi_timpa}: queues the send job. */
export function kirimNilai(id: string, komponenId: number, konfirmasiTimpa: boolean) {
  return api.post<{ job: JobStatusResponse; id_kirim: number | null }>(`${nilaiBase(id)}/komponen/${komponenId}/kirim`, { konfirmasi_timpa: konfirmasiTimpa });
}

export function useKirimNilai(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ komponenId, konfirmasiTimpa }: { komponenId: number; konfirmasiTimpa: boolean }) => kirimNilai(id, komponenId, konfirmasiTimpa),
    onSuccess: () => qc.invalidateQueries({ queryKey: nilaiKeys.riwayat(id) }),
  });
}
