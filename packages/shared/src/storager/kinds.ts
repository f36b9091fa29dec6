import { ALLOWED_UPLOADS, UPLOAD_MAX_DEFAULT_KB, allowedExtensions, type UploadGroup } from '../common/limits';
import type { AreaAkses } from '../akses/permission';
import { fileExtension } from '../format/text';
import { kbToBytes, mbToBytes } from '../format/numbers';
import { SEMUA_EKSTENSI_MATERI, tipeBerkasDariNama } from '../materi/tipe';

/**
 * Kinds of stored file (spec 1 §3 'File kinds' plus silabus, laporan_import and lainnya). Each kind declares, once,
 * who may upload it, the types it accepts and where its size limit comes from. The API enforces these rules on every
 * upload; who may read a file follows the object that owns it (its class, exam, bank or uploader), which only the
 * API knows: one rule per kind in its storager policy (ATURAN_BACA_FILE). The web reads the same limits for its
 * upload boxes.
 */
export const FILE_KINDS = [
  'banner_kelas',
  'silabus',
  'materi',
  'lampiran_tugas',
  'pengumpulan_tugas',
  'soal_ujian',
  'kunci_ujian',
  'jawaban_ujian',
  'soal_bank_soal',
  'kunci_bank_soal',
  'laporan_import',
  'lampiran_pengumuman',
  'logo_perguruan_tinggi',
  'lampiran_chat',
  'arsip_bap',
  'lainnya',
] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/**
 * Who may upload a file:
 * - `pengajar` / `peserta`: a teacher / participant of the file's class (false for files without a class);
 * - `operator:<area>`: an operator with write on that area;
 * - `operator`: any active operator of the college;
 * - `dosen`: any lecturer of the college;
 * - `pengguna`: any signed-in user of the college, only for files WITHOUT a class.
 * The system actor of background jobs may do everything.
 */
export type RelasiFile = 'pengajar' | 'peserta' | `operator:${AreaAkses}` | 'operator' | 'dosen' | 'pengguna';

export type AturanJenisFile = {
  /** wajib: only inside a class (id_kelas_kuliah required); tidak: never in a class; boleh: either. */
  kelas: 'wajib' | 'tidak' | 'boleh';
  /** Who may upload through POST /v2/storager (an empty list: written by the server only). */
  unggah: readonly RelasiFile[];
  /** Accepted groups of ALLOWED_UPLOADS (all when absent). */
  groups?: readonly UploadGroup[];
  /** A kind's own extension list, when its spec names one (materials, spec 2 §5); wins over `groups`. */
  extensions?: readonly string[];
};

const PENGELOLA = ['pengajar', 'operator:kelas_kuliah'] as const;

export const ATURAN_JENIS_FILE: Record<FileKind, AturanJenisFile> = {
  banner_kelas: { kelas: 'wajib', unggah: PENGELOLA, groups: ['image'] },
  silabus: { kelas: 'wajib', unggah: PENGELOLA, groups: ['pdf', 'doc', 'excel', 'ppt', 'zip', 'image'] },
  materi: { kelas: 'wajib', unggah: PENGELOLA, extensions: SEMUA_EKSTENSI_MATERI },
  lampiran_tugas: { kelas: 'wajib', unggah: PENGELOLA },
  // A submission: only its student hands it in.
  pengumpulan_tugas: { kelas: 'wajib', unggah: ['peserta'] },
  soal_ujian: { kelas: 'wajib', unggah: PENGELOLA },
  kunci_ujian: { kelas: 'wajib', unggah: PENGELOLA },
  jawaban_ujian: { kelas: 'wajib', unggah: ['peserta'] },
  soal_bank_soal: { kelas: 'tidak', unggah: ['dosen', 'operator:bank_soal'] },
  kunci_bank_soal: { kelas: 'tidak', unggah: ['dosen', 'operator:bank_soal'] },
  laporan_import: { kelas: 'tidak', unggah: [] },
  // Uploaded through POST /v1/logo_perguruan_tinggi only.
  logo_perguruan_tinggi: { kelas: 'tidak', unggah: [], groups: ['image'] },
  // Announcement attachments: uploaded by operators with pengumuman write.
  lampiran_pengumuman: { kelas: 'tidak', unggah: ['operator:pengumuman'] },
  // Chat attachments: uploaded through POST /v2/chat/group/{id}/lampiran.
  lampiran_chat: { kelas: 'boleh', unggah: [] },
  // The period zip of 'Unduh Semua BAP': written by its job.
  arsip_bap: { kelas: 'tidak', unggah: [] },
  lainnya: { kelas: 'boleh', unggah: ['pengajar', 'peserta', 'operator:kelas_kuliah', 'pengguna'] },
};

