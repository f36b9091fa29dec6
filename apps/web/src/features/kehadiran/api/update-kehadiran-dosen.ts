import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KehadiranDosenRowData, UpdateKehadiranDosenBody } from '@lms/shared';
import { api } from '@/lib/api-client';
import { refreshKehadiranViews } from './keys';

/** PUT /v2/lms/kehadiran_dosen/{idPertemuan}/dosen/{id_dosen}: is_hadir, mulai_kuliah, selesai_kuliah (operators only). */
export function updateKehadiranDosen(idPertemuan: number, idDosen: number, body: UpdateKehadiranDosenBody) {
  return api.put<KehadiranDosenRowData>(`/v2/lms/kehadiran_dosen/${idPertemuan}/dosen/${idDosen}`, body);
}

export type HasilUbahDosen = { id_dosen: number; error: unknown | null };

/**
 * One call per lecturer, in parallel (spec 1 §7); the views reload once after all of them. Each call stands on its
 * own (a lecturer refused as changed since does not undo the others), so the result lists every lecturer's outcome
 * and the caller shows the refusals.
 */
export function useUpdateKehadiranDosenSemua(idPertemuan: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (items: { id_dosen: number; body: UpdateKehadiranDosenBody }[]): Promise<HasilUbahDosen[]> => {
      const hasil = await Promise.allSettled(items.map((i) => updateKehadiranDosen(idPertemuan, i.id_dosen, i.body)));
      return hasil.map((h, k) => ({ id_dosen: items[k]!.id_dosen, error: h.status === 'rejected' ? (h.reason as unknown) : null }));
    },
    onSettled: () => refreshKehadiranViews(qc, { idPertemuan }),
  });
}

/** A single lecturer's row (the report's validation toggle). */
export function useUpdateKehadiranDosen() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { idPertemuan: number; idDosen: number; body: UpdateKehadiranDosenBody }) => updateKehadiranDosen(v.idPertemuan, v.idDosen, v.body),
    onSettled: (_r, _e, v) => refreshKehadiranViews(qc, { idPertemuan: v.idPertemuan }),
  });
}
