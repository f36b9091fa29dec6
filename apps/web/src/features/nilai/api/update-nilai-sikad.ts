import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { nilaiBase, nilaiKeys } from './keys';

/** PUT …/siakad/komponen/{k}/nilai/{idUser} (built-in Siakad): a score changed in Siakad (update_by_sikad). */
export function updateNilaiSikad(id: string, komponenId: number, idUser: number, nilai: number) {
  return api.put<unknown>(`${nilaiBase(id)}/siakad/komponen/${komponenId}/nilai/${idUser}`, { nilai });
}

export function useUpdateNilaiSikad(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { komponenId: number; idUser: number; nilai: number }) => updateNilaiSikad(id, v.komponenId, v.idUser, v.nilai),
    onSuccess: () => qc.invalidateQueries({ queryKey: nilaiKeys.all }),
  });
}
