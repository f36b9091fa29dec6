import { maxUploadBytes } from '../storager';
import {
  EKSTENSI_JAWABAN,
  JENIS_FILE_JAWABAN,
  MAX_PILIHAN,
  MIN_PILIHAN,
  PESAN_SOAL,
  type JenisFileJawaban,
} from './model';

/** 'A', 'B', … for option 0, 1, … (spec 2 §5: letters from A). */
export function hurufPilihan(index: number): string {
  return String.fromCharCode(65 + index);
}

/** Index of a letter ('a' or 'A' -> 0), or null when it names no option among `jumlah`. */
export function indexDariHuruf(huruf: string, jumlah: number): number | null {
  const h = huruf.trim().toUpperCase();
  if (!/^[A-Z]$/.test(h)) return null;
  const i = h.charCodeAt(0) - 65;
  return i < jumlah ? i : null;
}

/** Options being edited: texts, their images, and the key (null while none is chosen). */
export type PilihanState = { pilihan: string[]; gambar: (string | null)[]; kunci: number | null };

/** Whether an option may still be deleted: only while more than MIN_PILIHAN remain (spec 2 §5). */
export const bolehHapusPilihan = (jumlah: number) => jumlah > MIN_PILIHAN;
export const bolehTambahPilihan = (jumlah: number) => jumlah < MAX_PILIHAN;

/**
 * Deletes option `index`. Refused at MIN_PILIHAN or fewer. The key follows its option: deleting the key clears
 * it, deleting an option before it shifts it one up (spec 2 §5 'deleting shifts or clears the answer key').
 */
export function hapusPilihan(s: PilihanState, index: number): { ok: true; state: PilihanState } | { ok: false; message: string } {
  if (!bolehHapusPilihan(s.pilihan.length)) return { ok: false, message: PESAN_SOAL.hapusPilihanDitolak };
  if (index < 0 || index >= s.pilihan.length) return { ok: true, state: s };
  const kunci = s.kunci === null || s.kunci === index ? null : s.kunci > index ? s.kunci - 1 : s.kunci;
  return {
    ok: true,
    state: { pilihan: s.pilihan.filter((_, i) => i !== index), gambar: s.gambar.filter((_, i) => i !== index), kunci },
  };
}

export function tambahPilihan(s: PilihanState): PilihanState {
  if (!bolehTambahPilihan(s.pilihan.length)) return s;
  return { ...s, pilihan: [...s.pilihan, ''], gambar: [...s.gambar, null] };
}

/** A fresh multiple-choice block: MIN_PILIHAN empty options, no key. */
export const pilihanAwal = (): PilihanState => ({
  pilihan: Array.from({ length: MIN_PILIHAN }, () => ''),
  gambar: Array.from({ length: MIN_PILIHAN }, () => null),
  kunci: null,
});

/** The essay 'all' toggle: on when every type is chosen; toggling it picks all or none. */
export const semuaJenisFile = (dipilih: readonly JenisFileJawaban[]) => JENIS_FILE_JAWABAN.every((j) => dipilih.includes(j));
export const toggleSemuaJenisFile = (dipilih: readonly JenisFileJawaban[]): JenisFileJawaban[] =>
  semuaJenisFile(dipilih) ? [] : [...JENIS_FILE_JAWABAN];

/** Extensions a student may hand in for an essay accepting these types ('text' needs no file). */
export function ekstensiJawabanEsay(dipilih: readonly JenisFileJawaban[]): string[] {
  return dipilih.flatMap((j) => (j === 'text' ? [] : [...EKSTENSI_JAWABAN[j]]));
}

/**
 * Size limits of question and key attachments in bytes: the college's ukuran_max_file.ujian.lampiran_soal and
 * .lampiran_kunci (MB × 1,000,000; spec 2 §5), the default limit when unset.
 */
export function maxLampiranSoalBytes(ukuranMaxFile: Record<string, unknown> | null | undefined) {
  return maxUploadBytes(ukuranMaxFile, 'soal_ujian');
}
export function maxLampiranKunciBytes(ukuranMaxFile: Record<string, unknown> | null | undefined) {
  return maxUploadBytes(ukuranMaxFile, 'kunci_ujian');
}

/** First paragraph of a question as plain text (copy table 'Soal', search, PDF fallbacks). */
export function teksPolos(html: string): string {
  return html
    .replace(/<\/(p|h[1-6]|li|tr|div)>/gi, '\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n')
    .trim();
}

/** 'Cari soal' (spec 2 §2): questions whose text contains the search, case-insensitive. */
export function cocokCariSoal(pertanyaanHtml: string, cari: string): boolean {
  const q = cari.trim().toLowerCase();
  return q === '' || teksPolos(pertanyaanHtml).toLowerCase().includes(q);
}
