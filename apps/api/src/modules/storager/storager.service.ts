import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ERROR_CODES,
  FILE_KINDS,
  PESAN_STORAGE,
  UPLOAD_KINDS,
  allowedExtensionsForKind,
  fileExtension,
  fileIdFromUrl,
  maxUploadBytes,
  pesanTipeFileTidakDiizinkan,
  pesanUkuranFileMaks,
  storagerFileUrl,
  type FileKind,
  type StoredFile,
} from '@lms/shared';
import type { Db } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { SNIFFABLE_EXTENSIONS, sniffContent } from '../../lib/storage/sniff';
import { StorageNotFoundError, type StorageBackend } from '../../plugins/storage';
import { requireFileDeleter, requireFileReader, requireKelasUploader } from './storager.policy';
import { findFile, hardDeleteFile, insertFile, isFileReferencedByKelas, kelasExists, softDeleteFile, type FileRow } from './storager.repo';

/** What the storage helpers need; pass `app.deps`. */
export type StorageDeps = { db: Db; storage: StorageBackend };

export const PESAN_KELAS_TIDAK_DITEMUKAN = 'Kelas kuliah tidak ditemukan';

const tooLarge = (maxBytes: number) => new AppError(413, ERROR_CODES.payloadTooLarge, pesanUkuranFileMaks(maxBytes));
const unsupported = (message: string) => new AppError(415, ERROR_CODES.unsupportedMedia, message);

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The display name of an upload: the last path segment only, no control or reserved characters, at most 180
 * characters (the extension kept). It is shown and sent back in content-disposition, never used as a path.
 */
export function sanitizeFileName(name: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (!base) return 'file';
  if (base.length <= 180) return base;
  const ext = fileExtension(base);
  return ext ? `${base.slice(0, 179 - ext.length)}.${ext}` : base.slice(0, 180);
}

export function toStoredFile(row: FileRow): StoredFile {
  return {
    id: row.id,
    url: storagerFileUrl(row.id, row.originalName),
    name: row.originalName,
    content_length: row.size,
    extension: fileExtension(row.originalName),
    mime: row.mime,
  };
}

type PersistInput = {
  collegeId: number;
  kind: FileKind;
  idKelasKuliah?: string | null;
  ownerUserId: number | null;
  name: string;
  ext: string;
  mime: string;
  buffer: Buffer;
};

/** Bytes first, then the row; a failed insert removes the bytes again, so nothing is half-written. */
async function persist({ db, storage }: StorageDeps, f: PersistInput) {
  const key = `${f.collegeId}/${f.kind}/${randomUUID()}.${f.ext}`;
  await storage.put(key, f.buffer, { contentType: f.mime, contentLength: f.buffer.length });
  try {
    const row = await insertFile(db, {
      collegeId: f.collegeId,
      kind: f.kind,
      storageKey: key,
      originalName: f.name,
      mime: f.mime,
      size: f.buffer.length,
      idKelasKuliah: f.idKelasKuliah ?? null,
      ownerUserId: f.ownerUserId,
    });
    return toStoredFile(row);
  } catch (err) {
    await storage.delete(key).catch(() => {});
    throw err;
  }
}

export type SaveUploadInput = {
  collegeId: number;
  kind: FileKind;
  /** Set when access follows class membership (teachers, participants, operators with kelas_kuliah). */
  idKelasKuliah?: string | null;
  ownerUserId: number | null;
  /** The client's file name (sanitised; only its extension matters for the type check). */
  filename: string;
  buffer: Buffer;
  /** '.png' or 'png'; typically from ALLOWED_UPLOADS groups (allowedExtensions()/allowedExtensionsForKind()). */
  allowedExtensions: readonly string[];
  maxBytes: number;
};

/**
 * Stores a user upload after checking its size (413 'Ukuran file tidak boleh lebih dari {n}MB.'), its extension
 * (415 'File type .{ext} is not allowed') and its content: the real type is sniffed from the bytes and must match
 * the extension (text types must be UTF-8). The storage key is `{college}/{kind}/{uuid}.{ext}`.
 * Call it before your own transaction; if that transaction fails, call discardStoredFile(id).
 */
export async function saveUpload(deps: StorageDeps, input: SaveUploadInput): Promise<StoredFile> {
  const name = sanitizeFileName(input.filename);
  const ext = fileExtension(name);
  if (input.buffer.length > input.maxBytes) throw tooLarge(input.maxBytes);
  if (input.buffer.length === 0) throw badRequest('Data tidak valid: file — file kosong');
  const allowed = new Set(input.allowedExtensions.map((e) => e.replace(/^\./, '').toLowerCase()));
  if (!ext || !allowed.has(ext) || !SNIFFABLE_EXTENSIONS.has(ext)) throw unsupported(pesanTipeFileTidakDiizinkan(ext || 'tanpa-ekstensi'));
  const sniff = await sniffContent(input.buffer, ext);
  if (!sniff.ok) {
    throw unsupported(
      sniff.detected
        ? `Isi file tidak sesuai dengan ekstensi .${ext} (terdeteksi .${sniff.detected})`
        : `Isi file tidak dikenali sebagai .${ext}`,
    );
  }
  return persist(deps, { ...input, name, ext, mime: sniff.mime });
}

/** Stores a file the server produced itself (reports, exports): no type sniffing, same key scheme and row. */
export async function saveGeneratedFile(
  deps: StorageDeps,
  input: { collegeId: number; kind: FileKind; idKelasKuliah?: string | null; ownerUserId: number | null; filename: string; mime: string; buffer: Buffer },
): Promise<StoredFile> {
  const name = sanitizeFileName(input.filename);
  const ext = fileExtension(name).replace(/[^a-z0-9]/g, '') || 'bin';
  return persist(deps, { ...input, name, ext });
}

