import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PESAN_KELAS, type JabatanPeserta, type KelasDetail } from '@lms/shared';
import { api } from '@/lib/api-client';
import { showSuccessToast } from '@/components/toast';
import { kelasKeys } from './keys';

export type UpdateKetuaInput = { nim: string; jabatan: JabatanPeserta };
type UpdateKetuaResult = { ketua_kelas: KelasDetail['ketua_kelas'] };

/** PUT /v2/lms/kelas_kuliah/{id}/ketua {nim, jabatan}: 'ketua_kelas' promotes (others become peserta), 'peserta' demotes. */
export async function updateKetuaKelas(id: string, input: UpdateKetuaInput): Promise<UpdateKetuaResult> {
  return (await api.put<UpdateKetuaResult>(`/v2/lms/kelas_kuliah/${encodeURIComponent(id)}/ketua`, input)).data;
}

export function useUpdateKetuaKelas(id: string, options: { onSuccess?: () => void } = {}) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateKetuaInput) => updateKetuaKelas(id, input),
    onSuccess: () => {
      // The class (ketua_kelas) and every participant page (order, jabatan).
      void qc.invalidateQueries({ queryKey: kelasKeys.detail(id) });
      showSuccessToast(PESAN_KELAS.berhasilUbahKetua);
      options.onSuccess?.();
    },
  });
}
