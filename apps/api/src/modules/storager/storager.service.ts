import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import {
  ATURAN_JENIS_FILE,
  DETAIL_LOG_FILE,
  FILE_KINDS,
  PESAN_STORAGE,
  UPLOAD_KINDS,
  allowedExtensions,
  allowedExtensionsForKind,
  fileExtension,
  fileIdFromUrl,
  largestUploadBytes,
  maxUploadBytes,
  normalizeFileName,
  parseRange,
  pesanIsiFileTidakSesuai,
  pesanTipeFileDitolak,
  storagerFileUrl,
  type FileKind,
  type StoredFile,
} from '@lms/shared';
import type { Db } from '../../db/client';
import { getPengaturan } from '../pengaturan/pengaturan.service';
import { recordAktivitas } from '../log-aktivitas/log-aktivitas.service';
import type { Actor, Deps } from '../../deps';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { tooLarge, unsupportedType, type FileTarget, type IncomingFile, type ReceivedFile } from '../../lib/multipart';
import { SNIFFABLE_EXTENSIONS, sniffContent } from '../../lib/storage/sniff';
import { StorageNotFoundError } from '../../plugins/storage';
import { requireFileDeleter, requireFileReader, requireFileUploader } from './storager.policy';
import { findFile, hardDeleteFile, insertFile, isFileReferencedByKelas, softDeleteFile, type FileRow } from './storager.repo';

/** What the storage helpers need; pass `app.deps`. */
export type StorageDeps = Pick<Deps, 'db' | 'storage'>;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** @deprecated use normalizeFileName from @lms/shared (the same rule). */
export const sanitizeFileName = normalizeFileName;

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

export type RecordUploadInput = {
  collegeId: number;
  kind: FileKind;
  /** Set when access follows the class (the kind's rules decide who of the class). */
  idKelasKuliah?: string | null;
  ownerUserId: number | null;
  /** A file readMultipart stored (sink 'storage'). */
  file: ReceivedFile;
  /** Run inside the caller's transaction (e.g. the class update that points at the file). */
  db?: Db;
};

/**
 * The files row of bytes readMultipart already streamed to storage. Checks the kind's exact limit and types again
 * (the stream may have been read before the kind was known). On any failure the bytes are removed.
 */
export async function recordUpload(deps: StorageDeps & Pick<Deps, 'events'>, input: RecordUploadInput): Promise<StoredFile> {
  const { file } = input;
  if (!file.key) throw new Error('recordUpload needs a stored file (sink storage)');
  try {
    const college = (await getPengaturan(deps, input.collegeId)).pengaturan_sistem.ukuran_max_file;
    const max = maxUploadBytes(college, input.kind, file.name);
    if (file.size > max) throw tooLarge(max);
    const allowed = allowedExtensionsForKind(input.kind).map((e) => e.replace(/^\./, ''));
    if (!allowed.includes(file.ext)) throw unsupportedType(pesanTipeFileDitolak(file.ext));
    const row = await insertFile(input.db ?? deps.db, {
      collegeId: input.collegeId,
      kind: input.kind,
      storageKey: file.key,
      originalName: file.name,
      mime: file.mime,
      size: file.size,
      idKelasKuliah: input.idKelasKuliah ?? null,
      ownerUserId: input.ownerUserId,
    });
    return toStoredFile(row);
  } catch (err) {
    await deps.storage.delete(file.key).catch(() => {});
    throw err;
  }
}