/** Kinds a client may upload through POST /v2/storager (reports are written by the server only). */
export const UPLOAD_KINDS = FILE_KINDS.filter((k) => ATURAN_JENIS_FILE[k].unggah.length > 0) as Exclude<FileKind, 'laporan_import'>[];

/** Text types accepted besides ALLOWED_UPLOADS where a feature asks for them (validated as UTF-8). */
export const TEXT_EXTENSIONS = ['.csv', '.txt'] as const;

export function allowedExtensionsForKind(kind: FileKind): string[] {
  const own = ATURAN_JENIS_FILE[kind].extensions;
  return own ? [...own] : allowedExtensions(ATURAN_JENIS_FILE[kind].groups);
}

/** The ALLOWED_UPLOADS group of a file name ('Bab 1.PDF' -> 'pdf'), or null. */
export function uploadGroupOf(fileName: string): UploadGroup | null {
  const ext = `.${fileExtension(fileName)}`;
  for (const [g, exts] of Object.entries(ALLOWED_UPLOADS) as [UploadGroup, readonly string[]][]) {
    if (exts.includes(ext)) return g;
  }
  return null;
}

/** Media type of a material by extension (spec 2 §5 lists), for ukuran_max_file.materi.{ebook|video|audio|archive}. */
export function materiType(fileName: string): 'ebook' | 'video' | 'audio' | 'archive' {
  return tipeBerkasDariNama(fileName) ?? 'ebook';
}

/** The generic default: the upload modal's 10240 KB (spec 1 §9). */
export const UPLOAD_MAX_DEFAULT_BYTES = kbToBytes(UPLOAD_MAX_DEFAULT_KB);

/**
 * The defaults as a ukuran_max_file setting (MB) for the keys the spec names: what a new college starts with
 * (the seed writes it), so the settings page shows the limits that apply.
 */
export const UKURAN_MAX_FILE_BAWAAN = {
  banner: 2,
  silabus: 10,
  ujian: { lampiran_soal: 10, lampiran_kunci: 10, lampiran_jawaban_esai: 10 },
  materi: { ebook: 20, video: 100, audio: 20, archive: 50 },
} as const;

/**
 * Where each kind's limit lives in the college's ukuran_max_file (MB, 1000 steps) and its default when the setting
 * is missing or invalid. `materi` has one limit per media type. Keys the spec does not name (tugas) follow the same
 * shape; bank questions use the exam's keys.
 */