/** Removes a stored file completely (row and bytes), e.g. when the caller's own transaction failed. */
export async function discardStoredFile({ db, storage }: StorageDeps, collegeId: number, id: string) {
  const row = await hardDeleteFile(db, collegeId, id);
  if (row) await storage.delete(row.storageKey).catch(() => {});
}

/** Opens a download after re-checking access (tenant, deleted, class membership or ownership). */
export async function openDownload({ db, storage }: StorageDeps, request: FastifyRequest, id: string) {
  if (!UUID_RE.test(id)) throw notFound(PESAN_STORAGE.fileTidakDitemukan);
  const file = await findFile(db, request.college.id, id.toLowerCase());
  if (!file) throw notFound(PESAN_STORAGE.fileTidakDitemukan);
  await requireFileReader(db, request, file);
  try {
    return { file, stream: await storage.get(file.storageKey) };
  } catch (err) {
    if (err instanceof StorageNotFoundError) throw notFound(PESAN_STORAGE.fileTidakDitemukan);
    throw err;
  }
}

/** RFC 6266/5987 content-disposition: an ASCII fallback plus the exact UTF-8 name. */
export function contentDisposition(type: 'attachment' | 'inline', name: string) {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const uploadFields = z.object({
  service_id: z.preprocess(emptyToUndefined, z.literal('lms', "service_id harus 'lms'").default('lms')),
  dir: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .max(300)
      .regex(/^[A-Za-z0-9_\-/]+$/, 'dir hanya boleh berisi huruf, angka, _, - dan /')
      .refine((d) => !d.split('/').includes('..'), 'dir tidak valid')
      .optional(),
  ),
  id_kelas_kuliah: z.preprocess(emptyToUndefined, z.string().max(100).optional()),
  kind: z.preprocess(emptyToUndefined, z.enum(UPLOAD_KINDS).default('lainnya')),
});

/** The largest size any kind may have for this college: the cap while the multipart stream is read. */
function largestLimit(ukuranMaxFile: Record<string, unknown>) {
  const probes = ['x.pdf', 'x.mp4', 'x.mp3', 'x.zip'];
  return Math.max(...FILE_KINDS.flatMap((k) => probes.map((p) => maxUploadBytes(ukuranMaxFile, k, p))));
}

/**
 * POST /v2/storager (spec 2 §7): multipart `file`, `service_id`='lms', `dir`, optional `id_kelas_kuliah` and
 * `kind`. The size limit follows the kind (pengaturan ukuran_max_file, default 10240 KB); class uploads need
 * membership of the class (or an operator with write on kelas_kuliah).
 */
export async function uploadFromRequest(deps: StorageDeps, request: FastifyRequest) {
  if (!request.isMultipart()) throw badRequest(`Data tidak valid: file — ${PESAN_STORAGE.fileWajib}`);
  const college = request.college;
  const cap = largestLimit(college.ukuranMaxFile);
  const raw: Record<string, string> = {};
  let file: { filename: string; buffer: Buffer } | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: cap, fields: 20, fieldSize: 4096 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          part.file.resume();
          continue;
        }
        file = { filename: part.filename, buffer: await part.toBuffer() };
      } else {
        raw[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      const kind = (UPLOAD_KINDS as readonly string[]).includes(raw.kind ?? '') ? (raw.kind as FileKind) : 'lainnya';
      throw tooLarge(maxUploadBytes(college.ukuranMaxFile, kind, file?.filename ?? ''));
    }
    throw err;
  }
  const parsed = uploadFields.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw badRequest(`Data tidak valid: ${issue.path.join('.') || 'data'} — ${issue.message}`);
  }
  if (!file) throw badRequest(`Data tidak valid: file — ${PESAN_STORAGE.fileWajib}`);
  const f = parsed.data;
  if (f.id_kelas_kuliah) {
    if (!(await kelasExists(deps.db, college.id, f.id_kelas_kuliah))) throw notFound(PESAN_KELAS_TIDAK_DITEMUKAN);
    await requireKelasUploader(deps.db, request, f.id_kelas_kuliah);
  }
  const stored = await saveUpload(deps, {
    collegeId: college.id,
    kind: f.kind,
    idKelasKuliah: f.id_kelas_kuliah ?? null,
    ownerUserId: request.auth.userId,
    filename: file.filename,
    buffer: file.buffer,
    allowedExtensions: allowedExtensionsForKind(f.kind),
    maxBytes: maxUploadBytes(college.ukuranMaxFile, f.kind, file.filename),
  });
  return { url: stored.url, name: stored.name, content_length: stored.content_length, extension: stored.extension };
}

/** DELETE /v2/storager?url=: soft-deletes the row, then removes the bytes. */
export async function deleteByUrl({ db, storage }: StorageDeps, request: FastifyRequest, url: string) {
  const id = fileIdFromUrl(url);
  if (!id) throw badRequest(PESAN_STORAGE.urlTidakValid);
  const file = await findFile(db, request.college.id, id);
  if (!file) throw notFound(PESAN_STORAGE.fileTidakDitemukan);
  await requireFileDeleter(db, request, file);
  // A banner or syllabus attachment in use is changed through its class, never pulled from under it.
  if (await isFileReferencedByKelas(db, request.college.id, id)) throw conflict(PESAN_STORAGE.fileDipakaiKelas);
  const row = await softDeleteFile(db, request.college.id, id);
  if (!row) throw notFound(PESAN_STORAGE.fileTidakDitemukan);
  await storage.delete(row.storageKey).catch((err) => request.log.warn({ err, key: row.storageKey }, 'file bytes not removed'));
}
