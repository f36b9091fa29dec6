import { fileTypeFromBuffer } from 'file-type';

/**
 * Which detected content types (file-type's `ext`) a file extension may carry. Legacy Office files are OLE2
 * compound files ('cfb'); OOXML files are zips whose parts file-type inspects ('docx', 'xlsx', 'pptx').
 */
const CONTENT_OF: Record<string, readonly string[]> = {
  jpg: ['jpg'],
  jpeg: ['jpg'],
  png: ['png'],
  pdf: ['pdf'],
  doc: ['cfb'],
  xls: ['cfb'],
  ppt: ['cfb'],
  docx: ['docx'],
  xlsx: ['xlsx'],
  pptx: ['pptx'],
  zip: ['zip'],
  rar: ['rar'],
  mp3: ['mp3', 'mp2', 'mp1'],
  wav: ['wav'],
  mp4: ['mp4', 'm4v', 'm4a'],
  webm: ['webm'],
  ogg: ['ogg', 'oga', 'ogv', 'opus', 'spx'],
  // Material types of spec 2 §5 ('.xlx' and '.acc' as the spec spells them).
  xlx: ['cfb'],
  mpeg: ['mpg'],
  aac: ['aac'],
  acc: ['aac'],
  opus: ['opus', 'ogg'],
};

/** The MIME type we serve for each extension (stable, whatever the detector's variant). */
const MIME_OF: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  mp4: 'video/mp4',
  webm: 'video/webm',
  ogg: 'application/ogg',
  xlx: 'application/vnd.ms-excel',
  mpeg: 'video/mpeg',
  aac: 'audio/aac',
  acc: 'audio/aac',
  opus: 'audio/ogg',
  csv: 'text/csv; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
};

/** Extensions whose content is plain UTF-8 text (no magic number to sniff). */
export const TEXT_TYPES = new Set(['csv', 'txt']);

export type SniffResult = { ok: true; mime: string } | { ok: false; detected: string | null };

/**
 * Strict UTF-8 without NUL bytes (binary files often decode "validly" but carry NULs). `partial`: the buffer is the
 * head of a longer file, so a character cut at its end is not an error.
 */
export function isUtf8Text(buf: Buffer, partial = false): boolean {
  if (buf.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(buf, { stream: partial });
    return true;
  } catch {
    return false;
  }
}

/** How many leading bytes of an upload are sniffed: enough for the zip entries that tell docx/xlsx/pptx apart. */
export const SNIFF_BYTES = 64 * 1024;

/**
 * Whether the bytes really are a file of extension `ext` (lower case, no dot). Binary types need a matching
 * signature; text types must not look like any binary type and must be valid UTF-8. `partial`: `buf` is only the
 * first SNIFF_BYTES of the file (streamed uploads).
 */
export async function sniffContent(buf: Buffer, ext: string, partial = false): Promise<SniffResult> {
  const detected = (await fileTypeFromBuffer(buf).catch(() => undefined))?.ext ?? null;
  if (TEXT_TYPES.has(ext)) {
    return detected === null && isUtf8Text(buf, partial) ? { ok: true, mime: MIME_OF[ext]! } : { ok: false, detected };
  }
  const expected = CONTENT_OF[ext];
  if (expected && detected && expected.includes(detected)) return { ok: true, mime: MIME_OF[ext]! };
  return { ok: false, detected };
}

/** Extensions the sniffer knows how to verify; an allowed extension outside this set is never accepted. */
export const SNIFFABLE_EXTENSIONS = new Set([...Object.keys(CONTENT_OF), ...TEXT_TYPES]);

export function mimeOf(ext: string): string {
  return MIME_OF[ext] ?? 'application/octet-stream';
}
