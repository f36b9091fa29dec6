import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  BATAS_ARSIP,
  ERROR_CODES,
  PESAN_ARSIP,
  PESAN_STORAGE,
  fileExtension,
  normalizeFileName,
  pesanIsiFileTidakSesuai,
  pesanTipeFileDitolak,
  pesanUkuranFileMaks,
} from '@lms/shared';
import { findNumberOutOfRange, isUnsafeString, outOfRangeError, unsafeInputError } from '../plugins/input-guard';
import { ukuranPng } from './arsip/gambar';
import { AppError, badRequest, fieldError, unprocessable } from './errors';
import { SNIFFABLE_EXTENSIONS, SNIFF_BYTES, sniffContent } from './storage/sniff';
import type { StorageBackend } from './storage/backend';

/**
 * THE upload path (ARCHITECTURE.md "files"): every multipart route calls `readMultipart` and hands its service
 * typed input. File parts stream to the storage backend as they arrive (only their first SNIFF_BYTES are held, to
 * check the content against the extension); text fields are parsed with a zod schema. Errors are the envelope's:
 * malformed multipart 400, a file over its limit 413, a refused type 415, a bad field 400 naming it.
 */

export const tooLarge = (maxBytes: number) => new AppError(413, ERROR_CODES.payloadTooLarge, pesanUkuranFileMaks(maxBytes));
export const unsupportedType = (message: string) => new AppError(415, ERROR_CODES.unsupportedMedia, message);

/** A file part as it starts: its form field and the client's name (normalised). */
export type IncomingFile = { field: string; name: string; ext: string };

/** Where one file part goes and what it must satisfy, decided when the part starts. */
export type FileTarget = {
  /** Largest accepted size in bytes: one byte more is a 413 with this limit in the message. */
  maxBytes: number;
  /** Accepted extensions ('.pdf' or 'pdf'); the content is sniffed against the extension. */
  allowedExtensions: readonly string[];
} & (
  | { /** Stored under `{keyPrefix}/{uuid}.{ext}` (e.g. `1/materi`). */ sink: 'storage'; keyPrefix: string }
  | {
      /**
       * Kept in memory, for a file the server parses and does not store (a spreadsheet import); bounded by maxBytes,
       * so only for small limits.
       */
      sink: 'memory';
    }
);

export type ReceivedFile = {
  field: string;
  /** Normalised display name (NFC, no control or bidi characters). */
  name: string;
  ext: string;
  /** Served MIME type, from the sniffed content. */
  mime: string;
  size: number;
  /** Storage key for sink 'storage' (the caller owns the bytes from here on), else null. */
  key: string | null;
  /** The bytes for sink 'memory', else null. */
  buffer: Buffer | null;
};

export type FileFieldRule = {
  /** The form field ('file') or a pattern ('files', 'files[]', 'files[0]' …). */
  field: string | RegExp;
  /** More files than this in the field is a 400. */
  max: number;
};

export type ReadMultipartOptions<S extends z.ZodType> = {
  storage: StorageBackend;
  /** The text fields; repeated fields and `name[]` / `name[0]` arrive as arrays when listed in arrayFields. */
  fields: S;
  arrayFields?: readonly string[];
  files: readonly FileFieldRule[];
  /** Decides a file part's limit, types and destination; gets the text fields sent BEFORE the part. May throw (403 …). */
  target: (file: IncomingFile, fieldsSoFar: Record<string, unknown>) => FileTarget | Promise<FileTarget>;
  /** Largest size any target may allow (the parser's hard cap). */
  maxFileBytes: number;
  maxFields?: number;
  maxFieldBytes?: number;
};

export type MultipartResult<S extends z.ZodType> = {
  fields: z.infer<S>;
  files: ReceivedFile[];
  /** Removes the stored bytes of every file (call it when the caller's own work fails). */
  discard: () => Promise<void>;
};

/** An error of the request body itself (cut short, bad headers): the client's fault, 400. */
class BodyError extends Error {}

const PARSER_LIMIT_CODES = new Set(['FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT']);

