import {
  PESAN_TUGAS,
  allowedExtensions,
  allowedExtensionsForKind,
  fileExtension,
  pesanTipeFileTidakDiizinkan,
  pesanUkuranFileMaks,
  roundNilai,
  type TugasItem,
  type UploadGroup,
} from '@lms/shared';
import { isBlankEditorText } from '@/components/html-editor-text';

/** The student's hand-in form and the lecturer's score input: checks before anything is sent (the server repeats them). */

/** Extensions a task accepts (with the dot), its chosen groups within what submissions may be. */
export function ekstensiTugas(t: Pick<TugasItem, 'jenis_file_diterima'>): string[] {
  const kind = allowedExtensionsForKind('pengumpulan_tugas');
  if (t.jenis_file_diterima.length === 0) return kind;
  const chosen = new Set(allowedExtensions(t.jenis_file_diterima as UploadGroup[]));
  return kind.filter((e) => chosen.has(e));
}

export type BerkasBaru = { name: string; size: number };

/** Why the hand-in cannot be sent, or null: something to hand in, the task's ways, count, types and size. */
export function validatePengumpulan(
  t: Pick<TugasItem, 'pengumpulan_teks' | 'pengumpulan_file' | 'maks_file' | 'ukuran_maks_byte' | 'jenis_file_diterima'>,
  v: { teks: string; files: BerkasBaru[]; tetap: number },
): string | null {
  const adaTeks = t.pengumpulan_teks && !isBlankEditorText(v.teks);
  if (!adaTeks && v.files.length + v.tetap === 0) return PESAN_TUGAS.pengumpulanKosong;
  if (v.files.length > 0 && !t.pengumpulan_file) return PESAN_TUGAS.fileTidakDiterima;
  if (v.files.length + v.tetap > t.maks_file) return PESAN_TUGAS.fileTerlaluBanyak(t.maks_file);
  const exts = ekstensiTugas(t).map((e) => e.replace(/^\./, ''));
  for (const f of v.files) {
    const ext = fileExtension(f.name);
    if (!exts.includes(ext)) return `${f.name}: ${pesanTipeFileTidakDiizinkan(ext || f.name)}`;
    if (f.size > t.ukuran_maks_byte) return `${f.name}: ${pesanUkuranFileMaks(t.ukuran_maks_byte)}`;
  }
  return null;
}

/** A score as typed ('85', '85,5', '85.25'): the number rounded to 2 decimals, null for empty, or an error message. */
export function parseNilai(input: string, nilaiMaks: number): { nilai: number | null } | { error: string } {
  const s = input.trim().replace(',', '.');
  if (s === '') return { nilai: null };
  if (!/^\d+(\.\d+)?$/.test(s)) return { error: 'Nilai harus berupa angka' };
  const n = roundNilai(Number(s));
  if (n < 0 || n > nilaiMaks) return { error: PESAN_TUGAS.nilaiMelebihiMaks(nilaiMaks) };
  return { nilai: n };
}
