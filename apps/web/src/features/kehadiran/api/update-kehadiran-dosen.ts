import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KehadiranDosenRowData, UpdateKehadiranDosenBody } from '@lms/shared';
import { api } from '@/lib/api-client';
import { refreshKehadiranViews } from './keys';

/** PUT /v2/lms/kehadiran_dosen/{idPertemuan}/dosen/{id_dosen}: is_hadir, mulai_kuliah, selesai_kuliah (operators only). */
export function updateKehadiranDosen(idPertemuan: number, idDosen: number, body: UpdateKehadiranDosenBody) {
  return api.put<KehadiranDosenRowData>(`/v2/lms/kehadiran_dosen/${idPertemuan}/dosen/${idDosen}`, body);
}

/** One call per lecturer, in parallel (spec 1 §7); the views reload once after all of them. */
export function useUpdateKehadiranDosenSemua(idPertemuan: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (items: { id_dosen: number; body: UpdateKehadiranDosenBody }[]) =>
      Promise.all(items.map((i) => updateKehadiranDosen(idPertemuan, i.id_dosen, i.body))),
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
