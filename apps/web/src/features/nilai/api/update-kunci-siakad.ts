import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { nilaiBase, nilaiKeys } from './keys';

/** PUT …/siakad/kunci (built-in Siakad): lock or unlock the class's grades. */
export function updateKunciSiakad(id: string, dikunci: boolean) {
  return api.put<{ is_nilai_dikunci: boolean }>(`${nilaiBase(id)}/siakad/kunci`, { is_nilai_dikunci: dikunci });
}

export function useUpdateKunciSiakad(id: string) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (dikunci: boolean) => updateKunciSiakad(id, dikunci), onSuccess: () => qc.invalidateQueries({ queryKey: nilaiKeys.all }) });
}
