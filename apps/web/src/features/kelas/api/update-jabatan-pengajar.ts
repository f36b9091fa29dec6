import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PESAN_KELAS, type JabatanPengajar, type PengajarKelasItem } from '@lms/shared';
import { api } from '@/lib/api-client';
import { showSuccessToast } from '@/components/toast';
import { kelasKeys } from './keys';

export type JabatanChange = { idDosen: number; jabatan: JabatanPengajar };

/** PUT /v2/lms/kelas_kuliah/{id}/pengajar/{idDosen}/jabatan (operator write): answers the teachers. */
export async function updateJabatanPengajar(id: string, { idDosen, jabatan }: JabatanChange): Promise<PengajarKelasItem[]> {
  return (await api.put<PengajarKelasItem[]>(`/v2/lms/kelas_kuliah/${encodeURIComponent(id)}/pengajar/${idDosen}/jabatan`, { jabatan })).data;
}

/**
 * Sends the changes one by one, new coordinators first: the server demotes the previous coordinator, so a
 * later explicit change of that teacher still wins.
 */
export async function updateJabatanPengajarBatch(id: string, changes: JabatanChange[]): Promise<PengajarKelasItem[] | null> {
  const ordered = [...changes].sort((a, b) => Number(b.jabatan === 'dosen_koordinator') - Number(a.jabatan === 'dosen_koordinator'));
  let last: PengajarKelasItem[] | null = null;
  for (const change of ordered) last = await updateJabatanPengajar(id, change);
  return last;
}

export function useUpdateJabatanPengajar(id: string, options: { onSuccess?: () => void } = {}) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (changes: JabatanChange[]) => updateJabatanPengajarBatch(id, changes),
    onSettled: () => {
      // Teachers appear in the class, its syllabus and the lists; refresh them even after a partial failure.
      void qc.invalidateQueries({ queryKey: kelasKeys.detail(id) });
      void qc.invalidateQueries({ queryKey: kelasKeys.lists() });
    },
    onSuccess: () => {
      showSuccessToast(PESAN_KELAS.berhasilUbahJabatan);
      options.onSuccess?.();
    },
  });
}
