import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LampiranPengumuman, PengumumanKelolaItem, PengumumanTulisBody, PengumumanUbahBody } from '@lms/shared';
import { api } from '@/lib/api-client';
import { pengumumanKeys } from './keys';

/** POST /v2/lms/pengumuman. */
export const createPengumuman = (body: PengumumanTulisBody) => api.post<PengumumanKelolaItem>('/v2/lms/pengumuman', body);
/** PUT /v2/lms/pengumuman/{id}. */
export const updatePengumuman = (id: number, body: PengumumanUbahBody) => api.put<PengumumanKelolaItem>(`/v2/lms/pengumuman/${id}`, body);
/** PUT /v2/lms/pengumuman/{id}/status {is_published}: publish or withdraw. */
export const setStatusPengumuman = (id: number, isPublished: boolean) =>
  api.put<PengumumanKelolaItem>(`/v2/lms/pengumuman/${id}/status`, { is_published: isPublished });
/** DELETE /v2/lms/pengumuman/{id}. */
export const deletePengumuman = (id: number) => api.delete<null>(`/v2/lms/pengumuman/${id}`);
/** POST /v2/lms/pengumuman/{id}/lampiran (multipart, field file). */
export function uploadLampiranPengumuman(id: number, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<LampiranPengumuman>(`/v2/lms/pengumuman/${id}/lampiran`, form);
}
/** DELETE /v2/lms/pengumuman/{id}/lampiran/{idFile}. */
export const deleteLampiranPengumuman = (id: number, idFile: string) => api.delete<null>(`/v2/lms/pengumuman/${id}/lampiran/${idFile}`);

function useInvalidatingMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => qc.invalidateQueries({ queryKey: pengumumanKeys.all }) });
}

/**
 * Create or edit, then the attachments chosen in the form: removed ones are deleted and new files uploaded, one
 * call each. The announcement is saved first; a refused file (type, size) does not undo it and is reported in
 * `gagal` ('name: reason'), so the form can close without creating the announcement twice.
 */
export function useSimpanPengumuman() {
  return useInvalidatingMutation(async (v: { id: number | null; body: PengumumanTulisBody; unggah: File[]; hapus: string[] }) => {
    const saved = v.id === null ? await createPengumuman(v.body) : await updatePengumuman(v.id, v.body);
    const id = saved.data.id;
    const gagal: string[] = [];
    for (const idFile of v.hapus) await deleteLampiranPengumuman(id, idFile);
    for (const file of v.unggah) {
      try {
        await uploadLampiranPengumuman(id, file);
      } catch (e) {
        gagal.push(`${file.name}: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
    return { ...saved, gagal };
  });
}

export const useStatusPengumuman = () => useInvalidatingMutation((v: { id: number; isPublished: boolean }) => setStatusPengumuman(v.id, v.isPublished));
export const useHapusPengumuman = () => useInvalidatingMutation((id: number) => deletePengumuman(id));
