import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PenandatanganProdi, TandaTanganSaya } from '@lms/shared';
import { api } from '@/lib/api-client';

/**
 * Signatures: the lecturer's own (GET/PUT/DELETE /v2/lms/profil/tanda_tangan) and a programme's signatory
 * (GET/PUT /v1/penandatangan_prodi/{id}). Images are fetched with the session headers (AuthImage) at a URL that
 * changes with updated_at, so a new upload shows at once.
 */
export const bapKeys = {
  tandaTangan: ['bap', 'tanda-tangan'] as const,
  penandatangan: (id: number) => ['bap', 'penandatangan', id] as const,
  template: ['bap', 'template'] as const,
};

export const gambarTandaTanganUrl = (s: TandaTanganSaya) => (s.ada ? `/api/v2/lms/profil/tanda_tangan/gambar?v=${encodeURIComponent(s.updated_at ?? '')}` : null);
export const gambarPenandatanganUrl = (p: PenandatanganProdi) =>
  p.ada_tanda_tangan ? `/api/v1/penandatangan_prodi/${p.id_prodi}/tanda_tangan?v=${encodeURIComponent(p.updated_at ?? '')}` : null;

export async function getTandaTanganSaya(signal?: AbortSignal) {
  return (await api.get<TandaTanganSaya>('/v2/lms/profil/tanda_tangan', { signal })).data;
}
export const tandaTanganQueryOptions = () => queryOptions({ queryKey: bapKeys.tandaTangan, queryFn: ({ signal }) => getTandaTanganSaya(signal) });
export function useTandaTanganSaya(options: { enabled?: boolean } = {}) {
  return useQuery({ ...tandaTanganQueryOptions(), ...options });
}

export function useUnggahTandaTangan() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (png: Blob) => {
      const form = new FormData();
      form.append('file', png, 'tanda-tangan.png');
      return api.put<TandaTanganSaya>('/v2/lms/profil/tanda_tangan', form);
    },
    onSuccess: (res) => qc.setQueryData(bapKeys.tandaTangan, res.data),
  });
}

export function useHapusTandaTangan() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<TandaTanganSaya>('/v2/lms/profil/tanda_tangan'),
    onSuccess: (res) => qc.setQueryData(bapKeys.tandaTangan, res.data),
  });
}

export async function getPenandatangan(id: number, signal?: AbortSignal) {
  return (await api.get<PenandatanganProdi>(`/v1/penandatangan_prodi/${id}`, { signal })).data;
}
export function usePenandatangan(id: number | null) {
  return useQuery({ queryKey: bapKeys.penandatangan(id ?? 0), queryFn: ({ signal }) => getPenandatangan(id!, signal), enabled: id !== null });
}

export type UbahPenandatanganInput = { penandatangan: string; nip: string; jabatan: string; file: Blob | null; hapusTandaTangan: boolean };

export function useUbahPenandatangan(id: number | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: UbahPenandatanganInput) => {
      const form = new FormData();
      form.append('penandatangan', v.penandatangan);
      form.append('nip', v.nip);
      form.append('jabatan', v.jabatan);
      if (v.hapusTandaTangan) form.append('hapus_tanda_tangan', 'true');
      if (v.file) form.append('file', v.file, 'tanda-tangan.png');
      return api.put<PenandatanganProdi>(`/v1/penandatangan_prodi/${id}`, form);
    },
    onSuccess: (res) => qc.setQueryData(bapKeys.penandatangan(res.data.id_prodi), res.data),
  });
}
