import { BANTUAN_JUDUL_MAKS, TOPIK_BANTUAN_KEYS, type BantuanBody, type BantuanItem, type Role, type TopikBantuan } from '@lms/shared';
import { editorTextToHtml, htmlToEditorText, isBlankEditorText } from '@/components/html-editor-text';

/** The form of a college's own help entry. */
export type BantuanFormValues = { topik: TopikBantuan | null; judul: string; /** Editor text. */ isi: string; peran: Role[] };
export type BantuanFormErrors = Partial<Record<keyof BantuanFormValues, string>>;

export const PESAN_FORM_BANTUAN = {
  topikWajib: 'Pilih topik artikel',
  judulWajib: 'Judul artikel wajib diisi',
  judulMaks: `Judul maksimal ${BANTUAN_JUDUL_MAKS} karakter`,
  isiWajib: 'Isi artikel wajib diisi',
} as const;

export const nilaiAwalBantuan = (): BantuanFormValues => ({ topik: null, judul: '', isi: '', peran: [] });

export const toBantuanFormValues = (a: BantuanItem): BantuanFormValues => ({ topik: a.topik, judul: a.judul, isi: htmlToEditorText(a.isi), peran: [...a.peran] });

export function validateBantuanForm(v: BantuanFormValues): BantuanFormErrors {
  const e: BantuanFormErrors = {};
  if (!v.topik || !(TOPIK_BANTUAN_KEYS as readonly string[]).includes(v.topik)) e.topik = PESAN_FORM_BANTUAN.topikWajib;
  const judul = v.judul.trim();
  if (!judul) e.judul = PESAN_FORM_BANTUAN.judulWajib;
  else if (judul.length > BANTUAN_JUDUL_MAKS) e.judul = PESAN_FORM_BANTUAN.judulMaks;
  if (isBlankEditorText(v.isi)) e.isi = PESAN_FORM_BANTUAN.isiWajib;
  return e;
}

/** The request body of a form that passed validateBantuanForm. */
export function toBantuanBody(v: BantuanFormValues): BantuanBody {
  return { topik: v.topik!, judul: v.judul.trim(), isi: editorTextToHtml(v.isi), peran: v.peran };
}
