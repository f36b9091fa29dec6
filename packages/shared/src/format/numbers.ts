/**
 * Number formats of the id-ID locale, written out by hand (no Intl): dot for thousands, comma for decimals.
 * Hand-written so API (Node ICU) and browsers produce byte-identical strings, with plain spaces (Intl's id-ID
 * currency format uses a no-break space).
 */

export interface FormatAngkaOptions {
  /** Digits after the comma (rounded half away from zero). Default 0. */
  decimals?: number;
  /** Drop trailing zeros of the fraction (and the comma when nothing is left). Default false. */
  trimZeros?: boolean;
  /** Group thousands with dots. Default true. */
  grouping?: boolean;
}

function roundHalfAway(n: number, decimals: number): number {
  const f = 10 ** decimals;
  // toPrecision trims binary noise (1.005 * 100 = 100.49999...) before rounding
  const scaled = Number((Math.abs(n) * f).toPrecision(15));
  return (Math.sign(n) * Math.round(scaled)) / f;
}

/** 1250000.5 -> '1.250.000,5' (decimals 1). '-' for non-finite input. */
export function formatAngka(n: number | null | undefined, options: FormatAngkaOptions = {}): string {
  if (typeof n !== 'number' || !Number.isFinite(n)) return '-';
  const { decimals = 0, trimZeros = false, grouping = true } = options;
  const r = roundHalfAway(n, decimals);
  const [int, frac = ''] = Math.abs(r).toFixed(decimals).split('.');
  const intPart = grouping ? int.replace(/\B(?=(\d{3})+(?!\d))/g, '.') : int;
  const fracPart = trimZeros ? frac.replace(/0+$/, '') : frac;
  const sign = r < 0 ? '-' : '';
  return `${sign}${intPart}${fracPart ? `,${fracPart}` : ''}`;
}

/**
 * 'Rp 1.250.000' (spec 1 §9: prefix 'Rp', dot thousands). With one regular space after 'Rp', the id-ID
 * convention (and what Intl prints, minus its no-break space). Rupiah has no cents: rounded to whole.
 * Negative: '-Rp 1.250.000'. '-' for non-finite input.
 */
export function formatRupiah(n: number | null | undefined): string {
  if (typeof n !== 'number' || !Number.isFinite(n)) return '-';
  const r = roundHalfAway(n, 0);
  return `${r < 0 ? '-' : ''}Rp ${formatAngka(Math.abs(r))}`;
}

/** Percentage with one decimal and a decimal comma (spec 1 §9): 87.5 -> '87,5%', 100 -> '100,0%'. '-' for non-finite. */
export function formatPersen(n: number | null | undefined, decimals = 1): string {
  const s = formatAngka(n, { decimals });
  return s === '-' ? s : `${s}%`;
}

/** Score marker for "no submission" (spec 2 §3, §9); shown as '-'. */
export const NILAI_TIDAK_MENGUMPULKAN = -1.618;

/** True for the -1.618 "no submission" marker. */
export function isNilaiTidakMengumpulkan(n: number | string | null | undefined): boolean {
  const v = typeof n === 'string' ? Number(n) : n;
  return typeof v === 'number' && Math.abs(v - NILAI_TIDAK_MENGUMPULKAN) < 1e-9;
}

/** Rounds a score to 2 decimals (the numeric value sent and stored, spec 2 §5). NaN stays NaN. */
export function roundNilai(n: number): number {
  return Number.isFinite(n) ? roundHalfAway(n, 2) : n;
}

/**
 * Score display (spec 2 §5 decimal helper): zero or empty -> '0', whole numbers as they are, otherwise exactly
 * 2 decimals with the id-ID decimal comma (85.5 -> '85,50'); the -1.618 marker -> '-'. No thousands grouping:
 * scores are small and '1000' stays readable. Numeric strings ('85.5') are accepted.
 */
export function formatNilai(n: number | string | null | undefined): string {
  if (isNilaiTidakMengumpulkan(n)) return '-';
  const v = typeof n === 'string' ? (n.trim() === '' ? 0 : Number(n)) : (n ?? 0);
  if (!Number.isFinite(v) || v === 0) return '0';
  if (Number.isInteger(v)) return String(v);
  return formatAngka(v, { decimals: 2, grouping: false });
}

export const UKURAN_FILE_UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/**
 * File size at 1000 steps (spec 1 §9): 901090 -> '901,09 KB', up to 2 decimals with trailing zeros dropped
 * (1500 -> '1,5 KB', 2000000 -> '2 MB'). A value that rounds up to 1000 moves to the next unit
 * (999999 -> '1 MB', not '1000 KB'). GB is the largest unit. '-' for negative or non-finite input.
 * Spacing: a space between number and unit by default (Indonesian spelling rules and SI); the spec's static
 * example '901,09KB' is reproduced with { spasi: false }.
 */
export function formatUkuranFile(bytes: number | null | undefined, options: { spasi?: boolean } = {}): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return '-';
  const sep = options.spasi === false ? '' : ' ';
  let value = bytes;
  let unit = 0;
  while (unit < UKURAN_FILE_UNITS.length - 1 && roundHalfAway(value, unit === 0 ? 0 : 2) >= 1000) {
    value /= 1000;
    unit += 1;
  }
  const decimals = unit === 0 ? 0 : 2;
  return `${formatAngka(value, { decimals, trimZeros: true })}${sep}${UKURAN_FILE_UNITS[unit]}`;
}

/** Megabytes to bytes at 1000 steps. */
export function mbToBytes(mb: number): number {
  return Math.round(mb * 1_000_000);
}

/** Kilobytes to bytes at 1000 steps (e.g. UPLOAD_MAX_DEFAULT_KB). */
export function kbToBytes(kb: number): number {
  return Math.round(kb * 1000);
}

/** bytes / 1,000,000 rounded to 2 decimals, id-ID comma, trailing zeros dropped: 10485760 -> '10,49', 5e6 -> '5'. */
export function ukuranMb(bytes: number): string {
  return formatAngka(bytes / 1_000_000, { decimals: 2, trimZeros: true });
}

/** 'Ukuran file tidak boleh lebih dari {n}MB.' (spec 1 §5), n = max size in MB, 2 decimals. */
export function pesanUkuranFileMaks(maxBytes: number): string {
  return `Ukuran file tidak boleh lebih dari ${ukuranMb(maxBytes)}MB.`;
}

/** Upload modal oversize message (spec 1 §5). */
export const PESAN_UKURAN_FILE_MELEBIHI = 'Ukuran file melebihi batas maksimal';

/** Simple upload: 'File type .{ext} is not allowed' (spec 1 §5, English in the original). */
export function pesanTipeFileTidakDiizinkan(ext: string): string {
  return `File type .${ext.replace(/^\./, '')} is not allowed`;
}

/** Simple upload: 'Maximum file size is {n} MB' (spec 1 §5). */
export function pesanUkuranFileMaksimal(maxBytes: number): string {
  return `Maximum file size is ${ukuranMb(maxBytes)} MB`;
}
