import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JenisKomponenSikad } from '@lms/shared';
import { api } from '@/lib/api-client';
import { nilaiBase, nilaiKeys } from './keys';

export type WaktuEntriInput = { jenis: JenisKomponenSikad; waktu_entri_nilai_start: string; waktu_entri_nilai_end: string };

/** PUT …/siakad/waktu_entri (built-in Siakad): the entry window of a type in the class's period. */
export function updateWaktuEntri(id: string, body: WaktuEntriInput) {
  return api.put<WaktuEntriInput>(`${nilaiBase(id)}/siakad/waktu_entri`, body);
}

export function useUpdateWaktuEntri(id: string) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (body: WaktuEntriInput) => updateWaktuEntri(id, body), onSuccess: () => qc.invalidateQueries({ queryKey: nilaiKeys.all }) });
}
