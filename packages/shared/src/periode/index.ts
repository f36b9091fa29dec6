/**
 * Academic period codes (spec 1 §3 "Period code").
 *
 * Code = 10 * tahun + semester, where tahun is the START year of the academic year:
 * 20241 -> '2024/2025 Ganjil', 20252 -> '2025/2026 Genap', 20243 -> '2024/2025 SP Ganjil'.
 *
 * Why not the spec's literal "10*(year-1)+semester": the same paragraph says "the tens give the academic year
 * start" and "Year = periode/10 in the syllabus view", and the demo data treats 20261 as 2026/2027 Ganjil.
 * Those only hold for 10*tahun + semester; the "(year-1)" reading would make 20261 the year 2027/2028.
 * "One view inverts this rule" (odd/even) is a display quirk of the original client that we do not copy:
 * the last digit odd is always Ganjil (1 Ganjil, 3 SP Ganjil), even is Genap (2 Genap, 4 SP Genap).
 */

export const SEMESTER_LABEL = { 1: 'Ganjil', 2: 'Genap', 3: 'SP Ganjil', 4: 'SP Genap' } as const;
export type Semester = keyof typeof SEMESTER_LABEL;
export const SEMESTER = [1, 2, 3, 4] as const satisfies readonly Semester[];

export interface PeriodeInfo {
  tahun: number;
  semester: Semester;
  label: string;
}

// Four-digit start years only: anything else is a corrupted code, not a period.
const TAHUN_MIN = 1000;
const TAHUN_MAX = 9998; // the label needs tahun + 1 to stay four digits

function isSemester(n: number): n is Semester {
  return n === 1 || n === 2 || n === 3 || n === 4;
}

function isTahun(n: number): boolean {
  return Number.isInteger(n) && n >= TAHUN_MIN && n <= TAHUN_MAX;
}

function toKode(kode: number | string | null | undefined): number | null {
  if (typeof kode === 'number') return Number.isInteger(kode) ? kode : null;
  if (typeof kode === 'string' && /^\s*\d+\s*$/.test(kode)) return Number(kode);
  return null;
}

/** '2024/2025' for the academic year that starts in tahun. */
export function tahunAjaranLabel(tahun: number): string {
  return isTahun(tahun) ? `${tahun}/${tahun + 1}` : '-';
}

/** Splits a period code; null when it is not a valid code (semester digit 1-4, four-digit year). */
export function parsePeriode(kode: number | string | null | undefined): PeriodeInfo | null {
  const n = toKode(kode);
  if (n === null || n < 0) return null;
  const semester = n % 10;
  const tahun = Math.floor(n / 10);
  if (!isSemester(semester) || !isTahun(tahun)) return null;
  return { tahun, semester, label: `${tahun}/${tahun + 1} ${SEMESTER_LABEL[semester]}` };
}

/** '2024/2025 Ganjil' for 20241; '-' for anything that is not a valid code. */
export function periodeLabel(kode: number | string | null | undefined): string {
  return parsePeriode(kode)?.label ?? '-';
}

/** Builds the code; throws RangeError on an impossible year or semester (a programming error, not user input). */
export function periodeKode(tahun: number, semester: number): number {
  if (!isTahun(tahun)) throw new RangeError(`Tahun periode tidak valid: ${tahun}`);
  if (!isSemester(semester)) throw new RangeError(`Semester tidak valid: ${semester}`);
  return tahun * 10 + semester;
}

const LABEL_RE = /^(\d{4})\s*\/\s*(\d{4})\s+(sp\s+ganjil|sp\s+genap|ganjil|genap)$/i;

/**
 * Inverse of periodeLabel: '2024/2025 Ganjil' -> 20241, '2024/2025 SP Genap' -> 20244.
 * Case and extra spaces are tolerated; the second year must follow the first.
 */
export function periodeFromLabel(label: string | null | undefined): number | null {
  if (typeof label !== 'string') return null;
  const m = LABEL_RE.exec(label.trim().replace(/\s+/g, ' '));
  if (!m) return null;
  const tahun = Number(m[1]);
  if (Number(m[2]) !== tahun + 1 || !isTahun(tahun)) return null;
  const nama = m[3].toLowerCase().replace(/\s+/g, ' ');
  const semester = SEMESTER.find((s) => SEMESTER_LABEL[s].toLowerCase() === nama);
  return semester === undefined ? null : tahun * 10 + semester;
}

/** Last digit odd: Ganjil or SP Ganjil. False for invalid codes. */
export function isGanjil(kode: number | string | null | undefined): boolean {
  const p = parsePeriode(kode);
  return p !== null && p.semester % 2 === 1;
}

/** Last digit even: Genap or SP Genap. False for invalid codes. */
export function isGenap(kode: number | string | null | undefined): boolean {
  const p = parsePeriode(kode);
  return p !== null && p.semester % 2 === 0;
}

/** Short semester (semester pendek, SP): last digit above 2. False for invalid codes. */
export function isSemesterPendek(kode: number | string | null | undefined): boolean {
  const p = parsePeriode(kode);
  return p !== null && p.semester > 2;
}
