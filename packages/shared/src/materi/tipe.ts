/**
 * Material kinds of spec 2 §5 ('Material save'): the five file types of the form's 'Tipe' and their extensions, and
 * the eight material types of 'Jenis'. No imports: the storager's kind rules read these lists too.
 */

export const TIPE_FILE_MATERI = ['ebook', 'video', 'audio', 'archive', 'url'] as const;
export type TipeFileMateri = (typeof TIPE_FILE_MATERI)[number];
/** The types that carry an uploaded file (all but url). */
export type TipeBerkasMateri = Exclude<TipeFileMateri, 'url'>;

/** The name of a .zip/.rar file type on every form (materials, task uploads, exam answers). */
export const LABEL_ARSIP = 'Arsip';

export const TIPE_FILE_MATERI_LABEL: Record<TipeFileMateri, string> = {
  ebook: 'E-Book',
  video: 'Video',
  audio: 'Audio',
  archive: LABEL_ARSIP,
  url: 'URL',
};

/**
 * Accepted extensions per file type, as spec 2 §5 lists them. The spec's '.xlx' and '.acc' are kept as written and
 * the formats they evidently mean ('.xls', '.aac') are accepted beside them (docs/DECISIONS.md, Materials).
 */
export const EKSTENSI_MATERI: Record<TipeBerkasMateri, readonly string[]> = {
  ebook: ['.pdf', '.doc', '.docx', '.xls', '.xlx', '.xlsx', '.ppt', '.pptx'],
  video: ['.mp4', '.ogg', '.mpeg', '.webm'],
  audio: ['.mp3', '.wav', '.ogg', '.aac', '.acc', '.opus', '.webm'],
  archive: ['.zip', '.rar'],
};

const TIPE_BERKAS: readonly TipeBerkasMateri[] = ['ebook', 'video', 'audio', 'archive'];

/** Every extension any material file may have. */
export const SEMUA_EKSTENSI_MATERI: readonly string[] = [...new Set(TIPE_BERKAS.flatMap((t) => EKSTENSI_MATERI[t]))];

const extOf = (name: string) => {
  const i = name.lastIndexOf('.');
  return i >= 0 ? name.slice(i).toLowerCase() : '';
};

/** Whether a file name fits the chosen type ('Bab 1.PDF' fits ebook). */
export function ekstensiCocok(tipe: TipeBerkasMateri, fileName: string): boolean {
  return EKSTENSI_MATERI[tipe].includes(extOf(fileName));
}

/**
 * The file type a name suggests, or null for an extension no type accepts. .ogg and .webm fit video and audio:
 * video wins (the larger limit); the form's chosen type decides where it matters.
 */
export function tipeBerkasDariNama(fileName: string): TipeBerkasMateri | null {
  return TIPE_BERKAS.find((t) => ekstensiCocok(t, fileName)) ?? null;
}

export const JENIS_MATERI = [
  'buku_ajar',
  'diktat',
  'modul',
  'petunjuk_praktikum',
  'model',
  'alat_bantu',
  'audio_visual',
  'naskah_tutorial',
] as const;
export type JenisMateri = (typeof JENIS_MATERI)[number];

export const JENIS_MATERI_LABEL: Record<JenisMateri, string> = {
  buku_ajar: 'Buku Ajar',
  diktat: 'Diktat',
  modul: 'Modul',
  petunjuk_praktikum: 'Petunjuk Praktikum',
  model: 'Model',
  alat_bantu: 'Alat Bantu',
  audio_visual: 'Audio Visual',
  naskah_tutorial: 'Naskah Tutorial',
};

/** Download requirement of a student's material (spec 1 §4 'Download requirement'). */
export const STATUS_UNDUH = ['belum_terpenuhi', 'terpenuhi'] as const;
export type StatusUnduh = (typeof STATUS_UNDUH)[number];
