import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Pengaturan, UbahPengaturanBody } from '@lms/shared';
import { api } from '@/lib/api-client';

/** PUT /v2/lms/pengaturan: replaces the sections sent. */
export async function putPengaturan(body: UbahPengaturanBody) {
  return api.put<Pengaturan>('/v2/lms/pengaturan', body);
}

/** Refreshes every settings query (this page's and /pengaturan/me, which the whole client reads). */
export function useUbahPengaturan() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: putPengaturan,
    onSuccess: async (res) => {
      qc.setQueryData(['pengaturan', 'semua'], res.data);
      await qc.invalidateQueries({ queryKey: ['pengaturan'] });
    },
  });
}