export const BATAS_UKURAN_FILE: Record<Exclude<FileKind, 'materi'>, { setting: readonly string[]; defaultBytes: number }> & {
  materi: Record<ReturnType<typeof materiType>, { setting: readonly string[]; defaultBytes: number }>;
} = {
  banner_kelas: { setting: ['banner'], defaultBytes: mbToBytes(UKURAN_MAX_FILE_BAWAAN.banner) },
  silabus: { setting: ['silabus'], defaultBytes: mbToBytes(UKURAN_MAX_FILE_BAWAAN.silabus) },
  materi: {
    ebook: { setting: ['materi', 'ebook'], defaultBytes: mbToBytes(UKURAN_MAX_FILE_BAWAAN.materi.ebook) },
    video: { setting: ['materi', 'video'], defaultBytes: mbToBytes(UKURAN_MAX_FILE_BAWAAN.materi.video) },
    audio: { setting: ['materi', 'audio'], defaultBytes: mbToBytes(UKURAN_MAX_FILE_BAWAAN.materi.audio) },
    archive: { setting: ['materi', 'archive'], defaultBytes: mbToBytes(UKURAN_MAX_FILE_BAWAAN.materi.archive) },
  },
  lampiran_tugas: { setting: ['tugas', 'lampiran_soal'], defaultBytes: UPLOAD_MAX_DEFAULT_BYTES },
  pengumpulan_tugas: { setting: ['tugas', 'lampiran_jawaban'], defaultBytes: UPLOAD_MAX_DEFAULT_BYTES },
  soal_ujian: { setting: ['ujian', 'lampiran_soal'], defaultBytes: mbToBytes(UKURAN_MAX_FILE_BAWAAN.ujian.lampiran_soal) },
  kunci_ujian: { setting: ['ujian', 'lampiran_kunci'], defaultBytes: mbToBytes(UKURAN_MAX_FILE_BAWAAN.ujian.lampiran_kunci) },
  jawaban_ujian: { setting: ['ujian', 'lampiran_jawaban_esai'], defaultBytes: mbToBytes(UKURAN_MAX_FILE_BAWAAN.ujian.lampiran_jawaban_esai) },
  // Bank questions become exam questions: the spec gives them the exam's limits (ukuran_max_file.ujian.*).
  soal_bank_soal: { setting: ['ujian', 'lampiran_soal'], defaultBytes: mbToBytes(UKURAN_MAX_FILE_BAWAAN.ujian.lampiran_soal) },
  kunci_bank_soal: { setting: ['ujian', 'lampiran_kunci'], defaultBytes: mbToBytes(UKURAN_MAX_FILE_BAWAAN.ujian.lampiran_kunci) },
  laporan_import: { setting: ['laporan_import'], defaultBytes: UPLOAD_MAX_DEFAULT_BYTES },
  logo_perguruan_tinggi: { setting: ['logo'], defaultBytes: mbToBytes(1) },
  lampiran_pengumuman: { setting: ['pengumuman', 'lampiran'], defaultBytes: UPLOAD_MAX_DEFAULT_BYTES },
  lampiran_chat: { setting: ['chat', 'lampiran'], defaultBytes: UPLOAD_MAX_DEFAULT_BYTES },
  arsip_bap: { setting: ['arsip_bap'], defaultBytes: UPLOAD_MAX_DEFAULT_BYTES },
  lainnya: { setting: ['lainnya'], defaultBytes: UPLOAD_MAX_DEFAULT_BYTES },
};

function settingAt(s: unknown, path: readonly string[]): unknown {
  let v = s;
  for (const k of path) v = v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined;
  return v;
}

function positiveNumber(v: unknown): number | null {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null;
}

/**
 * THE upload limit of a kind, in bytes: the college's ukuran_max_file (MB, 1000 steps) at the kind's key, else the
 * kind's default (UKURAN_MAX_FILE_BAWAAN; kinds the spec's setting does not name: 10240 KB). `materi`
 * depends on the file's media type, so pass the file name. Used by every upload route and by the web's upload box.
 */
export function maxUploadBytes(ukuranMaxFile: Record<string, unknown> | null | undefined, kind: FileKind, fileName = ''): number {
  const batas = kind === 'materi' ? BATAS_UKURAN_FILE.materi[materiType(fileName)] : BATAS_UKURAN_FILE[kind];
  const mb = positiveNumber(settingAt(ukuranMaxFile ?? {}, batas.setting));
  return mb === null ? batas.defaultBytes : mbToBytes(mb);
}

/** The largest limit any file of the kind may have (all media types for `materi`). */
export function largestUploadBytes(ukuranMaxFile: Record<string, unknown> | null | undefined, kind: FileKind): number {
  if (kind !== 'materi') return maxUploadBytes(ukuranMaxFile, kind);
  return Math.max(...['a.pdf', 'a.mp4', 'a.mp3', 'a.zip'].map((n) => maxUploadBytes(ukuranMaxFile, kind, n)));
}

/** Format characters that reorder or hide text (bidi embeddings, overrides, isolates, marks) and zero-width ones. */
const BIDI_AND_INVISIBLE = /[\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
/** Half of a surrogate pair without its other half (not valid UTF-16; encodeURIComponent would throw). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * The display name of an upload: the last path segment only, NFC, without control, bidi-override (U+202E
 * 'gpj.exe' tricks) or invisible characters nor characters reserved on common file systems, at most 180
 * characters with the extension kept. Shown and sent back in content-disposition; never used as a path.
 */
export function normalizeFileName(name: string | null | undefined): string {
  const base = (String(name ?? '').split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    .replace(CONTROL, '')
    .replace(BIDI_AND_INVISIBLE, '')
    .replace(LONE_SURROGATE, '')
    .replace(/[<>:"|?*]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (!base) return 'file';
  // Counted in code points so a cut never splits a surrogate pair.
  const chars = Array.from(base);
  if (chars.length <= 180) return base;
  const ext = fileExtension(base);
  return ext ? `${chars.slice(0, 179 - ext.length).join('')}.${ext}` : chars.slice(0, 180).join('');
}