/** Stores a file the server produced itself (reports, exports): no type sniffing, same key scheme and row. */
export async function saveGeneratedFile(
  { db, storage }: StorageDeps,
  input: { collegeId: number; kind: FileKind; idKelasKuliah?: string | null; ownerUserId: number | null; filename: string; mime: string; buffer: Buffer },
): Promise<StoredFile> {
  const name = normalizeFileName(input.filename);
  const ext = fileExtension(name).replace(/[^a-z0-9]/g, '') || 'bin';
  const key = `${input.collegeId}/${input.kind}/${randomUUID()}.${ext}`;
  await storage.put(key, input.buffer, { contentType: input.mime, contentLength: input.buffer.length });
  try {
    const row = await insertFile(db, {
      collegeId: input.collegeId,
      kind: input.kind,
      storageKey: key,
      originalName: name,
      mime: input.mime,
      size: input.buffer.length,
      idKelasKuliah: input.idKelasKuliah ?? null,
      ownerUserId: input.ownerUserId,
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
  idKelasKuliah?: string | null;
  ownerUserId: number | null;
  filename: string;
  buffer: Buffer;
  allowedExtensions: readonly string[];
  maxBytes: number;
};

/**
 * @deprecated Transitional, for call sites not yet on readMultipart: stores an upload already held in memory
 * after the same checks (size 413, extension and sniffed content 415). New code streams through lib/multipart.ts
 * and recordUpload instead of buffering whole files.
 */
export async function saveUpload(deps: StorageDeps, input: SaveUploadInput): Promise<StoredFile> {
  const name = normalizeFileName(input.filename);
  const ext = fileExtension(name);
  if (input.buffer.length > input.maxBytes) throw tooLarge(input.maxBytes);
  if (input.buffer.length === 0) throw badRequest(PESAN_STORAGE.fileKosong);
  const allowed = new Set(input.allowedExtensions.map((e) => e.replace(/^\./, '').toLowerCase()));
  if (!ext || !allowed.has(ext) || !SNIFFABLE_EXTENSIONS.has(ext)) throw unsupportedType(pesanTipeFileDitolak(ext || 'tanpa-ekstensi'));
  const sniff = await sniffContent(input.buffer, ext);
  if (!sniff.ok) throw unsupportedType(pesanIsiFileTidakSesuai(ext, sniff.detected));
  return saveGeneratedFile(deps, { ...input, filename: name, mime: sniff.mime });
}

/** Removes a stored file completely (row and bytes), e.g. when the caller's own transaction failed. */
export async function discardStoredFile({ db, storage }: StorageDeps, collegeId: number, id: string) {
  const row = await hardDeleteFile(db, collegeId, id);
  if (row) await storage.delete(row.storageKey).catch(() => {});
}

// ---------------------------------------------------------------------------------------------------------------
// POST /v2/storager

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const uploadFields = z.object({
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
export type UploadFields = z.infer<typeof uploadFields>;

/** The parser's hard cap for POST /v2/storager: the largest limit of any kind for this college. */
export async function storagerMaxBytes(deps: Pick<Deps, 'db' | 'events'>, actor: Actor) {
  const { ukuran_max_file } = (await getPengaturan(deps, actor.college.id)).pengaturan_sistem;
  return Math.max(...FILE_KINDS.map((k) => largestUploadBytes(ukuran_max_file, k)));
}

/**
 * Where an upload of POST /v2/storager streams. When `kind` (and the class, if any) came before the file, the
 * uploader is checked and the kind's exact limit applies before a byte is stored; otherwise the college's largest
 * limit caps the stream and uploadFile checks the rest.
 */
export async function storagerUploadTarget(deps: StorageDeps & Pick<Deps, 'events'>, actor: Actor, file: IncomingFile, sofar: Record<string, unknown>): Promise<FileTarget> {
  const kind = (UPLOAD_KINDS as readonly string[]).includes(String(sofar.kind)) ? (sofar.kind as FileKind) : null;
  const idKelas = typeof sofar.id_kelas_kuliah === 'string' && sofar.id_kelas_kuliah.trim() ? sofar.id_kelas_kuliah : null;
  const prefix = `${actor.college.id}/${kind ?? 'unggahan'}`;
  if (!kind) return { sink: 'storage', keyPrefix: prefix, maxBytes: await storagerMaxBytes(deps, actor), allowedExtensions: allowedExtensions() };
  if (idKelas || ATURAN_JENIS_FILE[kind].kelas === 'tidak') await requireFileUploader(deps.db, actor, kind, idKelas);
  const { ukuran_max_file } = (await getPengaturan(deps, actor.college.id)).pengaturan_sistem;
  return { sink: 'storage', keyPrefix: prefix, maxBytes: maxUploadBytes(ukuran_max_file, kind, file.name), allowedExtensions: allowedExtensionsForKind(kind) };
}

/**
 * POST /v2/storager (spec 2 §7) after readMultipart: the kind's uploaders (ATURAN_JENIS_FILE), its limit and
 * types, then the row. The bytes are removed when anything is refused.
 */
export async function uploadFile(deps: StorageDeps & Pick<Deps, 'events'>, actor: Actor, input: UploadFields & { file: ReceivedFile | undefined }) {
  if (!input.file) throw badRequest(`Data tidak valid: file — ${PESAN_STORAGE.fileWajib}`);
  const idKelas = input.id_kelas_kuliah ?? null;
  try {
    await requireFileUploader(deps.db, actor, input.kind, idKelas);
  } catch (err) {
    await deps.storage.delete(input.file.key!).catch(() => {});
    throw err;
  }
  const file = input.file;
  // The settings recordUpload reads are cached before the transaction (PGlite runs one connection at a time).
  await getPengaturan(deps, actor.college.id);
  const stored = await deps.db
    .transaction(async (tx) => {
      const row = await recordUpload(deps, {
        collegeId: actor.college.id,
        kind: input.kind,
        idKelasKuliah: idKelas,
        ownerUserId: actor.userId > 0 ? actor.userId : null,
        file,
        db: tx,
      });
      await recordAktivitas(tx, actor, 'unggah_file', DETAIL_LOG_FILE.unggah(row.name));
      return row;
    })
    .catch(async (err: unknown) => {
      await deps.storage.delete(file.key!).catch(() => {});
      throw err;
    });
  return { url: stored.url, name: stored.name, content_length: stored.content_length, extension: stored.extension };
}

// ---------------------------------------------------------------------------------------------------------------
// Download and delete

export type Download = {
  file: FileRow;
  stream: Readable;
  /** The part served (206) or null for the whole file (200). */
  range: { start: number; end: number } | null;
};

/**
 * Opens a download after re-checking access (tenant, deleted, the kind's readers). `rangeHeader`: HTTP Range,
 * answered with the part (206) or 416 when it starts beyond the end.
 */
export async function openDownload(deps: StorageDeps & Pick<Deps, 'events'>, actor: Actor, id: string, rangeHeader?: string): Promise<Download> {
  if (!UUID_RE.test(id)) throw notFound(PESAN_STORAGE.fileTidakDitemukan);
  const file = await findFile(deps.db, actor.college.id, id.toLowerCase());
  if (!file) throw notFound(PESAN_STORAGE.fileTidakDitemukan);
  await requireFileReader(deps, actor, file);
  const range = parseRange(rangeHeader, file.size);
  if (range === 'unsatisfiable') {
    throw new AppError(416, 'range_not_satisfiable', PESAN_STORAGE.rentangTidakValid, { detail: PESAN_STORAGE.rentangTidakValid, size: file.size });
  }
  try {
    return { file, stream: await deps.storage.get(file.storageKey, range ?? undefined), range };
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

/** DELETE /v2/storager?url=: soft-deletes the row, then removes the bytes (the orphan sweep retries a failure). */
export async function deleteByUrl(deps: StorageDeps, actor: Actor, url: string, log?: { warn(obj: object, msg: string): void }) {
  const id = fileIdFromUrl(url);
  if (!id) throw badRequest(PESAN_STORAGE.urlTidakValid);
  const file = await findFile(deps.db, actor.college.id, id);
  if (!file) throw notFound(PESAN_STORAGE.fileTidakDitemukan);
  await requireFileDeleter(deps.db, actor, file);
  // A banner or syllabus attachment in use is changed through its class, never pulled from under it.
  if (await isFileReferencedByKelas(deps.db, actor.college.id, id)) throw conflict(PESAN_STORAGE.fileDipakaiKelas);
  const row = await deps.db.transaction(async (tx) => {
    const deleted = await softDeleteFile(tx, actor.college.id, id);
    if (!deleted) throw notFound(PESAN_STORAGE.fileTidakDitemukan);
    await recordAktivitas(tx, actor, 'hapus_file', DETAIL_LOG_FILE.hapus(file.originalName));
    return deleted;
  });
  await deps.storage.delete(row.storageKey).catch((err) => log?.warn({ err, key: row.storageKey }, 'file bytes not removed'));
}