/** What the multipart parser threw while reading the body, as the client's error it is. */
function parserError(err: unknown, maxBytes: number): unknown {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string })?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(maxBytes);
  if (code && PARSER_LIMIT_CODES.has(code)) return badRequest(PESAN_STORAGE.terlaluBanyakBagian);
  // busboy: "Unexpected end of form", "Malformed part header", "Boundary not found" …
  return badRequest(PESAN_STORAGE.multipartRusak);
}

/** Whether the request says multipart/form-data (readMultipart then refuses one without a boundary). */
export function isMultipartRequest(request: FastifyRequest): boolean {
  const ct = request.headers['content-type'] ?? '';
  return /^multipart\/form-data/i.test(ct);
}

function fieldKey(name: string) {
  return name.replace(/\[\d*\]$/, '');
}

/**
 * The file's bytes as a stream that first yields the sniffed head, then the rest; errors with 413 beyond maxBytes
 * and turns a broken body into BodyError.
 */
function sniffedStream(source: AsyncIterator<Buffer>, head: Buffer[], headBytes: number, maxBytes: number, counter: { size: number }) {
  async function* gen() {
    counter.size = headBytes;
    for (const c of head) yield c;
    while (true) {
      let r: IteratorResult<Buffer>;
      try {
        r = await source.next();
      } catch {
        throw new BodyError();
      }
      if (r.done) return;
      counter.size += r.value.length;
      if (counter.size > maxBytes) throw tooLarge(maxBytes);
      yield r.value;
    }
  }
  return Readable.from(gen(), { objectMode: false });
}

/**
 * Reads a multipart/form-data request: file parts stream to their target as they come, text fields are collected
 * and parsed with `fields`. On any failure every byte stored for this request is removed before the error is
 * thrown; on success the caller owns the stored files (insert their rows, or call `discard`).
 */
