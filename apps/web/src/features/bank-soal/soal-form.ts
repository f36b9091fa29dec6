import {
  JENIS_FILE_JAWABAN,
  MAX_SOAL_FILES,
  PESAN_SOAL,
  hapusPilihan,
  pilihanAwal,
  type JenisFileJawaban,
  type JenisSoal,
  type PilihanState,
  type SoalFile,
  type SoalItem,
} from '@lms/shared';
import { editorTextToHtml, htmlToEditorText, isBlankEditorText } from '@/components/html-editor-text';

/**
 * The in-place question card 'Tambah Soal Baru' / 'Ubah Soal Nomor {n}' (spec 2 §2, §5): its values, rules and the
 * multipart body of POST/PUT .../soal. Pure, so the rules are tested without a browser.
 */
export type SoalFormValues = {
  jenis: JenisSoal;
  /** Editor text (see html-editor-text). */
  pertanyaan: string;
  pilihan: PilihanState;
  kunciBenarSalah: 'benar' | 'salah' | null;
  jenisFile: JenisFileJawaban[];
  kunciEsay: string;
  /** Attachments already stored (kept unless removed) and new ones. */
  soalFiles: SoalFile[];
  kunciFiles: SoalFile[];
  filesBaru: File[];
  filesKunciBaru: File[];
  soalFilesDelete: string[];
  kunciFilesDelete: string[];
};

export const judulKartuSoal = (nomor: number | null) => (nomor === null ? 'Tambah Soal Baru' : `Ubah Soal Nomor ${nomor}`);

export function nilaiAwalSoal(jenis: JenisSoal, soal?: SoalItem | null): SoalFormValues {
  const base: SoalFormValues = {
    jenis,
    pertanyaan: '',
    pilihan: pilihanAwal(),
    kunciBenarSalah: null,
    jenisFile: ['text'],
    kunciEsay: '',
    soalFiles: [],
    kunciFiles: [],
    filesBaru: [],
    filesKunciBaru: [],
    soalFilesDelete: [],
    kunciFilesDelete: [],
  };
  if (!soal) return base;
  return {
    ...base,
    jenis: soal.jenis,
    pertanyaan: htmlToEditorText(soal.pertanyaan),
    pilihan: soal.pilihan ? { pilihan: [...soal.pilihan.pilihan], gambar: [...soal.pilihan.gambar], kunci: soal.pilihan.kunci } : base.pilihan,
    kunciBenarSalah: soal.benar_salah?.kunci ?? null,
    jenisFile: soal.esay ? [...soal.esay.jenis_file_diterima] : base.jenisFile,
    kunciEsay: soal.esay?.kunci ?? '',
    soalFiles: [...soal.soal_files],
    kunciFiles: soal.esay ? [...soal.esay.kunci_files] : [],
  };
}

export type SoalErrors = { pertanyaan?: string; pilihan?: (string | null)[]; kunci?: string; jenisFile?: string; files?: string };

/** Errors in the spec's words (every option filled: 'Pilihan jawaban wajib diisi'). */
export function validasiSoal(v: SoalFormValues): SoalErrors {
  const e: SoalErrors = {};
  if (isBlankEditorText(v.pertanyaan) && !/<img\s/i.test(v.pertanyaan)) e.pertanyaan = PESAN_SOAL.pertanyaanWajib;
  if (v.jenis === 'pilihan') {
    const perOpsi = v.pilihan.pilihan.map((t) => (t.trim() ? null : PESAN_SOAL.pilihanWajib));
    if (perOpsi.some(Boolean)) e.pilihan = perOpsi;
    if (v.pilihan.kunci === null) e.kunci = PESAN_SOAL.kunciWajib;
  }
  if (v.jenis === 'benar_salah' && !v.kunciBenarSalah) e.kunci = PESAN_SOAL.kunciWajib;
  if (v.jenis === 'esay' && v.jenisFile.length === 0) e.jenisFile = PESAN_SOAL.jenisFileWajib;
  if (v.soalFiles.length + v.filesBaru.length > MAX_SOAL_FILES || v.kunciFiles.length + v.filesKunciBaru.length > MAX_SOAL_FILES) {
    e.files = PESAN_SOAL.lampiranMaks;
  }
  return e;
}

export const adaError = (e: SoalErrors) => Object.values(e).some((x) => (Array.isArray(x) ? x.some(Boolean) : Boolean(x)));

/** Deletes an option (refused at 3 or fewer, the key shifts or clears): the new values or the refusal message. */
export function hapusOpsi(v: SoalFormValues, index: number): { values: SoalFormValues } | { message: string } {
  const r = hapusPilihan(v.pilihan, index);
  return r.ok ? { values: { ...v, pilihan: r.state } } : { message: r.message };
}

/** Removes a stored attachment: it leaves the list and its URL goes to the delete list sent on save. */
export function hapusLampiran(v: SoalFormValues, url: string, kunci = false): SoalFormValues {
  return kunci
    ? { ...v, kunciFiles: v.kunciFiles.filter((f) => f.url !== url), kunciFilesDelete: [...v.kunciFilesDelete, url] }
    : { ...v, soalFiles: v.soalFiles.filter((f) => f.url !== url), soalFilesDelete: [...v.soalFilesDelete, url] };
}

/** The multipart body of POST/PUT .../soal: jenis, pertanyaan, the block of the type as JSON, files, deletions. */
export function toSoalFormData(v: SoalFormValues): FormData {
  const fd = new FormData();
  fd.append('jenis', v.jenis);
  fd.append('pertanyaan', editorTextToHtml(v.pertanyaan));
  if (v.jenis === 'pilihan') {
    fd.append('pilihan', JSON.stringify({ pilihan: v.pilihan.pilihan.map((t) => t.trim()), kunci: v.pilihan.kunci, gambar: v.pilihan.gambar }));
  } else if (v.jenis === 'benar_salah') {
    fd.append('benar_salah', JSON.stringify({ kunci: v.kunciBenarSalah }));
  } else {
    fd.append('esay', JSON.stringify({ jenis_file_diterima: JENIS_FILE_JAWABAN.filter((j) => v.jenisFile.includes(j)), kunci: v.kunciEsay }));
  }
  for (const url of v.soalFilesDelete) fd.append('soal_files_delete', url);
  if (v.jenis === 'esay') for (const url of v.kunciFilesDelete) fd.append('kunci_files_delete', url);
  for (const f of v.filesBaru) fd.append('files', f, f.name);
  if (v.jenis === 'esay') for (const f of v.filesKunciBaru) fd.append('files_kunci', f, f.name);
  return fd;
}
