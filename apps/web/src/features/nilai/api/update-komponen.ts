import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KomponenSikad, UbahKomponenBody } from '@lms/shared';
import { api } from '@/lib/api-client';
import { nilaiBase, nilaiKeys } from './keys';

/** PUT …/komponen/{componentId} {list_aktivitas}: then everything reloads (spec 2 §4). */
export function updateKomponen(id: string, komponenId: number, body: UbahKomponenBody) {
  return api.put<KomponenSikad>(`${nilaiBase(id)}/komponen/${komponenId}`, body);
}

export function useUpdateKomponen(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ komponenId, body }: { komponenId: number; body: UbahKomponenBody }) => updateKomponen(id, komponenId, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: nilaiKeys.all }),
  });
}
