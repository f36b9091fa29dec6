import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import 'dayjs/locale/id.js';

// Plugins are registered once on the shared dayjs instance; the locale is applied per call (never made global)
// so importing @lms/shared does not change another package's dayjs defaults.
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

/** Go's zero time, which the API uses for "no date"; it counts as empty everywhere (spec 1 §3). */
export const ZERO_DATE = '0001-01-01T00:00:00Z';

export const TIMEZONES = [
  { id: 'Asia/Jakarta', label: 'WIB' },
  { id: 'Asia/Makassar', label: 'WITA' },
  { id: 'Asia/Jayapura', label: 'WIT' },
] as const;
export type TimeZoneId = (typeof TIMEZONES)[number]['id'];
export const DEFAULT_TIME_ZONE: TimeZoneId = 'Asia/Jakarta';

/** Day names, Sunday first (jadwal.hari 0-6). */
export const HARI = ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'] as const;

export type DateInput = string | number | Date | Dayjs | null | undefined;

/** 'WIB' / 'WITA' / 'WIT'; anything unknown falls back to WIB, the default zone's label. */
export function timeZoneLabel(tz: string | null | undefined): string {
  return TIMEZONES.find((z) => z.id === tz)?.label ?? 'WIB';
}

/** The given zone if it is a real IANA zone, otherwise the default (Asia/Jakarta). */
export function resolveTimeZone(tz: string | null | undefined): string {
  if (!tz) return DEFAULT_TIME_ZONE;
  if (TIMEZONES.some((z) => z.id === tz)) return tz;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return tz;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/** 'Senin' for 1; '-' outside 0-6. */
export function namaHari(hari: number | null | undefined): string {
  return typeof hari === 'number' && Number.isInteger(hari) && hari >= 0 && hari <= 6 ? HARI[hari] : '-';
}

/** null, undefined, '' (or blanks) and the zero date (any value in year 1) are empty. */
export function isEmptyDate(value: DateInput): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') {
    const s = value.trim();
    return s === '' || s.startsWith('0001-01-01');
  }
  if (typeof value === 'number') return false;
  const d = dayjs.isDayjs(value) ? value : dayjs(value);
  return d.isValid() && d.utc().year() <= 1;
}

// A string with no offset is read as UTC: the API contract sends UTC ISO with Z, and reading it in the
// machine's local zone would make the result depend on where the code runs.
// The offset must follow a time part, or the day of '2026-11-21' would be read as an offset of -21.
const HAS_OFFSET = /[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?\s*(Z|[+-]\d{2}(:?\d{2})?)$/i;

/** Parses a date input into a UTC dayjs; null when empty or invalid. */
export function parseDate(value: DateInput): Dayjs | null {
  if (isEmptyDate(value)) return null;
  let d: Dayjs;
  if (typeof value === 'string') {
    const s = value.trim();
    d = HAS_OFFSET.test(s) || !/^\d{4}-\d{2}-\d{2}/.test(s) ? dayjs(s) : dayjs.utc(s);
  } else {
    d = dayjs.isDayjs(value) ? value : dayjs(value as number | Date);
  }
  return d.isValid() ? d.utc() : null;
}

/** Formats in the zone with the Indonesian locale; '-' for empty or invalid dates. */
export function formatIn(value: DateInput, tz: string | null | undefined, pattern: string): string {
  const d = parseDate(value);
  return d ? d.tz(resolveTimeZone(tz)).locale('id').format(pattern) : '-';
}

/** '21 November 2026' (DD MMMM YYYY, Indonesian months). */
export function formatTanggal(value: DateInput, tz: string | null | undefined = DEFAULT_TIME_ZONE): string {
  return formatIn(value, tz, 'DD MMMM YYYY');
}

/** '21/11/2026, 14:05' (spec 1 §9 date format, 24-hour). */
export function formatTanggalWaktu(value: DateInput, tz: string | null | undefined = DEFAULT_TIME_ZONE): string {
  return formatIn(value, tz, 'DD/MM/YYYY, HH:mm');
}

/** '21/11/2026, 14:05 WIB': date-time with the zone label (e.g. question bank creation time). */
export function formatTanggalWaktuZona(value: DateInput, tz: string | null | undefined = DEFAULT_TIME_ZONE): string {
  const s = formatTanggalWaktu(value, tz);
  return s === '-' ? s : `${s} ${timeZoneLabel(resolveTimeZone(tz))}`;
}

/** '14:05:09' (header clock). */
export function formatJam(value: DateInput, tz: string | null | undefined = DEFAULT_TIME_ZONE): string {
  return formatIn(value, tz, 'HH:mm:ss');
}

/** 'Sabtu, 21 November 2026'. */
export function formatHariTanggal(value: DateInput, tz: string | null | undefined = DEFAULT_TIME_ZONE): string {
  return formatIn(value, tz, 'dddd, DD MMMM YYYY');
}

/** Today's date 'YYYY-MM-DD' in the zone (e.g. the server time's day for the dashboard calendar). */
export function hariIni(tz: string | null | undefined = DEFAULT_TIME_ZONE, now: DateInput = new Date()): string {
  const d = parseDate(now) ?? dayjs.utc();
  return d.tz(resolveTimeZone(tz)).format('YYYY-MM-DD');
}

/** 'YYYY-MM-DDTHH:mm:ssZ' in UTC (what every query and body sends, spec 1 §5/§7); null when empty or invalid. */
export function toUtcIso(value: DateInput): string | null {
  const d = parseDate(value);
  return d ? d.format('YYYY-MM-DDTHH:mm:ss[Z]') : null;
}

const ZONED_PATTERNS = ['YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DD HH:mm', 'YYYY-MM-DD'] as const;

/**
 * A wall-clock time typed in the college's zone ('2026-11-21 08:00' or '2026-11-21T08:00:00') as UTC ISO;
 * null when it cannot be parsed. Used for lecturer start/end times entered in 24-hour format.
 */
export function zonedToUtcIso(local: string | null | undefined, tz: string | null | undefined = DEFAULT_TIME_ZONE): string | null {
  if (typeof local !== 'string' || isEmptyDate(local)) return null;
  const s = local.trim().replace('T', ' ');
  const zone = resolveTimeZone(tz);
  for (const pattern of ZONED_PATTERNS) {
    // strict parsing: '2026-13-40 08:00' must fail rather than roll over
    if (!dayjs(s, pattern, true).isValid()) continue;
    return dayjs.tz(s, pattern, zone).utc().format('YYYY-MM-DDTHH:mm:ss[Z]');
  }
  return null;
}

export interface DateRange {
  start: string | null;
  end: string | null;
}

/**
 * Date filter (spec 1 §5): both ends as UTC ISO with Z; when start and end are the same instant the end
 * moves to 23:59:59 of that day, the day being taken in the college's zone.
 */
export function dateFilterRange(start: DateInput, end: DateInput, tz: string | null | undefined = DEFAULT_TIME_ZONE): DateRange {
  const s = parseDate(start);
  let e = parseDate(end);
  if (s && e && s.valueOf() === e.valueOf()) {
    e = s.tz(resolveTimeZone(tz)).hour(23).minute(59).second(59).millisecond(0).utc();
  }
  return { start: s ? s.format('YYYY-MM-DDTHH:mm:ss[Z]') : null, end: e ? e.format('YYYY-MM-DDTHH:mm:ss[Z]') : null };
}
