import { formatIn, parseDate, resolveTimeZone, timeZoneLabel, type DateInput } from '@lms/shared';
import type { Cell, Column } from 'exceljs';

/**
 * Times in exports (xlsx, CSV) are the college's wall clock, never UTC text (issue 30 point 7).
 *
 * exceljs writes a JS Date as a serial of its UTC fields and spreadsheets have no zone, so an xlsx cell gets a
 * Date whose UTC fields are the college's local date and time: Excel and LibreOffice then show 20:13 for an
 * instant of 13:13Z in WIB, as a real date cell that sorts and filters.
 */
export const FORMAT_SEL_WAKTU = 'dd/mm/yyyy hh:mm:ss';
export const FORMAT_SEL_TANGGAL = 'dd/mm/yyyy';

/** The instant as an xlsx date cell value in the zone; null when empty or invalid (write '-' or leave the cell empty). */
export function selWaktu(value: DateInput, tz: string | null | undefined): Date | null {
  if (!parseDate(value)) return null;
  // The wall clock as text, then read as if it were UTC: no arithmetic on offsets (DST-proof for any IANA zone).
  return new Date(`${formatIn(value, tz, 'YYYY-MM-DD[T]HH:mm:ss')}Z`);
}

/** Gives a cell holding a Date the date-time (or date) number format. */
export function formatSelWaktu(target: Cell | Column, hanyaTanggal = false): void {
  target.numFmt = hanyaTanggal ? FORMAT_SEL_TANGGAL : FORMAT_SEL_WAKTU;
}

/** 'YYYY-MM-DD HH:mm:ss' in the zone for CSV (the header names the zone, see labelZonaKolom); '' when empty. */
export function teksWaktuCsv(value: DateInput, tz: string | null | undefined): string {
  return parseDate(value) ? formatIn(value, tz, 'YYYY-MM-DD HH:mm:ss') : '';
}

/** 'Waktu Pengumpulan (WIB)': a CSV column header that states its zone. */
export function labelZonaKolom(label: string, tz: string | null | undefined): string {
  return `${label} (${timeZoneLabel(resolveTimeZone(tz))})`;
}

/**
 * Test helper logic kept beside the writer: an xlsx date cell read back (exceljs gives a Date of the stored
 * UTC fields) as 'YYYY-MM-DD HH:mm:ss' wall-clock text, to compare with the college's local time.
 */
export function bacaSelWaktu(value: unknown): string | null {
  if (!(value instanceof Date) || Number.isNaN(value.getTime())) return null;
  return value.toISOString().slice(0, 19).replace('T', ' ');
}
