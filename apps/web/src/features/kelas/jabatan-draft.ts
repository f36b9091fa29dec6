import type { JabatanPengajar } from '@lms/shared';
import type { JabatanChange } from './api/update-jabatan-pengajar';

/**
 * Ubah Jabatan Pengajar edits a copy {id_dosen: jabatan}. Mirrors the server: a new Dosen Koordinator turns the
 * previous one into Dosen, so the form never shows two coordinators.
 */
export function setJabatan(draft: Record<number, string>, idDosen: number, jabatan: JabatanPengajar): Record<number, string> {
  const next: Record<number, string> = { ...draft };
  if (jabatan === 'dosen_koordinator') {
    for (const key of Object.keys(next)) if (next[Number(key)] === 'dosen_koordinator') next[Number(key)] = 'dosen';
  }
  next[idDosen] = jabatan;
  return next;
}

/** The teachers whose position differs from the original, as PUT .../jabatan calls. */
export function jabatanChanges(original: Record<number, string>, draft: Record<number, string>): JabatanChange[] {
  return Object.entries(draft)
    .filter(([id, jabatan]) => original[Number(id)] !== undefined && original[Number(id)] !== jabatan)
    .map(([id, jabatan]) => ({ idDosen: Number(id), jabatan: jabatan as JabatanPengajar }));
}
