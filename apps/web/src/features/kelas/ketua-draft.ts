import type { JabatanPeserta } from '@lms/shared';

/**
 * Ubah Ketua Kelas keeps one chosen leader (a NIM, or none) while the user pages and searches; saving turns the
 * difference from the current leader into the PUT .../ketua calls.
 */
export function jabatanInDraft(nim: string, draftKetua: string | null): JabatanPeserta {
  return draftKetua === nim ? 'ketua_kelas' : 'peserta';
}

/** The draft after picking `jabatan` for `nim`: a new leader replaces the old one; demoting the leader leaves none. */
export function applyJabatan(draftKetua: string | null, nim: string, jabatan: JabatanPeserta): string | null {
  if (jabatan === 'ketua_kelas') return nim;
  return draftKetua === nim ? null : draftKetua;
}

/** The calls to make: promote the new leader (the server demotes the old one), or demote the old one. */
export function ketuaChanges(current: string | null, draft: string | null): { nim: string; jabatan: JabatanPeserta }[] {
  if (current === draft) return [];
  if (draft !== null) return [{ nim: draft, jabatan: 'ketua_kelas' }];
  return current !== null ? [{ nim: current, jabatan: 'peserta' }] : [];
}
