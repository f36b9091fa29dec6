/** An inclusive byte range of a file (RFC 9110 §14.1.2). */
export type ByteRange = { start: number; end: number };

/**
 * Reads a `Range` header against a file of `size` bytes:
 * - null: no usable Range (absent, another unit, several ranges, malformed): answer the whole file with 200,
 *   as RFC 9110 allows a server to ignore Range;
 * - 'unsatisfiable': a well-formed single range that starts at or beyond the end (416);
 * - a range clamped to the file: answer 206 with Content-Range.
 * Forms: `bytes=a-b`, `bytes=a-` (to the end), `bytes=-n` (the last n bytes).
 */
export function parseRange(header: string | undefined | null, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const m = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!m) return null;
  const [, a, b] = m;
  if (a === '' && b === '') return null;
  if (a === '') {
    const n = Number(b);
    if (n === 0) return 'unsatisfiable';
    return size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(a);
  const end = b === '' ? Number.MAX_SAFE_INTEGER : Number(b);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || end < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}