export async function readMultipart<S extends z.ZodType>(request: FastifyRequest, opts: ReadMultipartOptions<S>): Promise<MultipartResult<S>> {
  const boundary = /boundary=/i.test(request.headers['content-type'] ?? '');
  if (!isMultipartRequest(request) || !boundary) throw badRequest(PESAN_STORAGE.bukanMultipart);
  const raw: Record<string, unknown> = {};
  const arrays = new Set(opts.arrayFields ?? []);
  for (const a of arrays) raw[a] = [];
  const files: ReceivedFile[] = [];
  const perRule = new Map<FileFieldRule, number>();
  const { storage } = opts;
  const discard = async () => {
    await Promise.all(files.filter((f) => f.key).map((f) => storage.delete(f.key!).catch(() => {})));
  };

  let pendingKey: string | null = null;
  let currentMax = opts.maxFileBytes;
  try {
    let parts: AsyncIterableIterator<Multipart>;
    try {
      parts = request.parts({
        limits: {
          // One byte over the largest limit lets the size check below see the overrun and name the right limit.
          fileSize: opts.maxFileBytes + 1,
          fields: opts.maxFields ?? 20,
          fieldSize: opts.maxFieldBytes ?? 4096,
          files: opts.files.reduce((n, r) => n + r.max, 0) + 5,
          parts: 200,
        },
      });
    } catch (err) {
      throw parserError(err, currentMax);
    }
    while (true) {
      let next: IteratorResult<Multipart>;
      try {
        next = await parts.next();
      } catch (err) {
        throw parserError(err, currentMax);
      }
      if (next.done) break;
      const part = next.value;
      if (part.type === 'field') {
        if (part.valueTruncated) throw fieldError(part.fieldname, 'isian terlalu panjang');
        const key = fieldKey(part.fieldname);
        const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
        // The input guard sees no multipart body: the same refusal here, before a target or service reads it.
        if (isUnsafeString(part.fieldname) || isUnsafeString(value)) throw unsafeInputError(isUnsafeString(part.fieldname) ? 'data' : key);
        if (arrays.has(key)) (raw[key] as string[]).push(value);
        else raw[key] = value;
        continue;
      }
      const rule = opts.files.find((r) => (typeof r.field === 'string' ? r.field === part.fieldname : r.field.test(part.fieldname)));
      if (!rule) {
        // A file in a field the route does not read: skip its bytes.
        part.file.resume();
        continue;
      }
      if (typeof part.filename !== 'string' || part.filename.trim() === '') throw badRequest(PESAN_STORAGE.tanpaNamaFile);
      const count = (perRule.get(rule) ?? 0) + 1;
      if (count > rule.max) throw fieldError(part.fieldname, `paling banyak ${rule.max} file`);
      perRule.set(rule, count);

      const name = normalizeFileName(part.filename);
      const ext = fileExtension(name);
      const target = await opts.target({ field: part.fieldname, name, ext }, raw);
      currentMax = target.maxBytes;
      const allowed = new Set(target.allowedExtensions.map((e) => e.replace(/^\./, '').toLowerCase()));
      if (!ext || !allowed.has(ext) || !SNIFFABLE_EXTENSIONS.has(ext)) throw unsupportedType(pesanTipeFileDitolak(ext || 'tanpa-ekstensi'));

      // The head: enough bytes to recognise the type, never the whole file.
      const source = part.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
      const head: Buffer[] = [];
      let headBytes = 0;
      let ended = false;
      while (headBytes < SNIFF_BYTES) {
        let r: IteratorResult<Buffer>;
        try {
          r = await source.next();
        } catch {
          throw new BodyError();
        }
        if (r.done) {
          ended = true;
          break;
        }
        head.push(r.value);
        headBytes += r.value.length;
      }
      if (headBytes > target.maxBytes) throw tooLarge(target.maxBytes);
      if (headBytes === 0) throw badRequest(PESAN_STORAGE.fileKosong);
      const kepala = Buffer.concat(head);
      const sniff = await sniffContent(kepala, ext, !ended);
      if (!sniff.ok) throw unsupportedType(pesanIsiFileTidakSesuai(ext, sniff.detected));
      if (sniff.mime === 'image/png') {
        // The declared size decides what decoding it costs (the PDF writer does): refused before it is stored, as
        // 422 (the file's bytes are within their limit; a route's own 413 wording would misname this one).
        const ukuran = ukuranPng(kepala);
        if (ukuran && ukuran.lebar * ukuran.tinggi > BATAS_ARSIP.maksPikselPng) throw unprocessable(PESAN_ARSIP.piksel(BATAS_ARSIP.maksPikselPng));
      }

      const counter = { size: 0 };
      const body = sniffedStream(source, head, headBytes, target.maxBytes, counter);
      if (target.sink === 'memory') {
        const chunks: Buffer[] = [];
        for await (const c of body) chunks.push(c as Buffer);
        files.push({ field: part.fieldname, name, ext, mime: sniff.mime, size: counter.size, key: null, buffer: Buffer.concat(chunks) });
      } else {
        const key = `${target.keyPrefix}/${randomUUID()}.${ext}`;
        pendingKey = key;
        await storage.put(key, body, { contentType: sniff.mime });
        pendingKey = null;
        files.push({ field: part.fieldname, name, ext, mime: sniff.mime, size: counter.size, key, buffer: null });
      }
      // The parser stops at its cap without an error of its own; the counter above already refused anything longer.
      if (part.file.truncated) throw tooLarge(target.maxBytes);
    }
  } catch (err) {
    if (pendingKey) await storage.delete(pendingKey).catch(() => {});
    await discard();
    throw err instanceof BodyError ? badRequest(PESAN_STORAGE.multipartRusak) : err;
  }

  const parsed = opts.fields.safeParse(raw);
  if (!parsed.success) {
    await discard();
    const issue = parsed.error.issues[0]!;
    throw fieldError(issue.path.join('.') || 'data', issue.message);
  }
  const diLuar = findNumberOutOfRange(parsed.data, '');
  if (diLuar !== null) {
    await discard();
    throw outOfRangeError(diLuar || 'data');
  }
  return { fields: parsed.data, files, discard };
}
