import { z } from 'zod';
import { ALLOWED_UPLOADS, UPLOAD_MAX_DEFAULT_KB, type UploadGroup } from '../common/limits';
import { fileExtension } from '../format/text';
import { kbToBytes, mbToBytes } from '../format/numbers';

/**
 * Kinds of stored file (spec 1 §3 'File kinds' plus silabus, laporan_import and lainnya). The kind picks the
 * size limit from pengaturan_sistem.ukuran_max_file and, for some kinds, the accepted types.
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
  'lainnya',
] as const;
export type FileKind = (typeof FILE_KINDS)[number];
/** Kinds a client may upload through POST /v2/storager (reports are written by the server only). */
export const UPLOAD_KINDS = FILE_KINDS.filter((k) => k !== 'laporan_import') as Exclude<FileKind, 'laporan_import'>[];

/** Text types accepted besides ALLOWED_UPLOADS where a feature asks for them (validated as UTF-8). */
export const TEXT_EXTENSIONS = ['.csv', '.txt'] as const;

/** Accepted types per kind: the banner is an image (spec 1 §5); everything else any ALLOWED_UPLOADS group. */
export const KIND_UPLOAD_GROUPS: Partial<Record<FileKind, readonly UploadGroup[]>> = {
  banner_kelas: ['image'],
};

export function allowedExtensionsForKind(kind: FileKind): string[] {
  const groups = KIND_UPLOAD_GROUPS[kind] ?? (Object.keys(ALLOWED_UPLOADS) as UploadGroup[]);
  return groups.flatMap((g) => [...ALLOWED_UPLOADS[g]]);
}

/** The ALLOWED_UPLOADS group of a file name ('Bab 1.PDF' -> 'pdf'), or null. */
export function uploadGroupOf(fileName: string): UploadGroup | null {
  const ext = `.${fileExtension(fileName)}`;
  for (const [g, exts] of Object.entries(ALLOWED_UPLOADS) as [UploadGroup, readonly string[]][]) {
    if (exts.includes(ext)) return g;
  }
  return null;
}

function positiveNumber(v: unknown): number | null {
  const n = typeof v === 'string' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null;
}

/** Media type of a material by extension, for ukuran_max_file.materi.{ebook|video|audio|archive}. */
function materiType(fileName: string): 'ebook' | 'video' | 'audio' | 'archive' {
  const g = uploadGroupOf(fileName);
  if (g === 'video') return 'video';
  if (g === 'audio') return 'audio';
  if (g === 'zip') return 'archive';
  return 'ebook';
}

/**
 * Max upload size in bytes for a kind, from the college's ukuran_max_file (MB, 1000 steps):
 * banner_kelas -> banner, silabus -> silabus, soal/kunci/jawaban_ujian -> ujian.lampiran_soal/lampiran_kunci/
 * lampiran_jawaban_esai, materi -> materi.{ebook|video|audio|archive} by the file's type. A missing or invalid
 * setting falls back to UPLOAD_MAX_DEFAULT_KB (10240 KB).
 */
export function maxUploadBytes(ukuranMaxFile: Record<string, unknown> | null | undefined, kind: FileKind, fileName = ''): number {
  const s = ukuranMaxFile ?? {};
  const ujian = (s.ujian ?? {}) as Record<string, unknown>;
  const materi = (s.materi ?? {}) as Record<string, unknown>;
  const mb: Partial<Record<FileKind, unknown>> = {
    banner_kelas: s.banner,
    silabus: s.silabus,
    soal_ujian: ujian.lampiran_soal,
    kunci_ujian: ujian.lampiran_kunci,
    jawaban_ujian: ujian.lampiran_jawaban_esai,
    materi: materi[materiType(fileName)],
  };
  const v = positiveNumber(mb[kind]);
  return v === null ? kbToBytes(UPLOAD_MAX_DEFAULT_KB) : mbToBytes(v);
}

/** Answer of POST /v2/storager (spec 2 §7). */
export const uploadResult = z.object({
  url: z.string(),
  name: z.string(),
  content_length: z.number().int(),
  extension: z.string(),
});
export type UploadResult = z.infer<typeof uploadResult>;

/** What the server-side saveUpload helper returns to other modules. */
export type StoredFile = UploadResult & { id: string; mime: string };

export const storagerDeleteQuery = z.object({ url: z.string().trim().min(1).max(2000) });
export const storagerFileParams = z.object({ id: z.string().max(64), filename: z.string().max(512) });
export const storagerFileQuery = z.object({ inline: z.enum(['0', '1', 'true', 'false']).optional() });

/** Path of a stored file's download route (under the API base); the name is cosmetic, the id decides. */
export function storagerFileUrl(id: string, name: string): string {
  return `/api/v2/storager/files/${id}/${encodeURIComponent(name)}`;
}

/** The file id inside a storager URL (absolute or relative), or null when the URL is not one of ours. */
export function fileIdFromUrl(url: string): string | null {
  const m = /\/v2\/storager\/files\/([0-9a-f-]{36})(?:\/|$|\?)/i.exec(url);
  return m ? m[1]!.toLowerCase() : null;
}

export const PESAN_STORAGE = {
  fileWajib: 'File wajib diunggah pada field file',
  fileTidakDitemukan: 'File tidak ditemukan',
  fileDipakaiKelas: 'File ini masih dipakai sebagai banner atau lampiran silabus kelas; ubah melalui halaman kelas',
  berhasilHapus: 'Berhasil hapus file',
  berhasilUnggah: 'Berhasil mengunggah file',
  urlTidakValid: 'Data tidak valid: url — bukan URL file LMS',
  serviceId: "Data tidak valid: service_id — harus 'lms'",
} as const;
